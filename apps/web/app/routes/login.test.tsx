import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { formatPhone } from '@utsab/shared/format'
import { serverTranslator } from '@utsab/shared/i18n/compile'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import type { TMe } from '@utsab/shared/schemas/auth'
import { GUEST_ME } from '#app/lib/session'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { renderRoute, signedIn } from '../../test/render-route'
import * as loginRoute from './login'
import * as signupRoute from './signup'

const PHONE_ON: TMe = { ...GUEST_ME, providers: { google: false, phone: true } }
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

type TCall = { method: string; url: string; body: Record<string, unknown> | undefined }

/** The API as the browser reaches it: each call recorded, answered by `answer` (GET /api/me: signed in once a sign-in succeeded). */
function fakeApi(answer: (call: TCall, calls: TCall[]) => Response | undefined) {
  const calls: TCall[] = []
  let signedInNow = false
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? 'GET',
        url,
        body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
      }
      calls.push(call)
      if (url === '/api/me')
        return json(200, signedInNow ? signedIn({ phone: '+8801711000000', phoneVerified: true, email: '' }) : PHONE_ON)
      const response = answer(call, calls)
      if (!response) throw new Error(`no answer for ${call.method} ${url}`)
      if (url === '/api/phone/sign-in' && response.status === 200) {
        const body = (await response.clone().json()) as { status: string }
        signedInNow = body.status === 'signed-in'
      }
      return response
    }),
  )
  return calls
}

afterEach(() => {
  vi.unstubAllGlobals()
  // The card remembers the way chosen: each test starts on a browser that never chose.
  window.localStorage.removeItem('utsab-sign-in-way')
})

