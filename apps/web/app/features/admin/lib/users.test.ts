import { describe, expect, it } from 'vitest'
import type { TUser } from '@utsab/shared/schemas/auth'
import type { TMerchantApplication } from '@utsab/shared/schemas/merchants'
import { actionFor, applicationsByUser } from './users'

const user = (name: string, email: string, role: TUser['role']): TUser => ({
  id: email,
  name,
  email,
  image: null,
  role,
  emailVerified: true,
  phoneVerified: false,
  locale: null,
  phone: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
})

const users = [
  user('Nusrat Jahan', 'nusrat@example.test', null),
  user('Rahim Uddin', 'rahim@studio.test', 'requested'),
  user('Karim Ali', 'karim@example.test', 'merchant'),
  user('Admin Person', 'admin@utsab.test', 'admin'),
]

describe('actionFor (spec §2)', () => {
  it('reviews a requested user, makes anyone else but an admin an admin', () => {
    expect(users.map(actionFor)).toEqual(['make-admin', 'review', 'make-admin', 'none'])
  })
  it('offers a suspended user nothing until they are reinstated (the server refuses it)', () => {
    const suspendedAt = '2026-11-20T10:00:00.000Z'
    expect(users.map((entry) => actionFor({ ...entry, suspendedAt }))).toEqual(['suspended', 'suspended', 'suspended', 'none'])
  })
})

describe('applicationsByUser', () => {
  it('indexes the pending applications by their user', () => {
    const pending = { id: 'a1', status: 'pending', user: { id: 'u1' } } as TMerchantApplication
    const declined = { id: 'a2', status: 'declined', user: { id: 'u2' } } as TMerchantApplication
    const byUser = applicationsByUser([pending, declined])
    expect(byUser.get('u1')).toBe(pending)
    expect(byUser.has('u2')).toBe(false)
  })
})
