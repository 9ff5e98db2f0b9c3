import { screen, within } from '@testing-library/react'
import { waitingHallRequest } from '../../test/booking-fixtures'
import userEvent from '@testing-library/user-event'
import { formatDate, formatMoney, formatMonth, plainDigits } from '@utsab/shared/format'
import { serverTranslator } from '@utsab/shared/i18n/compile'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import type { TOrder } from '@utsab/shared/schemas/orders'
import type { TBookingAttachment, TPlannerEvent } from '@utsab/shared/schemas/planner'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { renderRoute, signedIn } from '../../test/render-route'
import * as plannerRoute from './dashboard-planner'
import * as orderDetailRoute from './order-detail'
import { useCheckoutFunction } from '#app/features/planner/components/checkout-function'
import { pageMessages } from '#app/lib/i18n.server'

const CUSTOMER = signedIn()
const EVENT_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'
const HOLUD = 'f1e2d3c4-b5a6-4978-8a6b-5c4d3e2f1a0b'
const WEDDING = 'a0b1c2d3-e4f5-4a6b-9c8d-7e6f5a4b3c2d'
const ORDER_ID = '6f1c2a9e-3b4d-4e5f-8a6b-7c8d9e0f1a2b'

/** Nadia & Rahim's wedding as GET /api/planner/events/:id answers it: a paid advance on the hall, a decorator bought outside. */
const EVENT: TPlannerEvent = {
  id: EVENT_ID,
  title: 'Nadia & Rahim’s wedding',
  notes: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  functions: [
    { id: HOLUD, kind: 'holud', title: null, date: '2027-03-10', place: 'Rooftop, Dhanmondi', mapUrl: null, bookings: [] },
    {
      id: WEDDING,
      kind: 'wedding',
      title: null,
      date: '2027-03-12',
      place: 'Kodom Hall, Uttara',
      mapUrl: 'https://maps.google.com/?q=Uttara',
      bookings: [
        {
          id: ORDER_ID,
          number: 1042,
          kind: 'venue',
          event: 'Kodom Hall',
          eventBn: 'কদম হল',
          agencyName: 'Kodom Events',
          eventDate: '2027-03-12',
          status: 'confirmed',
          total: 100_000,
          amountPaid: 30_000,
          balanceDueOn: '2027-03-05',
          refund: 0,
        },
      ],
    },
  ],
  budget: {
    lines: [
      {
        id: '11111111-2222-4333-8444-555555555555',
        category: 'venue',
        label: 'Hall and food',
        planned: 120_000,
        paid: 0,
        outside: false,
        dueOn: null,
      },
      {
        id: '66666666-7777-4888-9999-000000000000',
        category: 'decoration',
        label: 'Stage and flowers',
        planned: 50_000,
        paid: 20_000,
        outside: true,
        dueOn: '2027-03-09',
      },
    ],
    rows: [
      { category: 'venue', planned: 120_000, booked: 100_000, paid: 30_000, due: 70_000, nextDueOn: '2027-03-05' },
      { category: 'decoration', planned: 50_000, booked: 50_000, paid: 20_000, due: 30_000, nextDueOn: '2027-03-09' },
    ],
    total: { planned: 170_000, booked: 150_000, paid: 50_000, due: 100_000, nextDueOn: '2027-03-05' },
  },
  checklist: [
    {
      id: '0a0a0a0a-1b1b-4c2c-8d3d-4e4e4e4e4e4e',
      text: null,
      templateKey: 'bookVenue',
      dueOn: '2026-09-13',
      dueEdited: false,
      done: true,
      functionId: WEDDING,
    },
    {
      id: '5f5f5f5f-6a6a-4b7b-8c8c-9d9d9d9d9d9d',
      text: null,
      templateKey: 'holudTatta',
      dueOn: '2027-03-03',
      dueEdited: false,
      done: false,
      functionId: HOLUD,
    },
    {
      id: '7e7e7e7e-8f8f-4a9a-8b0b-1c1c1c1c1c1c',
      text: 'Book the kazi',
      templateKey: null,
      dueOn: null,
      dueEdited: false,
      done: false,
      functionId: null,
    },
  ],
}
const SUMMARY = {
  id: EVENT_ID,
  title: EVENT.title,
  functions: EVENT.functions.map(({ id, kind, title, date }) => ({ id, kind, title, date })),
}

/** Answers every call the page makes in the browser with `body`, and keeps what was sent. */
function answering(body: unknown) {
  const calls: { url: string; method: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined })
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
    }),
  )
  return calls
}

afterEach(() => vi.unstubAllGlobals())

/** The event's guest list, empty (the Guests section has tests of its own: dashboard-planner-guests.test.tsx). */
const NO_GUESTS = {
  [`/api/planner/events/${EVENT_ID}/guests`]: {
    eventId: EVENT_ID,
    guests: [],
    counts: [],
    invitation: { enabled: false, welcome: null, functionIds: [], token: 'Abcdefghijklmnopqrstuvwxyz012345' },
  },
}

