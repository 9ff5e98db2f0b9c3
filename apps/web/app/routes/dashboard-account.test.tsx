import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { formatPhone } from '@utsab/shared/format'
import { serverTranslator } from '@utsab/shared/i18n/compile'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import type { TAccount } from '@utsab/shared/schemas/account'
import { NOTICE_KINDS, type TNoticeSettings } from '@utsab/shared/schemas/phone'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { notify } from '#app/lib/toast'
import { renderRoute, signedIn } from '../../test/render-route'
import * as accountRoute from './dashboard-account'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function account(change: Partial<TAccount> = {}): TAccount {
  return {
    id: 'user-1',
    name: 'Nusrat Jahan',
    email: 'nusrat@example.com',
    pendingEmail: null,
    emailVerified: true,
    image: null,
    phone: null,
    phoneVerified: false,
    whatsapp: false,
    locale: null,
    role: null,
    hasPassword: true,
    ...change,
  }
}

const notices = (reachable: TNoticeSettings['reachable']): TNoticeSettings => ({
  channels: Object.fromEntries(
    NOTICE_KINDS.map((kind) => [kind, reachable.sms && reachable.email ? 'both' : reachable.sms ? 'sms' : 'email']),
  ) as TNoticeSettings['channels'],
  reachable,
})

type TCall = { method: string; url: string; body: unknown }

/** The browser's calls, recorded and answered by `answer`. */
function fakeApi(answer: (call: TCall) => Response | undefined) {
  const calls: TCall[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined }
      calls.push(call)
      const response = answer(call)
      if (!response) throw new Error(`no answer for ${call.method} ${url}`)
      return response
    }),
  )
  return calls
}

afterEach(() => vi.unstubAllGlobals())

