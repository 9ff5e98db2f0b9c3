import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { serverTranslator } from '@utsab/shared/i18n/compile'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import { describe, expect, test } from 'vitest'
import { renderRoute } from '../../test/render-route'
import * as signupRoute from './signup'

describe.each(['en', 'bn'] as const)('the sign-up form in %s', (locale) => {
  const t = (key: TMessageKey, values?: Record<string, string>) => serverTranslator(locale).t(key, values)

  async function openForm() {
    renderRoute(signupRoute, { path: '/signup', locale })
    const form = await screen.findByRole('form', { name: t('auth.signup.title') })
    const field = (label: string) => within(form).getByLabelText(label, { exact: true, selector: 'input' })
    return {
      form,
      fullName: field(t('auth.signup.fullName')),
      email: field(t('auth.field.email')),
      password: field(t('auth.field.password')),
    }
  }

  test('each rule is said under its field as it is typed, and goes once it is met', async () => {
    const user = userEvent.setup()
    const { form, fullName, email, password } = await openForm()
    const shown = (key: TMessageKey, values?: Record<string, string>) => within(form).queryByText(t(key, values))

    await user.type(fullName, 'N')
    await user.clear(fullName)
    expect(shown('validation.required', { label: t('validation.label.fullName') })).not.toBeNull()
    expect(fullName.getAttribute('aria-invalid')).toBe('true')
    await user.type(fullName, 'Nusrat Jahan')
    expect(shown('validation.required', { label: t('validation.label.fullName') })).toBeNull()

    await user.type(email, 'n')
    await user.clear(email)
    expect(shown('validation.signupEmail.required')).not.toBeNull()
    await user.type(email, 'nusrat@')
    expect(shown('validation.signupEmail.invalid')).not.toBeNull()
    await user.type(email, 'example.com')
    expect(shown('validation.signupEmail.invalid')).toBeNull()
    expect(email.getAttribute('aria-invalid')).not.toBe('true')

    const rules = [
      ['Ab#1', 'validation.password.min'],
      ['Abcdefghijklmnop#19', 'validation.password.max'],
      ['shapla#mela', 'validation.password.uppercase'],
      ['ShaplaMela', 'validation.password.special'],
      ['Password1!', 'validation.password.common'],
    ] as const
    for (const [typed, key] of rules) {
      await user.clear(password)
      await user.type(password, typed)
      expect(shown(key), `"${typed}" is refused with ${key}`).not.toBeNull()
      expect(password.getAttribute('aria-invalid')).toBe('true')
      // The message is tied to the field, so a screen reader reads it with the field.
      const describedBy = password.getAttribute('aria-describedby') ?? ''
      expect(
        describedBy
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      ).toContain(t(key))
      if (locale === 'bn') expect(within(form).queryByText(serverTranslator('en').t(key))).toBeNull()
    }
    await user.clear(password)
    await user.type(password, 'Sturdy#Pass1')
    for (const [, key] of rules) expect(shown(key)).toBeNull()
  })

  test('an empty submit says what each required field needs', async () => {
    const user = userEvent.setup()
    const { form } = await openForm()
    await user.click(within(form).getByRole('button', { name: t('auth.signup.submit') }))
    expect(await within(form).findByText(t('validation.required', { label: t('validation.label.fullName') }))).toBeTruthy()
    expect(within(form).getByText(t('validation.signupEmail.required'))).toBeTruthy()
  })
})
