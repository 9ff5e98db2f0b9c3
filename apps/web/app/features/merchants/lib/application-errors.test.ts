import { describe, expect, it } from 'vitest'
import { placeServerError } from '#app/lib/server-errors'

const FIELDS = ['nid', 'agencyName', 'phoneNum', 'pictures', 'licence', 'agree'] as const

describe('placeServerError (merchant application)', () => {
  it('puts the server’s field messages under the form’s fields, in the form’s order', () => {
    const placed = placeServerError(
      {
        status: 400,
        message: 'Check the form',
        fields: { licence: 'Please add a photo of your trade licence.', nid: 'NID must be 10, 13 or 17 digits' },
      },
      FIELDS,
    )
    expect(placed).toEqual({
      fields: [
        ['nid', 'NID must be 10, 13 or 17 digits'],
        ['licence', 'Please add a photo of your trade licence.'],
      ],
      toast: undefined,
    })
  })

  it('places a refused picture (415 with its field) under Pictures', () => {
    const message = 'The file is not an image we can use. Please upload a JPEG, PNG, WebP, GIF or AVIF picture.'
    expect(placeServerError({ status: 415, message, fields: { pictures: message } }, FIELDS)).toEqual({
      fields: [['pictures', message]],
      toast: undefined,
    })
  })

  it('toasts what has no field: unknown fields, and errors without fields', () => {
    expect(placeServerError({ status: 400, message: 'Bad', fields: { nid: 'Wrong', captcha: 'Wrong captcha' } }, FIELDS)).toEqual({
      fields: [['nid', 'Wrong']],
      toast: 'Wrong captcha',
    })
    expect(placeServerError({ status: 409, message: 'Your application is already waiting for review.' }, FIELDS)).toEqual({
      fields: [],
      toast: 'Your application is already waiting for review.',
    })
  })

  it('puts a status that concerns one field onto it', () => {
    expect(placeServerError({ status: 413, message: 'Each file must be at most 5 MB.' }, FIELDS, { 413: 'pictures' })).toEqual({
      fields: [['pictures', 'Each file must be at most 5 MB.']],
      toast: undefined,
    })
  })
})
