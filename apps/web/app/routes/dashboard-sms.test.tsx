import { screen, within } from '@testing-library/react'
import { formatDateTime } from '@utsab/shared/format'
import { serverTranslator } from '@utsab/shared/i18n/compile'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import type { TSmsFigures } from '@utsab/shared/schemas/phone'
import { describe, expect, test } from 'vitest'
import { renderRoute, signedIn } from '../../test/render-route'
import * as smsRoute from './dashboard-sms'

const FIGURES: TSmsFigures = {
  days: 30,
  totals: { sent: 1234, failed: 2, waiting: 1, segments: 1410, costPaisa: 49350 },
  byKind: [
    { kind: 'code', sent: 1200, failed: 2, segments: 1200, costPaisa: 42000 },
    { kind: 'request-new', sent: 34, failed: 0, segments: 210, costPaisa: 7350 },
  ],
  latest: [
    {
      id: 'sms-2',
      to: '+88017•••••678',
      kind: 'code',
      status: 'failed',
      encoding: 'gsm',
      segments: 1,
      costPaisa: 0,
      error: 'SSL Wireless: invalid msisdn',
      createdAt: '2026-11-28T10:05:00.000Z',
      sentAt: null,
    },
    {
      id: 'sms-1',
      to: '+88018•••••567',
      kind: 'request-new',
      status: 'sent',
      encoding: 'ucs2',
      segments: 3,
      costPaisa: 105,
      error: null,
      createdAt: '2026-11-28T09:00:00.000Z',
      sentAt: '2026-11-28T09:00:02.000Z',
    },
  ],
}

describe.each(['en', 'bn'] as const)('the admins’ SMS figures, in %s', (locale) => {
  const t = (key: TMessageKey, values?: Record<string, string>) => serverTranslator(locale).t(key, values)
  const digits = (text: string) => (locale === 'bn' ? text.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d))) : text)
  const money = (text: string) => (locale === 'bn' ? `${digits(text)} ৳` : `${text} BDT`)

  test('totals with the cost in taka, by kind, and the latest SMS with masked numbers', async () => {
    renderRoute(smsRoute, { path: '/dashboard/sms', locale, me: signedIn({ role: 'admin' }), api: { '/api/admin/sms': FIGURES } })
    expect(await screen.findByRole('heading', { level: 1, name: t('dashboard.link.sms') })).toBeTruthy()
    const figure = (label: TMessageKey) => screen.getAllByText(t(label), { selector: 'dt' })[0]!.nextElementSibling?.textContent
    expect(figure('admin.sms.sent')).toBe(digits('1,234'))
    expect(figure('admin.sms.failed')).toBe(digits('2'))
    expect(figure('admin.sms.segments')).toBe(digits('1,410'))
    expect(figure('admin.sms.cost')).toBe(money('493.50'))

    const byKind = screen.getByRole('table', { name: t('admin.sms.byKind') })
    const codes = within(byKind).getByRole('row', { name: new RegExp(t('admin.sms.kindName.code')) })
    expect(within(codes).getByText(money('420'))).toBeTruthy()

    const latest = screen.getByRole('table', { name: t('admin.sms.latest') })
    const failed = within(latest).getByRole('row', { name: new RegExp(digits('\\+88017')) })
    expect(within(failed).getByText(digits('+88017•••••678'))).toBeTruthy()
    expect(within(failed).getByText(t('admin.sms.state.failed'))).toBeTruthy()
    expect(within(failed).getByText('SSL Wireless: invalid msisdn')).toBeTruthy()
    const sent = within(latest).getByRole('row', { name: new RegExp(digits('\\+88018')) })
    expect(within(sent).getByText(money('1.05'))).toBeTruthy()
    expect(within(sent).getByText(formatDateTime('2026-11-28T09:00:02.000Z', locale))).toBeTruthy()
  })
})
