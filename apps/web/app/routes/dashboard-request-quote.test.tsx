import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { formatMoney, plainDigits, typedDate } from '@utsab/shared/format'
import { serverTranslator } from '@utsab/shared/i18n/compile'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import type { TOrder } from '@utsab/shared/schemas/orders'
import type { TQuote } from '@utsab/shared/schemas/quotes'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { HALL_ID, hallListing, waitingHallRequest } from '../../test/booking-fixtures'
import { renderRoute, signedIn } from '../../test/render-route'
import * as requestQuoteRoute from './dashboard-request-quote'
import * as myBookingsRoute from './dashboard-my-bookings'
import * as orderDetailRoute from './order-detail'

const ID = '6f1c2a9e-3b4d-4e5f-8a6b-7c8d9e0f1a2b'
const LISTING_ID = HALL_ID
const CONVERSATION_ID = '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a'
const QUOTE_ID = '7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918'
const MERCHANT = signedIn({ id: 'merchant-1', name: 'Rafiq Hasan', role: 'merchant' })
const CUSTOMER = signedIn()

/** A request for a hall's evening with 150 guests and its dinner menu, waiting for its merchant's answer. */
const waitingRequest = (change: Partial<TOrder> = {}) =>
  waitingHallRequest({
    price: 337_500,
    lines: [
      { kind: 'listing', name: 'Shapla Convention Hall', nameBn: null, unit: 'booking', unitPrice: 150_000, quantity: 1, amount: 150_000 },
      { kind: 'addon', name: 'Gold menu', nameBn: 'গোল্ড মেনু', unit: 'guest', unitPrice: 1_250, quantity: 150, amount: 187_500 },
    ],
    total: 337_500,
    customer: { name: 'Nadia Rahman', email: 'nadia@example.com' },
    advance: 101_250,
    balance: 236_250,
    ...change,
  })

const LISTING = hallListing()

const QUOTE: TQuote = {
  id: QUOTE_ID,
  number: 12,
  conversationId: CONVERSATION_ID,
  listing: { id: LISTING_ID, kind: 'venue', name: 'Shapla Convention Hall', nameBn: null },
  eventDate: '2027-02-14',
  details: {
    shift: 'evening',
    guests: 150,
    size: null,
    quantity: 1,
    deliveryAddress: null,
    deliveryDate: null,
    eventAddress: null,
    eventTime: null,
  },
  lines: [
    { kind: 'item', name: 'Shapla Convention Hall', nameBn: null, unit: 'booking', unitPrice: 120_000, quantity: 1, amount: 120_000 },
  ],
  total: 120_000,
  advancePercent: 30,
  advance: 36_000,
  cancellationPolicy: 'moderate',
  note: null,
  validUntil: '2026-12-07T10:00:00.000Z',
  state: 'open',
  orderId: null,
  createdAt: '2026-11-30T12:00:00.000Z',
}

const answered = (): TOrder =>
  waitingRequest({
    status: 'cancelled',
    request: {
      outcome: 'declined',
      requestedAt: '2026-11-30T10:00:00.000Z',
      answeredAt: '2026-11-30T12:00:00.000Z',
      declineReason: 'Answered with quote #12',
      quote: { id: QUOTE_ID, number: 12, conversationId: CONVERSATION_ID },
    },
  })

/** A label as a pattern that matches it anywhere (its brackets taken as written). */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

afterEach(() => vi.unstubAllGlobals())

