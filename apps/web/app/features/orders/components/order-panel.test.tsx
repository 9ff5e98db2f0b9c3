import type { ComponentProps } from 'react'
import { screen } from '@testing-library/react'
import { serverTranslator } from '@utsab/shared/i18n/compile'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import { describe, expect, test } from 'vitest'
import { pageMessages } from '#app/lib/i18n.server'
import { seedOf } from '#app/lib/loader-seed'
import { renderRoute, signedIn } from '../../../../test/render-route'
import { OrderPanel } from './order-panel'

const hall: ComponentProps<typeof OrderPanel>['listing'] = {
  id: '0b7d6c5e-4f3a-4b2c-9d1e-0f9a8b7c6d5e',
  kind: 'venue',
  name: 'Shapla Convention Hall',
  nameBn: null,
  price: 150000,
  advancePercent: 30,
  cancellationPolicy: 'moderate',
  size: null,
  capacity: 300,
  packages: [],
  addons: [],
  answerWithinHours: 48,
}
const availability = seedOf({ listingId: hall.id, from: '2026-12-01', to: '2027-11-30', booked: [], takenShifts: [] })

/** The listing page's order controls on their own, for a signed-in customer. */
const panelOf = (listing: typeof hall, locale: 'en' | 'bn') =>
  renderRoute(
    {
      default: () => <OrderPanel listing={listing} availability={availability} loggedIn />,
      loader: ({ request }: { request: Request }) => ({ i18n: pageMessages(request, 'orders') }),
    },
    {
      path: '/venue/hall',
      locale,
      me: signedIn(),
    },
  )

describe.each(['en', 'bn'] as const)('the booking form offers to hold a request’s advance with bKash, in %s', (locale) => {
  const t = (key: TMessageKey) => serverTranslator(locale).t(key)

  test('a hall that takes requests, with an advance, offers it, unticked, with what it means', async () => {
    panelOf(hall, locale)
    const offer = await screen.findByRole('checkbox', { name: t('orders.hold.offer') })
    expect((offer as HTMLInputElement).checked).toBe(false)
    expect(screen.getByText(t('orders.hold.offerHint'))).toBeTruthy()
  })

  test('a hall booked at once, or one that asks no advance, does not', async () => {
    const instant = panelOf({ ...hall, answerWithinHours: null }, locale)
    await screen.findByRole('button', { name: t('orders.addToCart') })
    expect(screen.queryByRole('checkbox', { name: t('orders.hold.offer') })).toBeNull()
    instant.unmount()
    panelOf({ ...hall, advancePercent: 0 }, locale)
    await screen.findByRole('button', { name: t('orders.addToCart') })
    expect(screen.queryByRole('checkbox', { name: t('orders.hold.offer') })).toBeNull()
  })
})
