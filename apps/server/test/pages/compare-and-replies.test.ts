import { eq } from 'drizzle-orm'
import { serverTranslator } from '@utsab/shared/i18n/compile'
import { formatMoney } from '@utsab/shared/format'
import type { TListingPage } from '@utsab/shared/schemas/catalog'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { agencies, listings } from '../../src/db/schema'
import { refreshResponsiveness } from '../../src/features/catalog/responsiveness'
import { createActor } from '../actors'
import { createPageApp } from '../pages'

/*
 * Comparing listings and a merchant's usual reply time (issue 37), as the server renders the pages before any script
 * runs: the figure comes from real conversations (three customers each ask about one of an agency's three halls, its
 * merchant answers; one question counts per customer and agency), worked out by the task, then shown on the list's
 * cards, the detail page and the comparison.
 */

let pages: Awaited<ReturnType<typeof createPageApp>>
let quick: { id: string; name: string; nameBn: string | null }[]
let other: { id: string; name: string; nameBn: string | null }
beforeAll(async () => {
  pages = await createPageApp()
  const { app, db } = pages
  const customers = await Promise.all([1, 2, 3].map((n) => createActor(app, `compare-page-customer-${n}`)))
  const merchant = await createActor(app, 'compare-page-merchant')
  const venues = (await app.inject({ method: 'GET', url: '/api/venue?sort=price&pageSize=60' })).json<TListingPage>().data
  const agencyId = venues[0]!.agency.id
  await db.update(agencies).set({ ownerId: merchant.id }).where(eq(agencies.id, agencyId))
  quick = await db
    .select({ id: listings.id, name: listings.name, nameBn: listings.nameBn })
    .from(listings)
    .where(eq(listings.agencyId, agencyId))
  other = venues.find((venue) => venue.agency.id !== agencyId)!
  for (const [i, listing] of quick.entries()) {
    const asked = await app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: customers[i % customers.length]!.cookie },
      payload: { listingId: listing.id, body: 'Is the hall free on the 14th of February?' },
    })
    expect(asked.statusCode, asked.body).toBe(201)
    const answered = await app.inject({
      method: 'POST',
      url: `/api/conversations/${asked.json<{ id: string }>().id}/messages`,
      headers: { cookie: merchant.cookie },
      payload: { body: 'Yes, it is free that evening.' },
    })
    expect(answered.statusCode, answered.body).toBe(201)
  }
  // What the recurring task does.
  await refreshResponsiveness(db)
  await app.catalogCache.invalidate()
})
afterAll(() => pages?.close())

describe.each(['en', 'bn'] as const)('compare and reply times, in %s', (lang) => {
  const t = serverTranslator(lang).t
  const at = (path: string) => (lang === 'bn' ? `/bn${path}` : path)
  const nameOf = (listing: { name: string; nameBn: string | null }) => (lang === 'bn' ? (listing.nameBn ?? listing.name) : listing.name)

  test('the list sorted by Quickest to reply shows the quick merchant’s halls first, each saying so', async () => {
    const page = await pages.render(at('/services/venue?sort=reply'))
    expect(page.status).toBe(200)
    const cards = [...page.document.querySelectorAll('main li')].filter((item) => item.querySelector('h2'))
    const first = cards.slice(0, 3).map((card) => card.querySelector('h2')!.textContent.trim())
    expect(first.sort()).toEqual(quick.map(nameOf).sort())
    for (const card of cards.slice(0, 3)) expect(card.textContent).toContain(t('catalog.reply.hour'))
    // The others have no answers yet: nothing is said of them.
    expect(cards[3]!.textContent).not.toContain(t('catalog.reply.hour'))
    page.close()
  })

  test('the detail page says how quickly its merchant usually replies, and from what', async () => {
    const page = await pages.render(at(`/venue/${quick[0]!.id}`))
    expect(page.status).toBe(200)
    const facts = page.document.querySelector('main dl')!.textContent
    expect(facts).toContain(t('catalog.reply.hour'))
    expect(facts).toContain(t('catalog.reply.explain', { days: 90 }))
    const silent = await pages.render(at(`/venue/${other.id}`))
    expect(silent.document.querySelector('main dl')!.textContent).not.toContain(t('catalog.reply.label'))
    page.close()
    silent.close()
  })

  test('the comparison renders side by side with the price for the guests before any script runs', async () => {
    const page = await pages.render(at(`/compare?ids=${quick[0]!.id},${other.id}&guests=300`))
    expect(page.status).toBe(200)
    expect(page.headings).toEqual([t('catalog.compare.title')])
    const table = page.document.querySelector('table')!
    expect(table.querySelector('caption')!.textContent).toBe(t('catalog.compare.table'))
    const headers = [...table.querySelectorAll('th[scope="col"]')].map((header) => header.textContent.trim())
    expect(headers).toContain(t('catalog.compare.priceFor', { count: 300 }))
    const rows = [...table.querySelectorAll('tbody tr')]
    expect(rows.map((row) => row.querySelector('th a')!.textContent.trim())).toEqual([nameOf(quick[0]!), nameOf(other)])
    expect(rows[0]!.textContent).toContain(t('catalog.reply.hour'))
    expect(rows[1]!.textContent).toContain(t('catalog.reply.unknown'))
    const compared = await pages.app.inject({ method: 'GET', url: `/api/compare?ids=${quick[0]!.id},${other.id}&guests=300` })
    expect(rows[0]!.textContent).toContain(formatMoney(compared.json().data[0].price.total, lang))
    page.close()
  })

  test('a comparison of one listing says why, with the way back to the shortlist', async () => {
    const page = await pages.render(at(`/compare?ids=${quick[0]!.id}`))
    expect(page.status).toBe(200)
    expect(page.document.querySelector('main')!.textContent).toContain(lang === 'bn' ? 'তুলনা করতে ২ থেকে ৪টি' : 'Choose from 2 to 4')
    expect(page.linksNamed(t('catalog.compare.back'))).toEqual([at('/dashboard/shortlist')])
    page.close()
  })
})
