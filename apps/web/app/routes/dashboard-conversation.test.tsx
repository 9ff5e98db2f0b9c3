import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { formatMoney, plainDigits } from '@utsab/shared/format'
import { serverTranslator } from '@utsab/shared/i18n/compile'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import type { TConversation } from '@utsab/shared/schemas/messages'
import type { TQuote } from '@utsab/shared/schemas/quotes'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { HALL_ID, hallListing } from '../../test/booking-fixtures'
import { renderRoute, signedIn } from '../../test/render-route'
import * as conversationRoute from './dashboard-conversation'

const CONVERSATION_ID = '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a'
const LISTING_ID = HALL_ID
const QUOTE_ID = '7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918'
const ORDER_ID = '6f1c2a9e-3b4d-4e5f-8a6b-7c8d9e0f1a2b'

function conversationAs(side: 'customer' | 'merchant'): TConversation {
  const message = {
    id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    body: 'Could you price the Gold menu for 300 guests?',
    at: '2026-11-28T10:00:00.000Z',
    from: 'customer' as const,
  }
  return {
    id: CONVERSATION_ID,
    listing: { id: LISTING_ID, kind: 'venue', name: 'Shapla Grand Ballroom' },
    order: null,
    customerName: 'Nadia Rahman',
    agencyName: 'Buriganga Banquet Hall',
    side,
    lastMessage: message,
    unread: 0,
    reported: null,
    messages: [message],
  }
}

const QUOTE: TQuote = {
  id: QUOTE_ID,
  number: 12,
  conversationId: CONVERSATION_ID,
  listing: { id: LISTING_ID, kind: 'venue', name: 'Shapla Grand Ballroom', nameBn: 'শাপলা গ্র্যান্ড বলরুম' },
  eventDate: '2027-02-14',
  details: {
    shift: 'evening',
    guests: 300,
    size: null,
    quantity: 1,
    deliveryAddress: null,
    deliveryDate: null,
    eventAddress: null,
    eventTime: null,
  },
  lines: [
    { kind: 'item', name: 'Hall, evening', nameBn: null, unit: 'booking', unitPrice: 150_000, quantity: 1, amount: 150_000 },
    { kind: 'item', name: 'Gold menu', nameBn: null, unit: 'guest', unitPrice: 1_250, quantity: 300, amount: 375_000 },
  ],
  total: 525_000,
  advancePercent: 30,
  advance: 157_500,
  cancellationPolicy: 'strict',
  note: 'Stage decoration included, as we discussed.',
  validUntil: '2026-12-05T10:00:00.000Z',
  state: 'open',
  orderId: null,
  createdAt: '2026-11-28T11:00:00.000Z',
}

const LISTING = hallListing({
  name: 'Shapla Grand Ballroom',
  address: 'Bailey Road',
  agency: { ...hallListing().agency, name: 'Buriganga Banquet Hall', address: 'Bailey Road' },
  addons: [{ id: 'gold', name: 'Gold menu', nameBn: null, unit: 'guest', price: 1_250 }],
})

const ME = signedIn({ phone: '+8801711000003' })
const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
/** The browser's API calls answered by `handle` (the header's GET /api/me by the signed-in person), each recorded. */
function stubApi(handle: (url: string, init: RequestInit) => Response) {
  const calls: { url: string; method: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : null })
      return url === '/api/me' ? answer(ME) : handle(url, init)
    }),
  )
  return calls
}

afterEach(() => vi.unstubAllGlobals())