describe.each(['en', 'bn'] as const)('logging in with a mobile number, in %s', (locale) => {
  const t = (key: TMessageKey, values?: Record<string, string>) => serverTranslator(locale).t(key, values)

  async function openPhoneLogin(search = '') {
    renderRoute(loginRoute, { path: '/login', locale, me: PHONE_ON, search })
    const group = await screen.findByRole('group', { name: t('auth.way.label') })
    // The number comes first: most people here sign in with it.
    expect(
      within(group)
        .getByRole('button', { name: t('auth.way.phone') })
        .getAttribute('aria-pressed'),
    ).toBe('true')
    return screen.getByRole('form', { name: t('auth.login.title') })
  }

  test('number → code → the name a new number needs → signed in, and on to where the visitor was going', async () => {
    const user = userEvent.setup()
    const calls = fakeApi((call) => {
      if (call.url === '/api/phone/code') return json(202, { expiresInSeconds: 300, resendInSeconds: 60 })
      if (call.url === '/api/phone/sign-in') {
        if (call.body?.code !== '123456') return undefined
        return call.body.name ? json(200, { status: 'signed-in', created: true }) : json(200, { status: 'name-needed' })
      }
      return undefined
    })
    const form = await openPhoneLogin('?redirectTo=%2Fcart')
    const number = within(form).getByLabelText(t('auth.phone.number'), { selector: 'input' })
    expect(number.getAttribute('type')).toBe('tel')
    expect(number.getAttribute('inputmode')).toBe('tel')
    expect(number.getAttribute('autocomplete')).toBe('tel')
    expect(number.getAttribute('placeholder')).toBe(t('auth.phone.placeholder'))
    await user.type(number, locale === 'bn' ? '০১৭১১ ০০০০০০' : '01711 000000')
    await user.click(within(form).getByRole('button', { name: t('auth.phone.send') }))

    const codeForm = await screen.findByRole('form', { name: t('auth.login.title') })
    const code = await within(codeForm).findByLabelText(t('auth.phone.code'), { selector: 'input' })
    expect(calls.find((call) => call.url === '/api/phone/code')?.body).toEqual({ phone: '+8801711000000', purpose: 'sign-in' })
    expect(within(codeForm).getByText(formatPhone('+8801711000000', locale))).toBeTruthy()
    expect(code.getAttribute('inputmode')).toBe('numeric')
    expect(code.getAttribute('autocomplete')).toBe('one-time-code')
    expect(code.getAttribute('maxlength')).toBe('6')
    // A new code cannot be asked for before the minute is up: the button counts down.
    const resend = within(codeForm).getByRole('button', { name: t('auth.phone.resendIn', { time: locale === 'bn' ? '১:০০' : '1:00' }) })
    expect((resend as HTMLButtonElement).disabled).toBe(true)

    // Bengali digits are taken as the server takes them.
    await user.type(code, locale === 'bn' ? '১২৩৪৫৬' : '123456')
    await user.click(within(codeForm).getByRole('button', { name: t('auth.phone.signIn') }))
    const name = await within(codeForm).findByLabelText(t('auth.phone.name'), { selector: 'input' })
    expect(within(codeForm).getByText(t('auth.phone.nameNeeded'))).toBeTruthy()
    await user.type(name, 'Rahim Uddin')
    await user.click(within(codeForm).getByRole('button', { name: t('auth.phone.signIn') }))

    expect((await screen.findByTestId('elsewhere')).textContent).toBe(locale === 'bn' ? '/bn/cart' : '/cart')
    const signIns = calls.filter((call) => call.url === '/api/phone/sign-in').map((call) => call.body)
    expect(signIns).toEqual([
      { phone: '+8801711000000', code: '123456' },
      { phone: '+8801711000000', code: '123456', name: 'Rahim Uddin' },
    ])
    // The session was read again after signing in.
    expect(calls.some((call) => call.url === '/api/me')).toBe(true)
  })

  test("a wrong code is said under the code field, in the server's words", async () => {
    const user = userEvent.setup()
    const wrong = locale === 'bn' ? 'কোডটি সঠিক নয়। আর ২ বার চেষ্টা করা যাবে।' : 'That code is not right. 2 tries left.'
    fakeApi((call) => {
      if (call.url === '/api/phone/code') return json(202, { expiresInSeconds: 300, resendInSeconds: 60 })
      if (call.url === '/api/phone/sign-in')
        return json(400, { statusCode: 400, code: 'phone_code_wrong', error: 'Bad Request', message: wrong })
      return undefined
    })
    const form = await openPhoneLogin()
    await user.type(within(form).getByLabelText(t('auth.phone.number'), { selector: 'input' }), '01711000000')
    await user.click(within(form).getByRole('button', { name: t('auth.phone.send') }))
    const code = await screen.findByLabelText(t('auth.phone.code'), { selector: 'input' })
    await user.type(code, '654321')
    await user.click(screen.getByRole('button', { name: t('auth.phone.signIn') }))
    expect(await screen.findByText(wrong)).toBeTruthy()
    expect(code.getAttribute('aria-invalid')).toBe('true')
    const describedBy = (code.getAttribute('aria-describedby') ?? '').split(' ')
    expect(describedBy.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')).toContain(wrong)
    expect(screen.queryByTestId('elsewhere')).toBeNull()

    // "Change number" goes back to the number, kept.
    await user.click(screen.getByRole('button', { name: t('auth.phone.change') }))
    const number = await screen.findByLabelText(t('auth.phone.number'), { selector: 'input' })
    expect((number as HTMLInputElement).value).toBe(formatPhone('+8801711000000', locale))
  })

  test('a number that is not a Bangladeshi mobile is refused under the field, before anything is sent', async () => {
    const user = userEvent.setup()
    const calls = fakeApi(() => undefined)
    const form = await openPhoneLogin()
    const number = within(form).getByLabelText(t('auth.phone.number'), { selector: 'input' })
    await user.type(number, '12345')
    await user.click(within(form).getByRole('button', { name: t('auth.phone.send') }))
    await vi.waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'))
    expect(calls.filter((call) => call.url.startsWith('/api/phone'))).toEqual([])
  })

  test('the email way is one click away', async () => {
    const user = userEvent.setup()
    await openPhoneLogin()
    await user.click(screen.getByRole('button', { name: t('auth.way.email') }))
    expect(screen.getByLabelText(t('auth.field.email'), { selector: 'input' })).toBeTruthy()
  })

  test('the way chosen last time on this browser is the one the card opens on', async () => {
    const user = userEvent.setup()
    await openPhoneLogin()
    await user.click(screen.getByRole('button', { name: t('auth.way.email') }))
    expect(window.localStorage.getItem('utsab-sign-in-way')).toBe('email')
    cleanup()
    renderRoute(loginRoute, { path: '/login', locale, me: PHONE_ON })
    expect(await screen.findByLabelText(t('auth.field.email'), { selector: 'input' })).toBeTruthy()
    expect(screen.getByRole('button', { name: t('auth.way.email') }).getAttribute('aria-pressed')).toBe('true')
  })

  test('without SMS on offer, the email form alone', async () => {
    renderRoute(loginRoute, { path: '/login', locale })
    expect(await screen.findByLabelText(t('auth.field.email'), { selector: 'input' })).toBeTruthy()
    expect(screen.queryByRole('group', { name: t('auth.way.label') })).toBeNull()
    expect(screen.queryByLabelText(t('auth.phone.number'), { selector: 'input' })).toBeNull()
  })
})

describe('signing up with a mobile number', () => {
  const t = (key: TMessageKey) => serverTranslator('en').t(key)

  test('asks the name up front and sends it with the code', async () => {
    const user = userEvent.setup()
    const calls = fakeApi((call) => {
      if (call.url === '/api/phone/code') return json(202, { expiresInSeconds: 300, resendInSeconds: 60 })
      if (call.url === '/api/phone/sign-in') return json(200, { status: 'signed-in', created: true })
      return undefined
    })
    renderRoute(signupRoute, { path: '/signup', me: PHONE_ON })
    const form = await screen.findByRole('form', { name: t('auth.signup.title') })
    await user.type(within(form).getByLabelText(t('auth.phone.name'), { selector: 'input' }), 'Rahim Uddin')
    await user.type(within(form).getByLabelText(t('auth.phone.number'), { selector: 'input' }), '01811 234567')
    await user.click(within(form).getByRole('button', { name: t('auth.phone.send') }))
    await user.type(await screen.findByLabelText(t('auth.phone.code'), { selector: 'input' }), '123456')
    await user.click(screen.getByRole('button', { name: t('auth.phone.signUp') }))
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/')
    expect(calls.find((call) => call.url === '/api/phone/sign-in')?.body).toEqual({
      phone: '+8801811234567',
      code: '123456',
      name: 'Rahim Uddin',
    })
  })
})
