import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { formatDate, formatMoney, plainDigits } from '@utsab/shared/format'
import { serverTranslator } from '@utsab/shared/i18n/compile'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import type { TOrder, TOrderDetail } from '@utsab/shared/schemas/orders'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { waitingHallRequest } from '../../test/booking-fixtures'
import { renderRoute, signedIn } from '../../test/render-route'
import * as orderDetailRoute from './order-detail'
import * as ordersRoute from './orders'

const ID = '6f1c2a9e-3b4d-4e5f-8a6b-7c8d9e0f1a2b'
const CUSTOMER = signedIn()

const waitingRequest = waitingHallRequest

afterEach(() => vi.unstubAllGlobals())

describe.each(['en', 'bn'] as const)("a request's advance held with bKash, in %s", (locale) => {
  const t = (key: TMessageKey, values?: Record<string, string>) => serverTranslator(locale).t(key, values)
  const openBooking = (order: TOrder) =>
    renderRoute(orderDetailRoute, {
      path: `/orders/${ID}`,
      pattern: '/orders/:id',
      locale,
      me: CUSTOMER,
      api: {
        [`/api/orders/${ID}`]: { whatsapp: null, yours: true, ...order },
        [`/api/orders/${ID}/review`]: { open: false, opensOn: null, review: null },
        [`/api/planner/bookings/${ID}`]: { orderId: ID, functionId: null, eventId: null, events: [] },
      },
    })

  test('a waiting request offers the hold; the button asks the server for bKash’s page and goes there', async () => {
    const calls: { url: string; body: unknown }[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, body: JSON.parse(String(init.body)) })
        return new Response(JSON.stringify({ redirectUrl: 'https://sandbox.bka.sh/pay/TR0011HOLD', transactionId: 'bh_1' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        })
      }),
    )
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    openBooking(waitingRequest())
    expect(await screen.findByText(t('orders.hold.offerHint'))).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: t('orders.hold.action') }))
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://sandbox.bka.sh/pay/TR0011HOLD'))
    // Only the order and the page's language: the amount is the server's.
    expect(calls).toEqual([{ url: '/api/payments/bkash-hold', body: { orderId: ID, locale } }])
  })

  test('a held advance is said with its amount; a released one says nothing was taken; no second hold is offered', async () => {
    const held = openBooking(waitingRequest({ advanceHold: 'held' }))
    expect(await screen.findByText(t('orders.hold.held', { amount: formatMoney(45000, locale), agency: 'Shapla Events' }))).toBeTruthy()
    expect(screen.queryByRole('button', { name: t('orders.hold.action') })).toBeNull()
    held.unmount()
    const declined = waitingRequest({
      status: 'cancelled',
      advanceHold: 'released',
      request: {
        outcome: 'declined',
        requestedAt: '2026-11-30T10:00:00.000Z',
        answeredAt: '2026-12-01T10:00:00.000Z',
        declineReason: 'The hall is closed for repairs that week',
      },
    })
    openBooking(declined)
    expect(await screen.findByText(t('orders.hold.released'))).toBeTruthy()
    expect(screen.queryByRole('button', { name: t('orders.hold.action') })).toBeNull()
  })

  test('back from bKash, My bookings says how the hold went', async () => {
    renderRoute(ordersRoute, {
      path: '/orders',
      search: '?hold=authorized',
      locale,
      me: CUSTOMER,
      api: { '/api/order': { data: [waitingRequest({ advanceHold: 'held' })] } },
    })
    expect((await screen.findByRole('status')).textContent).toBe(t('orders.hold.back.authorized'))
  })
})

describe.each(['en', 'bn'] as const)('a merchant who offers WhatsApp, on the booking page in %s', (locale) => {
  const t = (key: TMessageKey, values?: Record<string, string>) => serverTranslator(locale).t(key, values)
  const openBooking = (order: TOrderDetail) =>
    renderRoute(orderDetailRoute, {
      path: `/orders/${ID}`,
      pattern: '/orders/:id',
      locale,
      me: CUSTOMER,
      api: {
        [`/api/orders/${ID}`]: order,
        [`/api/orders/${ID}/review`]: { open: false, opensOn: null, review: null },
        [`/api/planner/bookings/${ID}`]: { orderId: ID, functionId: null, eventId: null, events: [] },
      },
    })

  test('links to a chat with their number and a first message naming the booking, the listing and the date', async () => {
    openBooking({ ...waitingRequest(), whatsapp: '+8801711223344', yours: true })
    const link = await screen.findByRole('link', { name: t('orders.whatsapp.label', { agency: 'Shapla Events' }) })
    const text = t('orders.whatsapp.booking', {
      number: plainDigits(1042, locale),
      listing: 'Shapla Convention Hall',
      date: formatDate('2027-02-14', locale),
    })
    expect(link.getAttribute('href')).toBe(`https://wa.me/8801711223344?text=${encodeURIComponent(text)}`)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
    expect(link.textContent).toBe(t('orders.whatsapp.chat'))
  })

  test('offers no chat when the merchant does not', async () => {
    openBooking({ ...waitingRequest(), whatsapp: null, yours: true })
    await screen.findByText('Shapla Events')
    expect(screen.queryByRole('link', { name: t('orders.whatsapp.label', { agency: 'Shapla Events' }) })).toBeNull()
  })
})
