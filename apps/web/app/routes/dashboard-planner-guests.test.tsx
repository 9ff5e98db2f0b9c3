import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { plainDigits } from '@utsab/shared/format'
import { serverTranslator } from '@utsab/shared/i18n/compile'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import type { TGuestList } from '@utsab/shared/schemas/guests'
import type { TPlannerEvent } from '@utsab/shared/schemas/planner'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { renderRoute, signedIn } from '../../test/render-route'
import * as plannerRoute from './dashboard-planner'

/** The planner's Guests section (issue 37, decision 061): the list by side and family, the answers per function, CSV, invitations. */
const EVENT_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'
const HOLUD = 'f1e2d3c4-b5a6-4978-8a6b-5c4d3e2f1a0b'
const WEDDING = 'a0b1c2d3-e4f5-4a6b-9c8d-7e6f5a4b3c2d'
const ORDER_ID = '6f1c2a9e-3b4d-4e5f-8a6b-7c8d9e0f1a2b'
const RAHMAN = '0c0c0c0c-1d1d-4e2e-8f3f-404040404040'
const KARIM = '5a5a5a5a-6b6b-4c7c-8d8d-9e9e9e9e9e9e'

const EVENT: TPlannerEvent = {
  id: EVENT_ID,
  title: 'Nadia & Rahim’s wedding',
  notes: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  functions: [
    { id: HOLUD, kind: 'holud', title: null, date: '2027-03-10', place: 'Rooftop, Dhanmondi', mapUrl: null, bookings: [] },
    { id: WEDDING, kind: 'wedding', title: null, date: '2027-03-12', place: 'Kodom Hall', mapUrl: null, bookings: [] },
  ],
  budget: { lines: [], rows: [], total: { planned: 0, booked: 0, paid: 0, due: 0, nextDueOn: null } },
  checklist: [],
}
const SUMMARY = {
  id: EVENT_ID,
  title: EVENT.title,
  functions: EVENT.functions.map(({ id, kind, title, date }) => ({ id, kind, title, date })),
}
const counts = (functionId: string, change: object = {}) => ({
  functionId,
  invited: 0,
  invitedHeads: 0,
  attending: 0,
  attendingHeads: 0,
  maybe: 0,
  declined: 0,
  notAnswered: 0,
  dietaryNotes: 0,
  venueBookings: [],
  ...change,
})
const LIST: TGuestList = {
  eventId: EVENT_ID,
  guests: [
    {
      id: RAHMAN,
      name: 'Rahman family',
      side: 'bride',
      family: 'Rahman family',
      phone: '+8801711000000',
      email: null,
      partySize: 4,
      token: 'RahmanRahmanRahmanRahmanRahman01',
      invitations: [
        { functionId: HOLUD, answer: { attending: 'no', heads: 0, dietary: null, answeredAt: '2026-12-01T10:00:00.000Z' } },
        { functionId: WEDDING, answer: { attending: 'yes', heads: 3, dietary: 'One vegetarian', answeredAt: '2026-12-01T10:00:00.000Z' } },
      ],
    },
    {
      id: KARIM,
      name: 'Karim Uddin',
      side: 'groom',
      family: null,
      phone: null,
      email: null,
      partySize: 2,
      token: 'KarimKarimKarimKarimKarimKarim01',
      invitations: [{ functionId: WEDDING, answer: null }],
    },
  ],
  counts: [
    counts(HOLUD, { invited: 1, invitedHeads: 4, declined: 1 }),
    counts(WEDDING, {
      invited: 2,
      invitedHeads: 6,
      attending: 1,
      attendingHeads: 3,
      notAnswered: 1,
      dietaryNotes: 1,
      venueBookings: [{ orderId: ORDER_ID, number: 1042, guests: 250, status: 'paid' }],
    }),
  ],
  invitation: { enabled: true, welcome: null, functionIds: [HOLUD, WEDDING], token: 'InviteInviteInviteInviteInvite01' },
}

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

