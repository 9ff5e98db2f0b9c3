import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { serverTranslator } from '@utsab/shared/i18n/compile'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import type { TMessageValues } from '@utsab/shared/i18n/catalog'
import { describe, expect, test } from 'vitest'
import { renderRoute, signedIn } from '../../test/render-route'
import * as becomeMerchant from './become-merchant'

describe.each(['en', 'bn'] as const)('the merchant application form in %s', (locale) => {
  const t = (key: TMessageKey, values?: TMessageValues) => serverTranslator(locale).t(key, values)

  async function openForm() {
    renderRoute(becomeMerchant, {
      path: '/become-merchant',
      locale,
      me: signedIn({ email: 'nusrat@example.com' }),
      api: { '/api/merchant-applications/mine': { application: null } },
    })
    return screen.findByRole('form', { name: t('merchants.form.title') })
  }

  /** The field's message is shown, the field is marked invalid, and it describes the field. */
  function expectFieldError(form: HTMLElement, label: string, message: string) {
    const field = within(form).getByLabelText(label, { exact: true })
    expect(within(form).getByText(message, { exact: true }), `${label}: ${message}`).toBeTruthy()
    expect(field.getAttribute('aria-invalid'), label).toBe('true')
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent)
    expect(described.join(' '), label).toContain(message)
  }

  test('nothing is checked before the first submit; then every required field says what it needs, and the first has the focus', async () => {
    const user = userEvent.setup()
    const form = await openForm()
    expect((within(form).getByLabelText(t('merchants.form.agencyEmail'), { exact: true }) as HTMLInputElement).value).toBe(
      'nusrat@example.com',
    )
    expect(
      within(form)
        .getByRole('link', { name: t('merchants.form.agreeLink') })
        .getAttribute('href'),
    ).toBe(locale === 'bn' ? '/bn/privacy' : '/privacy')
    const nid = within(form).getByLabelText(t('merchants.form.nid'), { exact: true })
    await user.type(nid, '12')
    expect(within(form).queryByText(t('validation.nid.digits'))).toBeNull()
    await user.clear(nid)

    await user.click(within(form).getByRole('button', { name: t('merchants.form.send') }))
    await within(form).findByText(t('validation.merchant.picturesRequired'))
    const required: Array<[TMessageKey, string]> = [
      ['merchants.form.nid', t('validation.required', { label: t('validation.label.nid') })],
      ['merchants.form.agencyName', t('validation.required', { label: t('validation.label.agencyName') })],
      ['merchants.form.address', t('validation.required', { label: t('validation.label.address') })],
      ['merchants.form.pictures', t('validation.merchant.picturesRequired')],
      ['merchants.form.agree', t('validation.agree')],
    ]
    for (const [label, message] of required) expectFieldError(form, t(label), message)
    if (locale === 'bn') expect(within(form).queryByText(serverTranslator('en').t('validation.merchant.picturesRequired'))).toBeNull()
    expect(document.activeElement).toBe(nid)
    // Once submitted, each change is checked: the format is named.
    await user.type(nid, '12345')
    expect(await within(form).findByText(t('validation.nid.digits'))).toBeTruthy()
  })
})
