import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '#app/lib/api'
import { placeServerFieldErrors } from './use-server-field-errors'

type TValues = { email: string; password: string; photo: unknown }

const fakeForm = () => {
  const setError = vi.fn()
  const getValues = vi.fn(() => ({ email: '', password: '', photo: undefined }))
  return { setError, getValues, form: { setError, getValues } as unknown as Parameters<typeof placeServerFieldErrors<TValues, 'email'>>[0] }
}

describe('placeServerFieldErrors', () => {
  it('sets the server messages on the fields in form order, focuses the first, and leaves nothing for the alert', () => {
    const { setError, form } = fakeForm()
    const error = new ApiError('Invalid input', 400, { password: 'Too short', email: 'Not an email' })
    expect(placeServerFieldErrors(form, error)).toBeUndefined()
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Not an email' }, { shouldFocus: true }],
      ['password', { type: 'server', message: 'Too short' }, { shouldFocus: false }],
    ])
  })

  it('puts a status that concerns one field onto it', () => {
    const { setError, form } = fakeForm()
    const error = new ApiError('This email is already registered', 409)
    expect(placeServerFieldErrors(form, error, { fields: ['email', 'password'], fieldForStatus: { 409: 'email' } })).toBeUndefined()
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'This email is already registered' }, { shouldFocus: true })
  })

  it('returns the message of anything else for a form-level alert', () => {
    const { setError, form } = fakeForm()
    expect(placeServerFieldErrors(form, new ApiError('Too many attempts', 429))).toBe('Too many attempts')
    expect(placeServerFieldErrors(form, new ApiError('Bad', 400, { captcha: 'Wrong captcha' }))).toBe('Bad')
    expect(placeServerFieldErrors(form, new TypeError('Failed to fetch'))).toBe('Failed to fetch')
    expect(setError).not.toHaveBeenCalled()
  })
})
