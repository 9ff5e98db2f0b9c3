import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { formatMoney, plainDigits } from '@utsab/shared/format'
import { serverTranslator } from '@utsab/shared/i18n/compile'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import type { TCompared, TComparison } from '@utsab/shared/schemas/compare'
import type { TListing } from '@utsab/shared/schemas/catalog'
import type { TShortlist } from '@utsab/shared/schemas/shortlist'
import { describe, expect, test } from 'vitest'
import { renderRoute, signedIn } from '../../test/render-route'
import * as compareRoute from './compare'
import * as shortlistRoute from './dashboard-shortlist'

const HALL = '6f1c2a9e-3b4d-4e5f-8a6b-7c8d9e0f1a2b'
const STUDIO = '0b7d6c5e-4f3a-4b2c-9d1e-0f9a8b7c6d5e'
const SARI = '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d'

const hall: TCompared = {
  id: HALL,
  kind: 'venue',
  name: 'Karnaphuli Hall',
  nameBn: 'কর্ণফুলী হল',
  picture: '/demo/venue-bg.svg',
  agencyName: 'Karnaphuli Events',
  district: 'Chittagong',
  price: {
    total: 204_000,
    lines: [
      { kind: 'package', name: 'Evening', nameBn: null, unit: 'booking', unitPrice: 60_000, quantity: 1, amount: 60_000 },
      { kind: 'addon', name: 'Bengali menu', nameBn: null, unit: 'guest', unitPrice: 480, quantity: 300, amount: 144_000 },
    ],
  },
  capacity: 250,
  seatsGuests: false,
  advancePercent: 30,
  cancellationPolicy: 'strict',
  bookingMode: 'request',
  rating: 4.5,
  reviewCount: 12,
  replyMinutes: 30,
}
const studio: TCompared = {
  ...hall,
  id: STUDIO,
  kind: 'photographer',
  name: 'Golden Hour Studio',
  nameBn: null,
  picture: '/demo/photographer-1.svg',
  agencyName: 'Golden Hour',
  district: 'Dhaka',
  price: {
    total: 15_000,
    lines: [{ kind: 'listing', name: 'Golden Hour Studio', nameBn: null, unit: 'booking', unitPrice: 15_000, quantity: 1, amount: 15_000 }],
  },
  capacity: null,
  seatsGuests: null,
  advancePercent: 100,
  cancellationPolicy: 'flexible',
  rating: null,
  reviewCount: 0,
  replyMinutes: null,
}
const COMPARISON: TComparison = { guests: 300, data: [hall, studio] }