describe.each(['en', 'bn'] as const)('the event planner in %s', (locale) => {
  const t = (key: TMessageKey, values?: Record<string, string | number>) => serverTranslator(locale).t(key, values)
  const money = (amount: number) => formatMoney(amount, locale)
  const open = (api: Record<string, unknown>, search = '') =>
    renderRoute(plannerRoute, { path: '/dashboard/planner', search, locale, me: CUSTOMER, api: { ...NO_GUESTS, ...api } })

  test('with no event yet, offers to create one with a holud, a wedding and a reception, and sends what was typed', async () => {
    const calls = answering(EVENT)
    open({ '/api/planner/events': { data: [] } })
    expect(await screen.findByRole('heading', { name: t('planner.empty.title') })).toBeTruthy()
    const form = screen.getByRole('form', { name: t('planner.create.title') })
    const kinds = within(form).getAllByRole('combobox', { name: t('planner.label.functionKind') }) as HTMLSelectElement[]
    expect(kinds.map((select) => select.value)).toEqual(['holud', 'wedding', 'reception'])
    const user = userEvent.setup()
    await user.type(within(form).getByRole('textbox', { name: new RegExp(t('planner.label.eventTitle')) }), 'Nadia & Rahim’s wedding')
    await user.click(within(form).getByRole('button', { name: t('planner.create.removeFunction', { name: t('planner.kind.reception') }) }))
    await user.click(within(form).getByRole('button', { name: t('planner.create.submit') }))
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0))
    expect(calls[0]).toMatchObject({
      url: '/api/planner/events',
      method: 'POST',
      body: {
        title: 'Nadia & Rahim’s wedding',
        functions: [
          { kind: 'holud', date: null, place: null, title: null, mapUrl: null },
          { kind: 'wedding', date: null, place: null, title: null, mapUrl: null },
        ],
        withChecklist: true,
      },
    })
  })

  test('shows the functions with their bookings, the budget per category and the checklist by month', async () => {
    open({ '/api/planner/events': { data: [SUMMARY] }, [`/api/planner/events/${EVENT_ID}`]: EVENT })
    expect(await screen.findByRole('heading', { name: EVENT.title })).toBeTruthy()
    // At a glance: booked against the plan, what is still to pay and by when, the tasks done.
    expect(screen.getByText(t('planner.summary.ofPlanned', { planned: money(170_000) }))).toBeTruthy()
    expect(screen.getByText(t('planner.summary.nextDue', { date: formatDate('2027-03-05', locale) }))).toBeTruthy()
    expect(screen.getByText(t('planner.summary.taskCount', { done: plainDigits(1, locale), total: plainDigits(3, locale) }))).toBeTruthy()
    const functions = screen.getByRole('region', { name: t('planner.functions.title') })
    expect(
      within(functions)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([t('planner.kind.holud'), t('planner.kind.wedding')])
    const booking = within(functions).getByRole('link', {
      name: t('planner.functions.booking', { number: plainDigits(1042, locale), name: locale === 'bn' ? 'কদম হল' : 'Kodom Hall' }),
    })
    expect(booking.getAttribute('href')).toBe(locale === 'bn' ? `/bn/orders/${ORDER_ID}` : `/orders/${ORDER_ID}`)
    expect(within(functions).getByText(t('planner.functions.total', { total: money(100_000), paid: money(30_000) }))).toBeTruthy()

    const budget = screen.getByRole('table', { name: t('planner.budget.title') })
    const venue = within(budget).getByRole('row', { name: new RegExp(t('planner.category.venue')) })
    for (const figure of [money(120_000), money(100_000), money(30_000), money(70_000), formatDate('2027-03-05', locale)])
      expect(within(venue).getByText(figure)).toBeTruthy()
    const total = within(budget).getByRole('row', { name: new RegExp(t('planner.budget.total')) })
    expect(within(total).getByText(money(100_000))).toBeTruthy()
    expect(screen.getByText(t('planner.budget.outside'))).toBeTruthy()

    const checklist = screen.getByRole('region', { name: t('planner.checklist.title') })
    expect(
      within(checklist).getByText(t('planner.checklist.progress', { done: plainDigits(1, locale), total: plainDigits(3, locale) })),
    ).toBeTruthy()
    expect(
      within(checklist)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([formatMonth('2026-09', locale), formatMonth('2027-03', locale), t('planner.checklist.noDate')])
    expect((within(checklist).getByRole('checkbox', { name: t('planner.task.bookVenue') }) as HTMLInputElement).checked).toBe(true)
    expect(within(checklist).getByRole('checkbox', { name: 'Book the kazi' })).toBeTruthy()
  })

  test('ticking a task tells the server', async () => {
    const calls = answering({
      ...EVENT,
      checklist: EVENT.checklist.map((item) => (item.templateKey === 'holudTatta' ? { ...item, done: true } : item)),
    })
    open({ '/api/planner/events': { data: [SUMMARY] }, [`/api/planner/events/${EVENT_ID}`]: EVENT })
    const box = (await screen.findByRole('checkbox', { name: t('planner.task.holudTatta') })) as HTMLInputElement
    await userEvent.setup().click(box)
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.method !== 'GET')).toEqual([
        { url: `/api/planner/checklist/${EVENT.checklist[1]!.id}`, method: 'PATCH', body: { done: true } },
      ]),
    )
    await vi.waitFor(() => expect(box.checked).toBe(true))
  })
})