describe.each(['en', 'bn'] as const)('the account page’s mobile number, email and notices, in %s', (locale) => {
  const t = (key: TMessageKey, values?: Record<string, string>) => serverTranslator(locale).t(key, values)
  const open = (answer: TAccount, settings: TNoticeSettings) =>
    renderRoute(accountRoute, {
      path: '/dashboard/account',
      locale,
      me: signedIn({ email: answer.email, phone: answer.phone, phoneVerified: answer.phoneVerified, role: answer.role }),
      api: { '/api/account': answer, '/api/account/sessions': { data: [] }, '/api/account/notices': settings },
    })
  const section = async (heading: TMessageKey) => {
    const title = await screen.findByRole('heading', { level: 2, name: t(heading) })
    return title.closest('section, form') as HTMLElement
  }

  test('an account made with a mobile number: its number verified, a way to add an email, and no email notices until then', async () => {
    const user = userEvent.setup()
    const phoneOnly = account({ email: '', emailVerified: false, phone: '+8801711000000', phoneVerified: true, hasPassword: false })
    const calls = fakeApi((call) => {
      // The address waits for the link mailed to it: the account has no email until then.
      if (call.url === '/api/account/email') return json(200, { ...phoneOnly, pendingEmail: 'rahim@example.com' })
      if (call.url === '/api/account/notices') return json(200, notices({ sms: true, email: false }))
      if (call.url === '/api/me') return json(200, signedIn({ email: '', emailVerified: false, phoneVerified: true }))
      return undefined
    })
    open(phoneOnly, notices({ sms: true, email: false }))

    const mobile = await section('account.mobile.heading')
    expect(within(mobile).getByText(formatPhone('+8801711000000', locale))).toBeTruthy()
    expect(within(mobile).getByText(t('account.mobile.verified'))).toBeTruthy()
    // The empty email is never shown as a blank.
    expect(screen.getByPlaceholderText(t('account.profile.noEmail'))).toBeTruthy()

    const noticesForm = await section('account.notices.heading')
    expect(within(noticesForm).getByText(t('account.notices.noEmail'))).toBeTruthy()
    // A merchant's notices are not offered to a customer.
    expect(within(noticesForm).queryByRole('group', { name: t('account.notices.kind.request-new') })).toBeNull()
    const firstKind = within(noticesForm).getByRole('group', { name: t('account.notices.kind.request-accepted') })
    expect((within(firstKind).getByRole('radio', { name: t('account.notices.email') }) as HTMLInputElement).disabled).toBe(true)
    expect((within(firstKind).getByRole('radio', { name: t('account.notices.both') }) as HTMLInputElement).disabled).toBe(true)
    expect((within(firstKind).getByRole('radio', { name: t('account.notices.sms') }) as HTMLInputElement).checked).toBe(true)

    const emailForm = await section('account.addEmail.heading')
    expect(within(emailForm).getByText(t('account.addEmail.hint'))).toBeTruthy()
    await user.type(within(emailForm).getByLabelText(t('account.addEmail.field'), { selector: 'input' }), 'rahim@example.com')
    expect(within(emailForm).queryByRole('status')).toBeNull()
    await user.click(within(emailForm).getByRole('button', { name: t('account.addEmail.submit') }))
    expect(await within(emailForm).findByText(t('account.addEmail.pending', { email: 'rahim@example.com' }))).toBeTruthy()
    // The form stays, for another address if this one was mistyped.
    expect(within(emailForm).getByRole('button', { name: t('account.addEmail.submit') })).toBeTruthy()
    expect(calls.find((call) => call.url === '/api/account/email')).toMatchObject({ method: 'POST', body: { email: 'rahim@example.com' } })
  })

  test('the link that adds an email lands here: said once, by a toast', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined)
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined)
    const added = account({ email: 'rahim@example.com', phone: '+8801711000000', phoneVerified: true, hasPassword: false })
    const page = renderRoute(accountRoute, {
      path: '/dashboard/account',
      search: '?emailAdded=1',
      locale,
      me: signedIn({ email: added.email, phone: added.phone, phoneVerified: true }),
      api: { '/api/account': added, '/api/account/sessions': { data: [] }, '/api/account/notices': notices({ sms: true, email: true }) },
    })
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith(t('account.addEmail.confirmed'), 'account-email-link'))
    // An account with an email is not offered to add one.
    expect(screen.queryByRole('heading', { level: 2, name: t('account.addEmail.heading') })).toBeNull()
    page.unmount()

    const phoneOnly = account({ email: '', emailVerified: false, phone: '+8801711000000', phoneVerified: true, hasPassword: false })
    renderRoute(accountRoute, {
      path: '/dashboard/account',
      search: '?error=email_link_invalid',
      locale,
      me: signedIn({ email: '', phone: phoneOnly.phone, phoneVerified: true }),
      api: {
        '/api/account': phoneOnly,
        '/api/account/sessions': { data: [] },
        '/api/account/notices': notices({ sms: true, email: false }),
      },
    })
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(t('account.addEmail.linkInvalid'), 'account-email-link'))
    expect(success).toHaveBeenCalledTimes(1)
    expect(error).toHaveBeenCalledTimes(1)
    success.mockRestore()
    error.mockRestore()
  })

  test('an account without a number proves one: number, code (a wrong one said under the field), then Verified', async () => {
    const user = userEvent.setup()
    const wrong = locale === 'bn' ? 'কোডটি সঠিক নয়। আর ২ বার চেষ্টা করা যাবে।' : 'That code is not right. 2 tries left.'
    const proved = account({ phone: '+8801911222333', phoneVerified: true })
    const calls = fakeApi((call) => {
      if (call.url === '/api/phone/code') return json(202, { expiresInSeconds: 300, resendInSeconds: 60 })
      if (call.url === '/api/account/phone') {
        return (call.body as { code: string }).code === '246810'
          ? json(200, proved)
          : json(400, { statusCode: 400, code: 'phone_code_wrong', error: 'Bad Request', message: wrong })
      }
      if (call.url === '/api/account/notices') return json(200, notices({ sms: true, email: true }))
      if (call.url === '/api/me') return json(200, signedIn({ phone: '+8801911222333', phoneVerified: true }))
      return undefined
    })
    open(account(), notices({ sms: false, email: true }))

    const mobile = await section('account.mobile.heading')
    expect(within(mobile).getByText(t('account.mobile.none'))).toBeTruthy()
    await user.click(within(mobile).getByRole('button', { name: t('account.mobile.add') }))
    await user.type(within(mobile).getByLabelText(t('auth.phone.number'), { selector: 'input' }), '01911 222333')
    await user.click(within(mobile).getByRole('button', { name: t('auth.phone.send') }))
    const code = await within(mobile).findByLabelText(t('auth.phone.code'), { selector: 'input' })
    expect(calls.find((call) => call.url === '/api/phone/code')?.body).toEqual({ phone: '+8801911222333', purpose: 'add-phone' })
    expect(
      (
        within(mobile).getByRole('button', {
          name: t('auth.phone.resendIn', { time: locale === 'bn' ? '১:০০' : '1:00' }),
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true)

    await user.type(code, '111111')
    await user.click(within(mobile).getByRole('button', { name: t('account.mobile.confirm') }))
    expect(await within(mobile).findByText(wrong)).toBeTruthy()
    expect(code.getAttribute('aria-invalid')).toBe('true')

    await user.clear(code)
    await user.type(code, '246810')
    await user.click(within(mobile).getByRole('button', { name: t('account.mobile.confirm') }))
    expect(await within(mobile).findByText(t('account.mobile.verified'))).toBeTruthy()
    expect(within(mobile).getByText(formatPhone('+8801911222333', locale))).toBeTruthy()
    // The profile shows the proved number, read-only: it is changed only with a code.
    const profilePhone = screen.getByLabelText(t('account.profile.phone'), { selector: 'input' }) as HTMLInputElement
    expect(profilePhone.value).toBe(formatPhone('+8801911222333', locale))
    expect(profilePhone.readOnly).toBe(true)
    // With a proved number, SMS notices are on offer.
    const noticesForm = await section('account.notices.heading')
    await vi.waitFor(() => expect(within(noticesForm).queryByText(t('account.notices.noSms'))).toBeNull())
  })

  test('notices: each kind’s choice is saved with PUT', async () => {
    const user = userEvent.setup()
    const calls = fakeApi((call) => {
      if (call.url === '/api/account/notices' && call.method === 'PUT') {
        return json(200, {
          ...notices({ sms: true, email: true }),
          channels: { ...notices({ sms: true, email: true }).channels, ...(call.body as object) },
        })
      }
      return undefined
    })
    open(account({ phone: '+8801711000000', phoneVerified: true }), notices({ sms: true, email: true }))
    const noticesForm = await section('account.notices.heading')
    const tomorrow = within(noticesForm).getByRole('group', { name: t('account.notices.kind.event-tomorrow') })
    await user.click(within(tomorrow).getByRole('radio', { name: t('account.notices.sms') }))
    await user.click(within(noticesForm).getByRole('button', { name: t('account.notices.save') }))
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true))
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ 'event-tomorrow': 'sms', 'request-accepted': 'both' })
  })

  test('a merchant offers a WhatsApp chat with their number', async () => {
    const user = userEvent.setup()
    const merchant = account({ role: 'merchant', phone: '+8801711000000', phoneVerified: true })
    const calls = fakeApi((call) =>
      call.url === '/api/account' && call.method === 'PATCH' ? json(200, { ...merchant, whatsapp: true }) : undefined,
    )
    open(merchant, notices({ sms: true, email: true }))
    const mobile = await section('account.mobile.heading')
    const box = within(mobile).getByRole('checkbox', { name: t('account.whatsapp.label') }) as HTMLInputElement
    const noticesForm = await section('account.notices.heading')
    expect(within(noticesForm).getByRole('group', { name: t('account.notices.kind.request-new') })).toBeTruthy()
    expect(within(mobile).getByText(t('account.whatsapp.hint', { phone: formatPhone('+8801711000000', locale) }))).toBeTruthy()
    await user.click(box)
    await vi.waitFor(() => expect(box.checked).toBe(true))
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ whatsapp: true })
  })
})
