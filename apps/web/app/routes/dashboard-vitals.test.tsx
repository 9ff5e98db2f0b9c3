import { screen, within } from '@testing-library/react'
import { serverTranslator } from '@utsab/shared/i18n/compile'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import type { TVitalsReport } from '@utsab/shared/schemas/vitals'
import { describe, expect, test } from 'vitest'
import { renderRoute, signedIn } from '../../test/render-route'
import * as vitalsRoute from './dashboard-vitals'

const REPORT: TVitalsReport = {
  days: 7,
  sampleRate: 0.1,
  thresholds: { lcp: { good: 2500, poor: 4000 }, inp: { good: 200, poor: 500 }, cls: { good: 0.1, poor: 0.25 } },
  rows: [
    {
      route: '/venue/:id',
      device: 'phone',
      locale: 'bn',
      samples: 1234,
      lcp: { p75: 3250, samples: 1234, rating: 'needs-improvement' },
      inp: { p75: 175, samples: 800, rating: 'good' },
      cls: { p75: 0.35, samples: 1234, rating: 'poor' },
    },
    {
      route: '/',
      device: 'desktop',
      locale: 'en',
      samples: 3,
      lcp: { p75: 1200, samples: 3, rating: 'good' },
      inp: { p75: null, samples: 0, rating: null },
      cls: { p75: 0, samples: 3, rating: 'good' },
    },
  ],
}

describe.each(['en', 'bn'] as const)('the admins’ page speed, in %s', (locale) => {
  const t = (key: TMessageKey, values?: Record<string, string>) => serverTranslator(locale).t(key, values)
  const digits = (text: string) => (locale === 'bn' ? text.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d))) : text)
  const show = (report: TVitalsReport) =>
    renderRoute(vitalsRoute, { path: '/dashboard/vitals', locale, me: signedIn({ role: 'admin' }), api: { '/api/admin/vitals': report } })

  test('p75 of LCP, INP and CLS per page, device and language, rated in words and counted', async () => {
    show(REPORT)
    expect(await screen.findByRole('heading', { level: 1, name: t('dashboard.link.vitals') })).toBeTruthy()
    expect(screen.getByText(t('admin.vitals.description', { days: digits('7'), sample: `${digits('10')}%` }))).toBeTruthy()

    const table = screen.getByRole('table', { name: t('admin.vitals.caption') })
    const venue = within(table).getByRole('row', { name: /\/venue\/:id/ })
    expect(within(venue).getByRole('rowheader').textContent).toBe('/venue/:id')
    expect(within(venue).getByText(t('admin.vitals.deviceName.phone'))).toBeTruthy()
    expect(within(venue).getByText(t('admin.vitals.localeName.bn'))).toBeTruthy()
    expect(within(venue).getAllByText(digits('1,234')).length).toBeGreaterThan(0)
    expect(within(venue).getByText(t('admin.vitals.seconds', { value: digits('3.25') }))).toBeTruthy()
    expect(within(venue).getByText(t('admin.vitals.rating.needs-improvement'))).toBeTruthy()
    expect(within(venue).getByText(t('admin.vitals.milliseconds', { value: digits('175') }))).toBeTruthy()
    expect(within(venue).getByText(t('admin.vitals.measuredIn', { count: digits('800') }))).toBeTruthy()
    expect(within(venue).getByText(digits('0.35'))).toBeTruthy()
    expect(within(venue).getByText(t('admin.vitals.rating.poor'))).toBeTruthy()

    const home = within(table).getByRole('row', { name: new RegExp(t('admin.vitals.deviceName.desktop')) })
    expect(within(home).getByText(t('admin.vitals.notMeasured'))).toBeTruthy()
    expect(within(home).getAllByText(t('admin.vitals.rating.good'))).toHaveLength(2)
  })

  test('says so when nothing was measured yet', async () => {
    show({ ...REPORT, rows: [] })
    expect(await screen.findByText(t('admin.vitals.none', { days: digits('7') }))).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })
})