describe.each(['en', 'bn'] as const)('the comparison page, in %s', (locale) => {
  const t = (key: TMessageKey, values?: Record<string, string | number>) => serverTranslator(locale).t(key, values)
  const url = `/api/compare?ids=${HALL}%2C${STUDIO}&guests=300`

  test('shows each listing with its price for the guests, seats, advance, cancellation, rating, district and replies', async () => {
    renderRoute(compareRoute, { path: '/compare', search: `?ids=${HALL},${STUDIO}&guests=300`, locale, api: { [url]: COMPARISON } })
    expect(await screen.findByRole('heading', { level: 1, name: t('catalog.compare.title') })).toBeTruthy()
    const table = screen.getByRole('table', { name: t('catalog.compare.table') })
    expect(within(table).getByRole('columnheader', { name: t('catalog.compare.priceFor', { count: 300 }) })).toBeTruthy()

    const hallName = locale === 'bn' ? 'কর্ণফুলী হল' : 'Karnaphuli Hall'
    const hallRow = within(table).getByRole('row', { name: new RegExp(hallName) })
    expect(
      within(hallRow)
        .getByRole('link', { name: t('catalog.compare.open', { name: hallName }) })
        .getAttribute('href'),
    ).toBe(`${locale === 'bn' ? '/bn' : ''}/venue/${HALL}`)
    expect(within(hallRow).getByText(formatMoney(204_000, locale))).toBeTruthy()
    // The price is made up of the first package and the cheapest menu for every guest.
    expect(hallRow.textContent).toContain(`Evening · Bengali menu: ${plainDigits(300, locale)}`)
    expect(within(hallRow).getByText(t('catalog.compare.seatsCount', { count: 250 }))).toBeTruthy()
    expect(within(hallRow).getByText(t('catalog.compare.seatsTooFew'))).toBeTruthy()
    expect(within(hallRow).getByText(t('catalog.card.advance', { percent: 30 }))).toBeTruthy()
    expect(within(hallRow).getByText(new RegExp(`^${t('orders.policy.strict')}:`))).toBeTruthy()
    expect(within(hallRow).getByText(t('catalog.rating.reviews', { count: 12 }))).toBeTruthy()
    expect(within(hallRow).getByText(t('catalog.reply.hour'))).toBeTruthy()

    const studioRow = within(table).getByRole('row', { name: /Golden Hour Studio/ })
    expect(within(studioRow).getByText(formatMoney(15_000, locale))).toBeTruthy()
    expect(within(studioRow).getByText(t('catalog.compare.notApplicable'))).toBeTruthy()
    expect(within(studioRow).getByText(t('catalog.card.advanceFull'))).toBeTruthy()
    expect(within(studioRow).getByText(t('catalog.rating.none'))).toBeTruthy()
    // Too few answers: said so, never a made-up figure.
    expect(within(studioRow).getByText(t('catalog.reply.unknown'))).toBeTruthy()

    const guests = screen.getByLabelText(t('catalog.compare.guests'))
    expect((guests as HTMLInputElement).value).toBe('300')
    expect(screen.getAllByRole('link', { name: t('catalog.compare.back') })[0]!.getAttribute('href')).toBe(
      `${locale === 'bn' ? '/bn' : ''}/dashboard/shortlist`,
    )
  })

  test('a costume has no cancellation terms and a hall that gave no capacity says so', async () => {
    const sari: TCompared = { ...studio, id: SARI, kind: 'costume', name: 'Red Benarasi Sari', replyMinutes: 3 * 60 }
    // A hall without packages: its own price is a line of its own, said beside its menu's.
    const plainHall: TCompared = {
      ...hall,
      capacity: null,
      seatsGuests: null,
      price: {
        total: 160_000 + 65_000,
        lines: [
          { kind: 'listing', name: 'Karnaphuli Hall', nameBn: null, unit: 'booking', unitPrice: 160_000, quantity: 1, amount: 160_000 },
          { kind: 'addon', name: 'Bengali menu', nameBn: null, unit: 'guest', unitPrice: 650, quantity: 100, amount: 65_000 },
        ],
      },
    }
    renderRoute(compareRoute, {
      path: '/compare',
      search: `?ids=${HALL},${SARI}`,
      locale,
      api: { [`/api/compare?ids=${HALL}%2C${SARI}`]: { guests: null, data: [plainHall, sari] } },
    })
    const table = await screen.findByRole('table', { name: t('catalog.compare.table') })
    expect(within(table).getByRole('columnheader', { name: t('catalog.compare.price') })).toBeTruthy()
    const sariRow = within(table).getByRole('row', { name: /Red Benarasi Sari/ })
    expect(within(sariRow).getAllByText(t('catalog.compare.notApplicable'))).toHaveLength(2)
    expect(within(sariRow).getByText(t('catalog.reply.hours'))).toBeTruthy()
    const hallRow = within(table).getByRole('row', { name: new RegExp(locale === 'bn' ? 'কর্ণফুলী হল' : 'Karnaphuli Hall') })
    expect(within(hallRow).getByText(t('catalog.compare.noCapacity'))).toBeTruthy()
    expect(within(hallRow).getByText(t('catalog.compare.ownPrice', { price: formatMoney(160_000, locale) }))).toBeTruthy()
  })

  test('without listings it points back to the shortlist; a refusal is said in place', async () => {
    const empty = renderRoute(compareRoute, { path: '/compare', locale })
    expect(await screen.findByText(t('catalog.compare.pickFew'))).toBeTruthy()
    expect(screen.getByRole('link', { name: t('catalog.compare.back') })).toBeTruthy()
    empty.unmount()

    const message = locale === 'bn' ? 'এই আইডিতে কোনো সেবা পাওয়া যায়নি।' : 'No listing with this id'
    renderRoute(compareRoute, {
      path: '/compare',
      search: `?ids=${HALL},${STUDIO}`,
      locale,
      api: {
        [`/api/compare?ids=${HALL}%2C${STUDIO}`]: {
          status: 404,
          body: { statusCode: 404, code: 'listing_not_found', error: 'Not Found', message },
        },
      },
    })
    expect(await screen.findByText(message)).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getByRole('link', { name: t('catalog.compare.back') })).toBeTruthy()
  })

  test('a guest count the server refuses is said under the field', async () => {
    const sentence = 'guests must be 1 or more'
    renderRoute(compareRoute, {
      path: '/compare',
      search: `?ids=${HALL},${STUDIO}&guests=0`,
      locale,
      api: {
        [`/api/compare?ids=${HALL}%2C${STUDIO}&guests=0`]: {
          status: 400,
          body: { statusCode: 400, code: 'validation_failed', error: 'Bad Request', message: sentence, fields: { guests: sentence } },
        },
      },
    })
    const field = await screen.findByLabelText(t('catalog.compare.guests'))
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText(sentence)).toBeTruthy()
  })
})