describe.each(['en', 'bn'] as const)('the Guests section in %s', (locale) => {
  const t = (key: TMessageKey, values?: Record<string, string | number>) => serverTranslator(locale).t(key, values)
  const open = (list: TGuestList = LIST) =>
    renderRoute(plannerRoute, {
      path: '/dashboard/planner',
      locale,
      me: signedIn(),
      api: {
        '/api/planner/events': { data: [SUMMARY] },
        [`/api/planner/events/${EVENT_ID}`]: EVENT,
        [`/api/planner/events/${EVENT_ID}/guests`]: list,
      },
    })

  test('lists guests by side and family with their answers, the counts per function, and each guest’s links', async () => {
    open()
    const section = await screen.findByRole('region', { name: t('guests.title') })
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([t('guests.counts.title'), t('guests.invitation.title'), t('guests.side.bride'), t('guests.side.groom')])
    expect(within(section).getByRole('heading', { level: 4, name: t('guests.noFamily') })).toBeTruthy()

    const table = within(section).getByRole('table', { name: t('guests.counts.title') })
    const wedding = within(table).getByRole('row', { name: new RegExp(t('planner.kind.wedding')) })
    expect(
      within(wedding).getByText(t('guests.counts.invitedValue', { count: plainDigits(2, locale), heads: plainDigits(6, locale) })),
    ).toBeTruthy()
    expect(within(wedding).getByText(plainDigits(3, locale))).toBeTruthy()
    expect(
      within(wedding).getByText(t('guests.counts.booking', { number: plainDigits(1042, locale), guests: plainDigits(250, locale) })),
    ).toBeTruthy()
    expect(within(wedding).getByRole('button', { name: t('guests.counts.tellVenue', { count: plainDigits(3, locale) }) })).toBeTruthy()

    expect(within(section).getByText(new RegExp(`${t('guests.answer.yes')} · ${plainDigits(3, locale)}`))).toBeTruthy()
    expect(within(section).getByText('One vegetarian')).toBeTruthy()
    const whatsapp = within(section).getByRole('link', { name: `${t('guests.whatsapp')} Rahman family` })
    const href = decodeURIComponent(whatsapp.getAttribute('href')!)
    expect(href).toContain('https://wa.me/8801711000000?text=')
    expect(href).toContain(`${locale === 'bn' ? '/bn' : ''}/rsvp/RahmanRahmanRahmanRahmanRahman01`)
  })

  test('filters by side, function and name', async () => {
    open()
    const section = await screen.findByRole('region', { name: t('guests.title') })
    const user = userEvent.setup()
    await user.selectOptions(within(section).getByRole('combobox', { name: t('guests.filter.side') }), 'groom')
    expect(within(section).queryByText('Rahman family', { selector: 'p' })).toBeNull()
    expect(within(section).getByText('Karim Uddin', { selector: 'p' })).toBeTruthy()
    await user.selectOptions(within(section).getByRole('combobox', { name: t('guests.filter.side') }), '')
    await user.selectOptions(within(section).getByRole('combobox', { name: t('guests.filter.function') }), HOLUD)
    expect(within(section).queryByText('Karim Uddin', { selector: 'p' })).toBeNull()
    await user.selectOptions(within(section).getByRole('combobox', { name: t('guests.filter.function') }), '')
    await user.type(within(section).getByRole('searchbox', { name: t('guests.filter.search') }), 'nobody')
    expect(within(section).getByText(t('guests.filter.none'))).toBeTruthy()
  })

  test('adds a guest invited to every function by default', async () => {
    const calls = answering(LIST)
    open()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: t('guests.add') }))
    const form = await screen.findByRole('form', { name: t('guests.add') }, { timeout: 3000 })
    await user.type(within(form).getByRole('textbox', { name: new RegExp(t('guests.label.name')) }), 'Shila')
    await user.selectOptions(within(form).getByRole('combobox', { name: new RegExp(t('guests.label.side')) }), 'groom')
    const party = within(form).getByRole('textbox', { name: t('guests.label.partySize') })
    await user.clear(party)
    await user.type(party, '২')
    await user.click(screen.getByRole('button', { name: t('guests.save') }))
    await vi.waitFor(
      () =>
        expect(calls.filter((call) => call.method === 'POST')).toEqual([
          {
            url: `/api/planner/events/${EVENT_ID}/guests`,
            method: 'POST',
            body: { name: 'Shila', side: 'groom', family: null, phone: null, email: null, partySize: 2, functionIds: [HOLUD, WEDDING] },
          },
        ]),
      { timeout: 3000 },
    )
  })

  test('checks a CSV before sending it, listing each mistake by line', async () => {
    const calls = answering({ added: 1, list: LIST })
    open()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: t('guests.import') }))
    const form = await screen.findByRole('form', { name: t('guests.csv.title') }, { timeout: 3000 })
    const text = within(form).getByRole('textbox', { name: t('guests.csv.text') })
    await user.click(text)
    await user.paste('name,side,functions\nShila,aunt,Mehndi')
    await user.click(screen.getByRole('button', { name: t('guests.csv.check') }))
    const alert = (await within(form).findByText(t('guests.csv.problems', { count: 2 }))).parentElement!
    expect(alert.textContent).toContain(t('guests.csv.line', { line: plainDigits(2, locale) }))
    expect(alert.textContent).toContain('Mehndi')
    expect(calls).toEqual([])

    await user.clear(text)
    await user.paste(`name,side,functions\nShila,bride,${t('planner.kind.wedding')}`)
    await user.click(screen.getByRole('button', { name: t('guests.csv.check') }))
    expect(await within(form).findByText(t('guests.csv.ready', { count: 1 }))).toBeTruthy()
    await user.click(screen.getByRole('button', { name: t('guests.csv.submit', { count: 1 }) }))
    await vi.waitFor(
      () =>
        expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
          `/api/planner/events/${EVENT_ID}/guests/csv`,
        ]),
      { timeout: 3000 },
    )
  })

  test('invites the chosen guests to the ticked functions', async () => {
    const calls = answering(LIST)
    open()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('checkbox', { name: t('guests.select', { name: 'Karim Uddin' }) }))
    await user.click(screen.getByRole('button', { name: t('guests.inviteSelected') }))
    const form = await screen.findByRole('form', { name: t('guests.inviteTitle', { count: 1 }) }, { timeout: 3000 })
    await user.click(within(form).getByRole('checkbox', { name: new RegExp(t('planner.kind.holud')) }))
    await user.click(screen.getByRole('button', { name: t('guests.invite') }))
    await vi.waitFor(
      () =>
        expect(calls.filter((call) => call.method === 'POST')).toEqual([
          {
            url: `/api/planner/events/${EVENT_ID}/guests/invite`,
            method: 'POST',
            body: { guestIds: [KARIM], functionIds: [HOLUD], invited: true },
          },
        ]),
      { timeout: 3000 },
    )
  })

  test('sends the venue the heads coming as a message about the booking', async () => {
    const calls = answering({})
    open()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: t('guests.counts.tellVenue', { count: plainDigits(3, locale) }) }))
    await screen.findByRole('form', { name: t('guests.counts.tellVenueTitle') }, { timeout: 3000 })
    await user.click(screen.getByRole('button', { name: t('guests.counts.send') }))
    await vi.waitFor(() => expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/conversations']), {
      timeout: 3000,
    })
    const body = calls.find((call) => call.method === 'POST')!.body as { orderId: string; body: string }
    expect(body.orderId).toBe(ORDER_ID)
    expect(body.body).toContain(plainDigits(1042, locale))
  })
})
