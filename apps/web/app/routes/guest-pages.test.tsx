import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { formatDate, plainDigits } from '@utsab/shared/format'
import { serverTranslator } from '@utsab/shared/i18n/compile'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import type { TPublicInvitation, TRsvp } from '@utsab/shared/schemas/guests'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { renderRoute } from '../../test/render-route'
import * as inviteRoute from './invite'
import * as rsvpRoute from './rsvp'

/** What a guest opens without an account (issue 37, decision 061): the shared invitation and their own answer page. */
const HOLUD = 'f1e2d3c4-b5a6-4978-8a6b-5c4d3e2f1a0b'
const WEDDING = 'a0b1c2d3-e4f5-4a6b-9c8d-7e6f5a4b3c2d'
const TOKEN = 'RahmanRahmanRahmanRahmanRahman01'
const holud = { id: HOLUD, kind: 'holud' as const, title: null, date: '2027-03-10', place: 'Rooftop, Dhanmondi', mapUrl: null }
const wedding = {
  id: WEDDING,
  kind: 'wedding' as const,
  title: null,
  date: '2027-03-12',
  place: 'Kodom Hall',
  mapUrl: 'https://maps.google.com/?q=Uttara',
}
const INVITATION: TPublicInvitation = {
  title: 'Nadia & Rahim’s wedding',
  welcome: 'With the blessings of both families',
  functions: [holud, wedding],
}
const RSVP: TRsvp = {
  title: INVITATION.title,
  welcome: null,
  guest: { name: 'Rahman family', partySize: 4 },
  functions: [
    { ...holud, open: false, answer: { attending: 'yes', heads: 2, dietary: null, answeredAt: '2027-03-01T10:00:00.000Z' } },
    { ...wedding, open: true, answer: null },
  ],
}

afterEach(() => vi.unstubAllGlobals())

describe.each(['en', 'bn'] as const)('in %s', (locale) => {
  const t = (key: TMessageKey, values?: Record<string, string | number>) => serverTranslator(locale).t(key, values)

  test('the invitation shows the event, the welcome and each function with its day, place and map, and is not indexed', async () => {
    renderRoute(inviteRoute, {
      path: `/invite/${TOKEN}`,
      pattern: '/invite/:token',
      locale,
      api: { [`/api/invitations/${TOKEN}`]: INVITATION },
    })
    expect(await screen.findByRole('heading', { level: 1, name: INVITATION.title })).toBeTruthy()
    expect(screen.getByText('With the blessings of both families')).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      t('planner.kind.holud'),
      t('planner.kind.wedding'),
    ])
    expect(screen.getByText(formatDate('2027-03-12', locale), { exact: false })).toBeTruthy()
    expect(screen.getByRole('link', { name: t('guests.public.map') }).getAttribute('href')).toBe('https://maps.google.com/?q=Uttara')
    const meta = inviteRoute.meta({
      loaderData: { invitation: INVITATION },
      matches: [],
      location: { pathname: `/invite/${TOKEN}` },
    } as never)
    expect(JSON.stringify(meta)).toContain('noindex')
  })

  test('a guest sees their name and answers for an open function; a past one is closed', async () => {
    const calls: { url: string; body: unknown }[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, body: JSON.parse(String(init.body)) })
        const answered = {
          ...RSVP,
          functions: [
            RSVP.functions[0]!,
            { ...RSVP.functions[1]!, answer: { attending: 'yes', heads: 3, dietary: 'No beef', answeredAt: '2027-03-02T10:00:00.000Z' } },
          ],
        }
        return new Response(JSON.stringify(answered), { status: 200, headers: { 'content-type': 'application/json' } })
      }),
    )
    renderRoute(rsvpRoute, { path: `/rsvp/${TOKEN}`, pattern: '/rsvp/:token', locale, api: { [`/api/rsvp/${TOKEN}`]: RSVP } })
    expect(await screen.findByText(t('guests.rsvp.greeting', { name: 'Rahman family' }))).toBeTruthy()
    expect(screen.getByText(t('guests.rsvp.party', { count: 4 }), { selector: 'p' })).toBeTruthy()
    const past = screen.getByRole('group', { name: t('planner.kind.holud') })
    expect(within(past).getByText(new RegExp(t('guests.rsvp.closed')))).toBeTruthy()
    expect(within(past).queryByRole('radio')).toBeNull()

    const open = screen.getByRole('group', { name: t('planner.kind.wedding') })
    const user = userEvent.setup()
    await user.click(within(open).getByRole('radio', { name: t('guests.answer.yes') }))
    const heads = within(open).getByRole('textbox', { name: t('guests.label.heads') })
    await user.clear(heads)
    await user.type(heads, plainDigits(3, locale))
    await user.type(within(open).getByRole('textbox', { name: t('guests.label.dietary') }), 'No beef')
    await user.click(screen.getByRole('button', { name: t('guests.rsvp.submit') }))
    expect(await screen.findByText(t('guests.rsvp.thanks'))).toBeTruthy()
    expect(calls).toEqual([
      { url: `/api/rsvp/${TOKEN}`, body: { answers: [{ functionId: WEDDING, attending: 'yes', heads: 3, dietary: 'No beef' }] } },
    ])
  })
})