describe.each(['en', 'bn'] as const)('quotes in a conversation, in %s', (locale) => {
  const t = (key: TMessageKey, values?: Record<string, string>) => serverTranslator(locale).t(key, values)
  const open = (side: 'customer' | 'merchant', quotes: TQuote[], me = ME) =>
    renderRoute(conversationRoute, {
      path: `/dashboard/messages/${CONVERSATION_ID}`,
      pattern: '/dashboard/messages/:id',
      locale,
      me,
      api: {
        [`/api/conversations/${CONVERSATION_ID}`]: conversationAs(side),
        [`/api/conversations/${CONVERSATION_ID}/quotes`]: quotes,
        [`/api/venue/${LISTING_ID}`]: LISTING,
      },
    })

  test('the family reads the quote and accepts it: one POST, then the payment page of its booking', async () => {
    // Once accepted, the quote reads as accepted (its Accept button gone) when the page asks again.
    let accepted = false
    const calls = stubApi((url) => {
      if (!url.endsWith('/accept')) return answer([accepted ? { ...QUOTE, state: 'accepted', orderId: ORDER_ID } : QUOTE])
      accepted = true
      return answer({ orderId: ORDER_ID, number: 1042 }, 201)
    })
    open('customer', [QUOTE])
    const card = await screen.findByRole('article', { name: t('orders.quote.title', { number: plainDigits(12, locale) }) })
    expect(within(card).getByText(t('status.quote.open'))).toBeTruthy()
    expect(within(card).getByText(formatMoney(525_000, locale))).toBeTruthy()
    expect(within(card).getByText('Stage decoration included, as we discussed.')).toBeTruthy()
    const accept = t('orders.quote.accept', { amount: formatMoney(157_500, locale) })
    await userEvent.setup().click(within(card).getByRole('button', { name: accept }))
    const dialog = await screen.findByRole('dialog', { name: t('orders.quote.acceptTitle', { number: plainDigits(12, locale) }) })
    await userEvent.setup().click(within(dialog).getByRole('button', { name: accept }))
    expect((await screen.findByTestId('elsewhere')).textContent).toBe(`${locale === 'bn' ? '/bn' : ''}/payment/${ORDER_ID}`)
    // Only the quote's id: the price is the server's.
    expect(calls.filter((call) => call.method === 'POST')).toEqual([{ url: `/api/quotes/${QUOTE_ID}/accept`, method: 'POST', body: {} }])
  })

  test('an accepted quote leads to its payment; an expired one offers nothing', async () => {
    stubApi(() => answer([]))
    const view = open('customer', [{ ...QUOTE, state: 'accepted', orderId: ORDER_ID }])
    expect((await screen.findByRole('link', { name: t('orders.quote.payAdvance') })).getAttribute('href')).toBe(
      `${locale === 'bn' ? '/bn' : ''}/payment/${ORDER_ID}`,
    )
    view.unmount()
    open('customer', [{ ...QUOTE, state: 'expired' }])
    expect(await screen.findByText(t('status.quote.expired'))).toBeTruthy()
    expect(screen.queryByRole('button', { name: t('orders.quote.accept', { amount: formatMoney(157_500, locale) }) })).toBeNull()
  })

  test('the merchant writes a quote: an empty one is refused under its fields, a priced menu is sent', async () => {
    const calls = stubApi((_url, init) => (init.method === 'POST' ? answer({ ...QUOTE, number: 13 }, 201) : answer([])))
    const sent = () => calls.filter((call) => call.method === 'POST').map((call) => call.body)
    open('merchant', [])
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: t('orders.quote.send') }))
    const form = await screen.findByRole('form', { name: t('orders.quote.formTitle', { customer: 'Nadia Rahman' }) })
    await user.click(within(form).getByRole('button', { name: t('orders.quote.send') }))
    // Everything refused at once: no items, and the date and the shift a booking of the hall needs.
    expect(await within(form).findByText(serverTranslator(locale).t('validation.quote.lines'))).toBeTruthy()
    expect(within(form).getByText(serverTranslator(locale).t('validation.quote.eventDate'))).toBeTruthy()
    expect(sent()).toEqual([])
    await user.type(within(form).getByRole('textbox', { name: new RegExp(t('orders.quote.eventDate')) }), '14/02/2027')
    await user.click(within(form).getByRole('radio', { name: t('orders.details.shift.evening') }))
    await user.type(within(form).getByLabelText(new RegExp(t('orders.details.guests'))), '300')
    await user.selectOptions(within(form).getByLabelText(t('orders.quote.fromOffer')), 'addon:gold')
    expect(within(form).getByText(t('orders.quote.total', { total: formatMoney(375_000, locale) }))).toBeTruthy()
    await user.click(within(form).getByRole('button', { name: t('orders.quote.send') }))
    await vi.waitFor(() => expect(sent()).toHaveLength(1))
    expect(sent()[0]).toMatchObject({
      eventDate: '2027-02-14',
      shift: 'evening',
      guests: 300,
      lines: [{ name: 'Gold menu', unit: 'guest', unitPrice: 1250, quantity: 300 }],
      advancePercent: 30,
      cancellationPolicy: 'moderate',
      validDays: 7,
    })
  })
})
