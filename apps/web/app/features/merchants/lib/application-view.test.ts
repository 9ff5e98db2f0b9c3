import { describe, expect, it } from 'vitest'
import type { TMerchantApplication } from '@utsab/shared/schemas/merchants'
import { applicationDefaults, applicationView } from './application-view'

const application = (overrides: Partial<TMerchantApplication> = {}): TMerchantApplication => ({
  id: '5f0c6a4e-2d0a-4d8e-9b6b-3f1f6d1c2a10',
  status: 'pending',
  user: { id: 'u1', name: 'Nusrat Jahan', email: 'nusrat@example.test', image: null },
  nid: '1234567890',
  agencyName: 'Shapla Studio',
  agencyEmail: 'studio@example.test',
  phone: '01711000000',
  businessCategory: 'venue',
  serviceCategory: 'Rooftop hall',
  price: 50000,
  rating: 4.5,
  district: 'Khulna',
  address: '12 Khan Jahan Ali Road',
  pictures: ['/uploads/a.webp'],
  licenceImage: '/uploads/l.webp',
  declineReason: null,
  createdAt: '2026-03-01T20:30:00.000Z',
  reviewedAt: null,
  ...overrides,
})

describe('applicationView', () => {
  it('tells admins and merchants they do not apply, whatever their history', () => {
    expect(applicationView('admin', null)).toEqual({ kind: 'admin' })
    expect(applicationView('merchant', application({ status: 'accepted' }))).toEqual({ kind: 'merchant' })
  })

  it('shows a pending application instead of a second form', () => {
    const pending = application()
    expect(applicationView('requested', pending)).toEqual({ kind: 'pending', application: pending })
  })

  it('shows the form to a new applicant, and with the reason to a declined one', () => {
    expect(applicationView(null, null)).toEqual({ kind: 'form', declined: null })
    const declined = application({ status: 'declined', declineReason: 'The licence photo is unreadable.' })
    expect(applicationView(null, declined)).toEqual({ kind: 'form', declined })
    expect(applicationView(null, application({ status: 'accepted' }))).toEqual({ kind: 'form', declined: null })
  })
})

describe('applicationDefaults', () => {
  it('starts a fresh form with the user’s email as the agency email', () => {
    expect(applicationDefaults('nusrat@example.test', null)).toMatchObject({ agencyEmail: 'nusrat@example.test', nid: '', price: '' })
  })

  it('fills the form again from a declined application', () => {
    expect(applicationDefaults('nusrat@example.test', application({ status: 'declined' }))).toEqual({
      nid: '1234567890',
      agencyName: 'Shapla Studio',
      agencyEmail: 'studio@example.test',
      phoneNum: '01711000000',
      businessCategory: 'venue',
      serviceCategory: 'Rooftop hall',
      price: '50000',
      rating: '4.5',
      district: 'Khulna',
      address: '12 Khan Jahan Ali Road',
    })
  })
})
