import { screen, within } from '@testing-library/react'
import { serverTranslator } from '@utsab/shared/i18n/compile'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import type { TListing, TListingPage } from '@utsab/shared/schemas/catalog'
import { describe, expect, test } from 'vitest'
import { renderRoute } from '../../test/render-route'
import * as listRoute from './listing-list'

/** A photographer as the list answers it, with its merchant's usual reply time in minutes (null: too few answers). */
const photographer = (n: number, name: string, replyMinutes: number | null): TListing => ({
  id: `00000000-0000-4000-a000-00000000000${n}`,
  kind: 'photographer',
  name,
  nameBn: null,
  category: 'Wedding',
  categoryBn: null,
  pictures: ['/demo/photographer-1.svg'],
  backgroundPicture: null,
  description: null,
  descriptionBn: null,
  price: 15_000 + n,
  rating: null,
  reviewCount: 0,
  businessRating: 4.5,
  size: null,
  capacity: null,
  district: 'Dhaka',
  address: '1 Road',
  addressBn: null,
  perPlateFrom: null,
  advancePercent: 50,
  cancellationPolicy: 'moderate',
  bookingMode: 'instant',
  agency: {
    id: `10000000-0000-4000-a000-00000000000${n}`,
    name: `${name} Co`,
    district: 'Dhaka',
    address: '1 Road',
    phone: '+8801711000000',
    email: 'lens@example.com',
  },
  replyMinutes,
  createdAt: '2026-11-01T10:00:00.000Z',
})

const PAGE: TListingPage = {
  data: [photographer(1, 'Quick Lens', 25), photographer(2, 'Steady Lens', 600), photographer(3, 'New Lens', null)],
  page: 1,
  pageSize: 12,
  total: 3,
  totalExact: true,
  totalPages: 1,
}

describe.each(['en', 'bn'] as const)('a list sorted by how quickly merchants reply, in %s', (locale) => {
  const t = (key: TMessageKey) => serverTranslator(locale).t(key)

  test('each card says how quickly its merchant usually replies, and says nothing without enough answers', async () => {
    renderRoute(listRoute, {
      path: '/services/photographers',
      search: '?sort=reply',
      locale,
      api: { '/api/photography': PAGE },
    })
    const grid = await screen.findByRole('list', { name: t('catalog.grid.label') })
    const card = (name: string) => within(grid).getByRole('heading', { name }).closest('li')!
    expect(within(card('Quick Lens')).getByText(t('catalog.reply.hour'))).toBeTruthy()
    expect(within(card('Steady Lens')).getByText(t('catalog.reply.day'))).toBeTruthy()
    for (const band of ['hour', 'hours', 'day', 'days'] as const)
      expect(within(card('New Lens')).queryByText(t(`catalog.reply.${band}`))).toBeNull()
    const sort = screen.getByRole('combobox', { name: t('catalog.filters.sort') })
    expect((sort as HTMLSelectElement).value).toBe('reply')
    expect(within(sort).getByRole('option', { name: t('catalog.sort.reply') })).toBeTruthy()
  })
})