describe('choosing on the shortlist what to compare', () => {
  const listing = (id: string, name: string): TListing => ({
    id,
    kind: 'photographer',
    name,
    nameBn: null,
    category: 'Wedding',
    categoryBn: null,
    pictures: ['/demo/photographer-1.svg'],
    backgroundPicture: null,
    description: null,
    descriptionBn: null,
    price: 15_000,
    rating: null,
    reviewCount: 0,
    businessRating: 4.5,
    size: null,
    capacity: null,
    district: 'Dhaka',
    address: '1 Road',
    addressBn: null,
    perPlateFrom: null,
    advancePercent: 100,
    cancellationPolicy: 'moderate',
    bookingMode: 'instant',
    agency: { id: HALL, name: 'Lens Co', district: 'Dhaka', address: '1 Road', phone: '+8801711000000', email: 'lens@example.com' },
    replyMinutes: 45,
    createdAt: '2026-11-01T10:00:00.000Z',
  })
  const kept: TShortlist = {
    data: [
      listing('00000000-0000-4000-a000-000000000001', 'First Lens'),
      listing('00000000-0000-4000-a000-000000000002', 'Second Lens'),
      listing('00000000-0000-4000-a000-000000000003', 'Third Lens'),
      listing('00000000-0000-4000-a000-000000000004', 'Fourth Lens'),
      listing('00000000-0000-4000-a000-000000000005', 'Fifth Lens'),
    ],
  }
  const t = (key: TMessageKey, values?: Record<string, string | number>) => serverTranslator('en').t(key, values)

  test('two to four ticked open the comparison; a fifth cannot be ticked; each card says how quickly they reply', async () => {
    renderRoute(shortlistRoute, { path: '/dashboard/shortlist', me: signedIn(), api: { '/api/shortlist': kept } })
    await screen.findByRole('heading', { level: 1, name: t('catalog.shortlist.title') })
    expect(screen.getAllByText(t('catalog.reply.hour'))).toHaveLength(5)
    const box = (name: string) => screen.getByRole('checkbox', { name: `${t('catalog.compare.pick')} ${name}` })
    const user = userEvent.setup()
    await user.click(box('Second Lens'))
    expect(screen.queryByRole('link', { name: /Compare \d listings/ })).toBeNull()
    await user.click(box('First Lens'))
    const go = screen.getByRole('link', { name: t('catalog.compare.go', { count: 2 }) })
    expect(go.getAttribute('href')).toBe(`/compare?ids=${kept.data[1]!.id},${kept.data[0]!.id}`)
    await user.click(box('Third Lens'))
    await user.click(box('Fourth Lens'))
    expect((box('Fifth Lens') as HTMLInputElement).disabled).toBe(true)
    expect(screen.getByText(t('catalog.compare.pickMax'))).toBeTruthy()
    expect(screen.getByRole('link', { name: t('catalog.compare.go', { count: 4 }) })).toBeTruthy()
  })

  test('one kept listing has nothing to compare with: no ticks', async () => {
    renderRoute(shortlistRoute, {
      path: '/dashboard/shortlist',
      me: signedIn(),
      api: { '/api/shortlist': { data: kept.data.slice(0, 1) } },
    })
    await screen.findByRole('heading', { level: 1, name: t('catalog.shortlist.title') })
    expect(screen.queryByRole('checkbox')).toBeNull()
  })
})
