import { describe, expect, it } from 'vitest'
import { applicationFormData } from './application-form-data'

describe('applicationFormData', () => {
  it('sends the text fields first, then every picture and the licence, with agree=true', () => {
    const pictures = [new File(['a'], 'stage.png', { type: 'image/png' }), new File(['b'], 'hall.jpg', { type: 'image/jpeg' })]
    const licence = new File(['c'], 'licence.png', { type: 'image/png' })
    const form = applicationFormData({
      nid: '1234567890',
      agencyName: 'Shapla Studio',
      agencyEmail: 'studio@example.test',
      phoneNum: '01711000000',
      businessCategory: 'photographer',
      serviceCategory: 'Wedding photography',
      price: 15000,
      rating: 4.5,
      district: 'Khulna',
      address: '12 Khan Jahan Ali Road',
      pictures,
      licence,
    })
    const entries = [...form.entries()]
    expect(entries.map(([name]) => name)).toEqual([
      'nid',
      'agencyName',
      'agencyEmail',
      'phoneNum',
      'businessCategory',
      'serviceCategory',
      'price',
      'rating',
      'district',
      'address',
      'agree',
      'pictures',
      'pictures',
      'licence',
    ])
    expect(form.get('price')).toBe('15000')
    expect(form.get('rating')).toBe('4.5')
    expect(form.get('agree')).toBe('true')
    expect((form.getAll('pictures') as File[]).map((file) => file.name)).toEqual(['stage.png', 'hall.jpg'])
    expect((form.get('licence') as File).name).toBe('licence.png')
  })
})
