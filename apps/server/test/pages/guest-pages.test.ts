import { serverTranslator } from '@utsab/shared/i18n/compile'
import { formatDate } from '@utsab/shared/format'
import type { TGuestList } from '@utsab/shared/schemas/guests'
import type { TPlannerEvent } from '@utsab/shared/schemas/planner'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createActor } from '../actors'
import { daysFromNow } from '../catalog-fixtures'
import { createPageApp } from '../pages'

/*
 * What a guest opens without an account (issue 37, decision 061), as the server renders it before any script runs:
 * the shared invitation and a guest's own answer page read in full without JavaScript, are never indexed, and say
 * nothing of the other guests; a link the family stopped sharing is a 404.
 */

let pages: Awaited<ReturnType<typeof createPageApp>>
let invitation: string
let rsvp: string
const WEDDING = daysFromNow(150)
beforeAll(async () => {
  pages = await createPageApp()
  const { app } = pages
  const family = await createActor(app, 'guest-pages-family')
  const send = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const response = await app.inject({ method, url, headers: { cookie: family.cookie }, payload })
    expect(response.statusCode, response.body).toBeLessThan(300)
    return response.json()
  }
  const event: TPlannerEvent = await send('POST', '/api/planner/events', {
    title: 'Nadia & Rahim’s wedding',
    withChecklist: false,
    functions: [{ kind: 'wedding', date: WEDDING, place: 'Kodom Hall, Uttara', mapUrl: 'https://maps.google.com/?q=Uttara' }],
  })
  const wedding = event.functions[0]!.id
  await send('POST', `/api/planner/events/${event.id}/guests`, {
    name: 'Rahman family',
    side: 'bride',
    partySize: 4,
    functionIds: [wedding],
  })
  const list: TGuestList = await send('POST', `/api/planner/events/${event.id}/guests`, { name: 'Hidden Neighbour', side: 'groom' })
  const shared: TGuestList = await send('PUT', `/api/planner/events/${event.id}/invitation`, {
    enabled: true,
    welcome: 'With the blessings of both families',
    functionIds: [wedding],
  })
  invitation = shared.invitation.token
  rsvp = list.guests.find((guest) => guest.name === 'Rahman family')!.token
})
afterAll(() => pages?.close())

describe.each(['en', 'bn'] as const)('the guests’ pages, in %s', (lang) => {
  const t = serverTranslator(lang).t
  const at = (path: string) => (lang === 'bn' ? `/bn${path}` : path)

  test('the invitation reads whole before any script, and is not indexed', async () => {
    const page = await pages.render(at(`/invite/${invitation}`))
    expect(page.status).toBe(200)
    const main = page.document.querySelector('main')!
    expect(main.querySelector('h1')!.textContent).toBe('Nadia & Rahim’s wedding')
    expect(main.textContent).toContain('With the blessings of both families')
    expect(main.textContent).toContain(t('planner.kind.wedding'))
    expect(main.textContent).toContain(formatDate(WEDDING, lang))
    expect(main.textContent).toContain('Kodom Hall, Uttara')
    expect(main.textContent).not.toContain('Hidden Neighbour')
    expect(main.textContent).not.toContain('Rahman family')
    expect(page.document.querySelector('meta[name="robots"]')!.getAttribute('content')).toContain('noindex')
    page.close()
  })

  test('a guest’s own page greets them by name with their functions, and is not indexed', async () => {
    const page = await pages.render(at(`/rsvp/${rsvp}`))
    expect(page.status).toBe(200)
    const main = page.document.querySelector('main')!
    expect(main.textContent).toContain(t('guests.rsvp.greeting', { name: 'Rahman family' }))
    expect(main.textContent).toContain(t('planner.kind.wedding'))
    expect(main.textContent).not.toContain('Hidden Neighbour')
    expect(page.document.querySelector('meta[name="robots"]')!.getAttribute('content')).toContain('noindex')
    page.close()
  })

  test('a wrong or malformed link says to ask the family for a new one', async () => {
    for (const [path, status] of [
      [`/rsvp/${'A'.repeat(32)}`, 404],
      [`/invite/${'B'.repeat(32)}`, 404],
      ['/rsvp/not-a-link', 400],
    ] as const) {
      const page = await pages.render(at(path))
      expect(page.status).toBe(status)
      expect(page.document.querySelector('main h1')!.textContent).toBe(t('guests.error.linkNotFound'))
      page.close()
    }
  })
})