describe.each(['en', 'bn'] as const)('“Add to my event” on one’s booking page, in %s', (locale) => {
  const t = (key: TMessageKey, values?: Record<string, string>) => serverTranslator(locale).t(key, values)
  const order = { ...EVENT.functions[1]!.bookings[0]!, listingId: '0b7d6c5e-4f3a-4b2c-9d1e-0f9a8b7c6d5e' } as unknown as TOrder
  const openBooking = (functionId: string | null) =>
    renderRoute(orderDetailRoute, {
      path: `/orders/${ORDER_ID}`,
      pattern: '/orders/:id',
      locale,
      me: CUSTOMER,
      api: {
        [`/api/orders/${ORDER_ID}`]: bookingDetail(order),
        [`/api/orders/${ORDER_ID}/review`]: { open: false, opensOn: null, review: null },
        [`/api/planner/bookings/${ORDER_ID}`]: attachment(functionId),
      },
    })

  test('chooses a function of the family’s event and sends it', async () => {
    const calls = answering(attachment(HOLUD))
    openBooking(null)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: t('planner.attach.add') }))
    const dialog = await screen.findByRole('dialog', { name: t('planner.attach.chooseTitle') })
    await user.selectOptions(within(dialog).getByRole('combobox', { name: new RegExp(t('planner.attach.choose')) }), HOLUD)
    await user.click(within(dialog).getByRole('button', { name: t('planner.attach.submit') }))
    await vi.waitFor(() =>
      expect(calls).toEqual([{ url: `/api/planner/bookings/${ORDER_ID}`, method: 'PUT', body: { functionId: HOLUD } }]),
    )
    expect(
      await screen.findByText(new RegExp(t('planner.attach.for', { function: t('planner.kind.holud'), event: EVENT.title }))),
    ).toBeTruthy()
  })

  test('says which function it is for, and takes it off the event', async () => {
    const calls = answering(attachment(null))
    openBooking(WEDDING)
    expect(
      await screen.findByText(new RegExp(t('planner.attach.for', { function: t('planner.kind.wedding'), event: EVENT.title }))),
    ).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: t('planner.attach.remove') }))
    await vi.waitFor(() => expect(calls).toEqual([{ url: `/api/planner/bookings/${ORDER_ID}`, method: 'DELETE', body: undefined }]))
  })
})

describe.each(['en', 'bn'] as const)('at checkout, in %s', (locale) => {
  const t = (key: TMessageKey, values?: Record<string, string>) => serverTranslator(locale).t(key, values)
  /** The cart's summary as it uses the choice: the field, and what checkout does with the bookings it made. */
  function Summary() {
    const forFunction = useCheckoutFunction({ data: [SUMMARY] })
    return (
      <>
        {forFunction.field}
        <button type="button" onClick={() => void forFunction.attach([{ id: ORDER_ID } as TOrder])}>
          Checkout
        </button>
      </>
    )
  }

  test('the bookings just made go to the function chosen, and to none unless one is', async () => {
    const calls = answering(attachment(WEDDING))
    renderRoute(
      { default: Summary, loader: ({ request }: { request: Request }) => ({ i18n: pageMessages(request, 'planner') }) },
      { path: '/cart', locale, me: CUSTOMER },
    )
    const user = userEvent.setup()
    const choice = (await screen.findByRole('combobox', { name: new RegExp(t('planner.checkout.label')) })) as HTMLSelectElement
    expect(choice.value).toBe('')
    await user.click(screen.getByRole('button', { name: 'Checkout' }))
    expect(calls).toEqual([])
    await user.selectOptions(choice, WEDDING)
    await user.click(screen.getByRole('button', { name: 'Checkout' }))
    await vi.waitFor(() =>
      expect(calls).toEqual([{ url: `/api/planner/bookings/${ORDER_ID}`, method: 'PUT', body: { functionId: WEDDING } }]),
    )
  })
})

const attachment = (functionId: string | null): TBookingAttachment => ({
  orderId: ORDER_ID,
  functionId,
  eventId: functionId ? EVENT_ID : null,
  events: [SUMMARY],
})

/** The whole booking as GET /api/orders/:id answers its customer: the shared hall booking, as the planner lists it. */
const bookingDetail = (order: TOrder) => ({
  ...waitingHallRequest({
    ...order,
    unitPrice: 100_000,
    price: 100_000,
    lines: [{ kind: 'listing', name: 'Kodom Hall', nameBn: null, unit: 'booking', unitPrice: 100_000, quantity: 1, amount: 100_000 }],
    customer: { name: CUSTOMER.user!.name, email: CUSTOMER.user!.email },
    advance: 30_000,
    balance: 70_000,
    expiresAt: null,
    request: null,
  }),
  whatsapp: null,
  yours: true,
})
