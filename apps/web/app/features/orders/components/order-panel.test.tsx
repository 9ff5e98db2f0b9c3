import type { ComponentProps } from 'react'
import { screen } from '@testing-library/react'
import { addDays, formatDate, todayInDhaka } from '@utsab/shared/format'
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
const panelOf = (listing: typeof hall, locale: 'en' | 'bn', whatsapp?: ComponentProps<typeof OrderPanel>['whatsapp'], search = '') =>
  renderRoute(
    {
      default: () => <OrderPanel listing={listing} availability={availability} loggedIn whatsapp={whatsapp} />,
      loader: ({ request }: { request: Request }) => ({ i18n: pageMessages(request, 'orders') }),
    },
    {
      path: '/venue/hall',
      search,
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

describe.each(['en', 'bn'] as const)('a merchant who offers WhatsApp, on the listing page in %s', (locale) => {
  const t = (key: TMessageKey, values?: Record<string, string>) => serverTranslator(locale).t(key, values)

  test('links to a chat with their number and a first message naming the listing; none when they do not offer it', async () => {
    const offered = panelOf(hall, locale, { phone: '+8801711223344', agency: 'Shapla Events' })
    const link = await screen.findByRole('link', { name: t('orders.whatsapp.label', { agency: 'Shapla Events' }) })
    const text = t('orders.whatsapp.listingUndated', { listing: 'Shapla Convention Hall' })
    expect(link.getAttribute('href')).toBe(`https://wa.me/8801711223344?text=${encodeURIComponent(text)}`)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
    offered.unmount()
    // A date picked in a search (or before signing in) goes into the message.
    const day = addDays(todayInDhaka(), 30)
    const dated = panelOf(hall, locale, { phone: '+8801711223344', agency: 'Shapla Events' }, `?date=${day}`)
    const datedText = t('orders.whatsapp.listing', { listing: 'Shapla Convention Hall', date: formatDate(day, locale) })
    expect((await screen.findByRole('link', { name: t('orders.whatsapp.label', { agency: 'Shapla Events' }) })).getAttribute('href')).toBe(
      `https://wa.me/8801711223344?text=${encodeURIComponent(datedText)}`,
    )
    dated.unmount()
    panelOf(hall, locale)
    await screen.findByRole('button', { name: t('orders.addToCart') })
    expect(screen.queryByRole('link', { name: t('orders.whatsapp.label', { agency: 'Shapla Events' }) })).toBeNull()
  })
})
