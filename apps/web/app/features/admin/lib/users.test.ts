import { describe, expect, it } from 'vitest'
import type { TUser } from '@utsab/shared/schemas/auth'
import type { TMerchantApplication } from '@utsab/shared/schemas/merchants'
import { actionFor, applicationsByUser, filterUsers } from './users'

const user = (name: string, email: string, role: TUser['role']): TUser => ({
  id: email,
  name,
  email,
  image: null,
  role,
  emailVerified: true,
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
})

describe('filterUsers', () => {
  it('keeps everyone without a query or role', () => {
    expect(filterUsers(users, '  ', 'all')).toHaveLength(4)
  })

  it('matches name or email, in any case', () => {
    expect(filterUsers(users, 'STUDIO', 'all').map((u) => u.name)).toEqual(['Rahim Uddin'])
    expect(filterUsers(users, 'karim', 'all').map((u) => u.name)).toEqual(['Karim Ali'])
  })

  it('filters by the role label, "user" meaning no role', () => {
    expect(filterUsers(users, '', 'user').map((u) => u.name)).toEqual(['Nusrat Jahan'])
    expect(filterUsers(users, '', 'requested').map((u) => u.name)).toEqual(['Rahim Uddin'])
    expect(filterUsers(users, 'example', 'merchant').map((u) => u.name)).toEqual(['Karim Ali'])
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