describe.each(['en', 'bn'] as const)('a merchant answers a request to book with a quote, in %s', (locale) => {
  const t = (key: TMessageKey, values?: Record<string, string>) => serverTranslator(locale).t(key, values)
  const prefix = locale === 'bn' ? '/bn' : ''
  const number = plainDigits(1042, locale)
  const openForm = (order: TOrder = waitingRequest()) =>
    renderRoute(requestQuoteRoute, {
      path: `/dashboard/my-bookings/${ID}/quote`,
      pattern: '/dashboard/my-bookings/:id/quote',
      locale,
      me: MERCHANT,
      api: { [`/api/orders/${ID}`]: { ...order, whatsapp: null, yours: false }, [`/api/venue/${LISTING_ID}`]: LISTING },
    })

  test('the request’s card offers it beside Accept and Decline, on a page of its own', async () => {
    renderRoute(myBookingsRoute, {
      path: '/dashboard/my-bookings',
      locale,
      me: MERCHANT,
      api: { '/api/merchant/bookings': { data: [waitingRequest()] } },
    })
    const quote = await screen.findByRole('link', {
      name: `${t('merchants.bookings.quote')} ${t('merchants.bookings.quoteHidden', { number })}`,
    })
    expect(quote.getAttribute('href')).toBe(`${prefix}/dashboard/my-bookings/${ID}/quote`)
    const row = quote.closest('tr, li, article, [role="row"]') ?? document.body
    expect(within(row as HTMLElement).getByRole('button', { name: new RegExp(t('merchants.bookings.accept')) })).toBeTruthy()
    expect(within(row as HTMLElement).getByRole('button', { name: new RegExp(t('merchants.bookings.decline')) })).toBeTruthy()
  })

  test('the form starts from the request’s date, details and price lines; a changed price is sent, then the conversation', async () => {
    const calls: { url: string; method: string; body: unknown }[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (url === '/api/me') return json(MERCHANT)
        calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : null })
        return json({ order: answered(), quote: QUOTE }, 201)
      }),
    )
    openForm()
    expect(await screen.findByRole('heading', { level: 1, name: t('orders.quote.answerTitle', { number }) })).toBeTruthy()
    const form = screen.getByRole('form', { name: t('orders.quote.formTitle', { customer: 'Nadia Rahman' }) })
    const date = within(form).getByRole('textbox', { name: new RegExp(t('orders.quote.eventDate')) }) as HTMLInputElement
    expect(date.value).toBe(typedDate('2027-02-14', locale))
    expect((within(form).getByRole('radio', { name: t('orders.details.shift.evening') }) as HTMLInputElement).checked).toBe(true)
    expect((within(form).getByLabelText(new RegExp(t('orders.details.guests'))) as HTMLInputElement).value).toBe('150')
    const names = within(form).getAllByLabelText(new RegExp(t('orders.quote.itemName'))) as HTMLInputElement[]
    expect(names.map((field) => field.value)).toEqual(['Shapla Convention Hall', locale === 'bn' ? 'গোল্ড মেনু' : 'Gold menu'])
    const prices = within(form).getAllByLabelText(new RegExp(escaped(t('orders.quote.unitPrice')))) as HTMLInputElement[]
    expect(prices.map((field) => field.value)).toEqual(['150000', '1250'])
    expect(within(form).getByText(t('orders.quote.total', { total: formatMoney(337_500, locale) }))).toBeTruthy()
    const user = userEvent.setup()
    await user.clear(prices[0]!)
    await user.type(prices[0]!, '120000')
    expect(within(form).getByText(t('orders.quote.total', { total: formatMoney(307_500, locale) }))).toBeTruthy()
    await user.click(within(form).getByRole('button', { name: t('orders.quote.answerSend') }))
    expect((await screen.findByTestId('elsewhere')).textContent).toBe(`${prefix}/dashboard/messages/${CONVERSATION_ID}`)
    expect(calls).toEqual([
      {
        url: `/api/merchant/bookings/${ID}/quote`,
        method: 'POST',
        body: expect.objectContaining({
          eventDate: '2027-02-14',
          shift: 'evening',
          guests: 150,
          lines: [
            { name: 'Shapla Convention Hall', unit: 'booking', unitPrice: 120_000, quantity: 1 },
            { name: locale === 'bn' ? 'গোল্ড মেনু' : 'Gold menu', unit: 'guest', unitPrice: 1_250, quantity: 150 },
          ],
          advancePercent: 30,
          cancellationPolicy: 'moderate',
          validDays: 7,
        }),
      },
    ])
  })

  test('a request no longer waiting says so, and links to the quote that answered it', async () => {
    openForm(answered())
    expect(await screen.findByText(t('orders.quote.answerGone'))).toBeTruthy()
    expect(screen.queryByRole('form')).toBeNull()
    expect(screen.getByRole('link', { name: t('orders.request.seeQuote') }).getAttribute('href')).toBe(
      `${prefix}/dashboard/messages/${CONVERSATION_ID}`,
    )
  })

  test('the customer’s booking page says the request was answered with a quote and links to it', async () => {
    renderRoute(orderDetailRoute, {
      path: `/orders/${ID}`,
      pattern: '/orders/:id',
      locale,
      me: CUSTOMER,
      api: {
        [`/api/orders/${ID}`]: { ...answered(), whatsapp: null, yours: true },
        [`/api/orders/${ID}/review`]: { open: false, opensOn: null, review: null },
        [`/api/planner/bookings/${ID}`]: { orderId: ID, functionId: null, eventId: null, events: [] },
      },
    })
    expect(await screen.findByText(t('orders.request.quoted', { agency: 'Shapla Events', quote: plainDigits(12, locale) }))).toBeTruthy()
    expect(screen.getAllByText(t('status.booking.quoted')).length).toBeGreaterThan(0)
    expect(screen.queryByText(t('status.booking.declined'))).toBeNull()
    expect(screen.getByRole('link', { name: t('orders.request.seeQuote') }).getAttribute('href')).toBe(
      `${prefix}/dashboard/messages/${CONVERSATION_ID}`,
    )
  })
})
