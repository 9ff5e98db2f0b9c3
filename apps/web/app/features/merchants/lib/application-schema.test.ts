import { describe, expect, it } from 'vitest'
import { MERCHANT_TEXTS } from '@utsab/shared/schemas/merchants'
import { ZApplicationForm } from './application-schema'
import { inEnglish } from '@utsab/shared/i18n/english'

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])
const png = (name: string) => new File([PNG], name, { type: 'image/png' })

const valid = {
  nid: '1234567890',
  agencyName: 'Shapla Studio',
  agencyEmail: 'studio@example.test',
  phoneNum: '01711 000000',
  businessCategory: 'photographer',
  serviceCategory: 'Wedding photography',
  price: '15000',
  rating: '4.5',
  district: 'Khulna',
  address: '12 Khan Jahan Ali Road',
  agree: true,
  pictures: [png('stage.png'), png('hall.png')],
  licence: [png('licence.png')],
}

/** Each field's first message, as the form shows them. */
async function messages(values: Record<string, unknown>) {
  const result = await ZApplicationForm.safeParseAsync(values)
  if (result.success) return {}
  const found: Record<string, string> = {}
  for (const issue of result.error.issues) found[issue.path.join('.')] ??= inEnglish(issue.message)
  return found
}

describe('ZApplicationForm', () => {
  it('turns a complete form into what is sent: numbers, the kind, the files', async () => {
    const parsed = await ZApplicationForm.parseAsync(valid)
    expect(parsed).toMatchObject({ phoneNum: '+8801711000000', price: 15000, rating: 4.5, businessCategory: 'photographer', agree: true })
    expect(parsed.pictures.map((file) => file.name)).toEqual(['stage.png', 'hall.png'])
    expect(parsed.licence.map((file) => file.name)).toEqual(['licence.png'])
  })

  it('names every missing field of an empty form', async () => {
    const empty = {
      nid: '',
      agencyName: '',
      agencyEmail: 'studio@example.test',
      phoneNum: '',
      businessCategory: '',
      serviceCategory: '',
      price: '',
      rating: '',
      district: '',
      address: '',
      agree: false,
      pictures: undefined,
      licence: undefined,
    }
    expect(await messages(empty)).toEqual({
      nid: 'NID is required',
      agencyName: 'Agency name is required',
      phoneNum: 'Phone number is required',
      businessCategory: 'Choose one of Photographer, Venue & food, Costumes, Makeup & decoration',
      serviceCategory: 'Service category is required',
      price: MERCHANT_TEXTS.priceRequired,
      rating: MERCHANT_TEXTS.ratingRequired,
      district: 'Choose a district of Bangladesh',
      address: 'Address is required',
      agree: MERCHANT_TEXTS.agreeRequired,
      pictures: MERCHANT_TEXTS.picturesRequired,
      licence: MERCHANT_TEXTS.licenceRequired,
    })
  })

  it('checks formats with clear messages', async () => {
    expect(await messages({ ...valid, nid: '12345', phoneNum: '12345', price: '99.5', rating: '7', agencyEmail: 'studio@' })).toEqual({
      nid: 'NID must be 10, 13 or 17 digits',
      agencyEmail: expect.any(String),
      phoneNum: 'Enter a Bangladeshi mobile number, like 01711 000000',
      price: 'Price must be a whole number of BDT',
      rating: 'Rating must be between 0 and 5',
    })
    expect(await messages({ ...valid, price: '0' })).toEqual({ price: 'Price must be more than 0 BDT' })
  })

  it('refuses files that are not images, and too many pictures', async () => {
    const fake = new File(['just text'], 'notes.jpg', { type: 'image/jpeg' })
    expect(await messages({ ...valid, pictures: [fake], licence: [fake] })).toEqual({
      pictures: MERCHANT_TEXTS.fileNotImage('notes.jpg'),
      licence: MERCHANT_TEXTS.fileNotImage('notes.jpg'),
    })
    expect(await messages({ ...valid, pictures: Array.from({ length: 7 }, (_, i) => png(`p${i}.png`)) })).toEqual({
      pictures: MERCHANT_TEXTS.picturesTooMany(6),
    })
  })
})
