import { describe, expect, it } from 'vitest'
import { placeServerError } from './server-errors'

const SIGNUP_FIELDS = ['fullName', 'email', 'photo', 'password'] as const
const BY_STATUS = { 409: 'email', 413: 'photo', 415: 'photo' } as const

describe('placeServerError', () => {
  it('puts validation messages under their fields, in form order, without a toast', () => {
    const placed = placeServerError(
      {
        status: 400,
        message: 'Invalid input',
        fields: { password: 'Password must be at least 6 characters', email: 'Provided email is not valid!' },
      },
      SIGNUP_FIELDS,
      BY_STATUS,
    )
    expect(placed).toEqual({
      fields: [
        ['email', 'Provided email is not valid!'],
        ['password', 'Password must be at least 6 characters'],
      ],
      toast: undefined,
    })
  })

  it('toasts messages for fields the form does not have', () => {
    const placed = placeServerError(
      { status: 400, message: 'Invalid input', fields: { email: 'Taken', captcha: 'Wrong captcha' } },
      SIGNUP_FIELDS,
    )
    expect(placed).toEqual({ fields: [['email', 'Taken']], toast: 'Wrong captcha' })
  })

  it('places a taken email and a refused photo by status', () => {
    expect(placeServerError({ status: 409, message: 'This email is already registered' }, SIGNUP_FIELDS, BY_STATUS)).toEqual({
      fields: [['email', 'This email is already registered']],
      toast: undefined,
    })
    expect(placeServerError({ status: 413, message: 'The photo is too large' }, SIGNUP_FIELDS, BY_STATUS).fields).toEqual([
      ['photo', 'The photo is too large'],
    ])
  })

  it('toasts everything else with the server message', () => {
    expect(
      placeServerError({ status: 429, message: 'Too many attempts. Please try again in 30 seconds.' }, SIGNUP_FIELDS, BY_STATUS),
    ).toEqual({
      fields: [],
      toast: 'Too many attempts. Please try again in 30 seconds.',
    })
    expect(placeServerError({ status: 500, message: 'Boom', fields: { other: '' } }, SIGNUP_FIELDS)).toEqual({ fields: [], toast: 'Boom' })
  })
})
