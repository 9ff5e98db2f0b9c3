import { describe, expect, it } from 'vitest'
import { signupFormData } from './signup-form-data'

describe('signupFormData', () => {
  it('sends the text fields first and the photo last', () => {
    const photo = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' })
    const form = signupFormData({ fullName: 'Nusrat Jahan', email: 'nusrat@example.com', password: 'Secret!1', photo })
    expect([...form.keys()]).toEqual(['fullName', 'email', 'password', 'photo'])
    expect(form.get('fullName')).toBe('Nusrat Jahan')
    expect((form.get('photo') as File).name).toBe('me.png')
  })
  it('leaves the photo out when none was chosen', () => {
    const form = signupFormData({ fullName: 'Rafi', email: 'rafi@example.com', password: 'Secret!1' })
    expect(form.has('photo')).toBe(false)
  })
})
