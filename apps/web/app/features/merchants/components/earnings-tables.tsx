import { useId, type ReactNode } from 'react'
import { formatDate, formatMoney } from '@utsab/shared/format'
import type { TPayout } from '@utsab/shared/schemas/earnings'
import { BookingNumber } from '#app/widgets/booking-cells'
import { DataTable, type TColumn } from '#app/components/ui/data-table'
import { PayoutsTable } from '#app/widgets/payouts-table'
import { useLocale, useT } from '#app/lib/i18n'
import type { TMerchantEarnings } from '../api/earnings'

type TUpcoming = TMerchantEarnings['upcoming'][number]

/** A titled part of the earnings page, with a lead and what to say when it has nothing. */
function Part({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {lead && <p className="mt-1 max-w-prose text-stone-700 dark:text-stone-300">{lead}</p>}
      <div className="mt-4">{children}</div>
    </section>
  )
}

const Empty = ({ children }: { children: ReactNode }) => (
  <p className="card max-w-prose px-4 py-6 text-stone-700 dark:text-stone-300">{children}</p>
)

/** Balances customers still owe on bookings that took an advance, the soonest due first. */
export function UpcomingBalances({ upcoming }: { upcoming: readonly TUpcoming[] }) {
  const t = useT()
  const locale = useLocale()
  const columns: TColumn<TUpcoming>[] = [
    {
      key: 'booking',
      header: t('dashboard.earnings.booking'),
      rowHeader: true,
      cell: (row) => <BookingNumber order={{ id: row.orderId, number: row.number }} />,
    },
    { key: 'event', header: t('dashboard.earnings.event'), cell: (row) => row.event },
    {
      key: 'eventDate',
      header: t('dashboard.earnings.eventDate'),
      cell: (row) => <span className="whitespace-nowrap">{formatDate(row.eventDate, locale)}</span>,
    },
    {
      key: 'balance',
      header: t('dashboard.earnings.balance'),
      cell: (row) => <span className="font-semibold whitespace-nowrap tabular-nums">{formatMoney(row.balance, locale)}</span>,
    },
    {
      key: 'dueOn',
      header: t('dashboard.earnings.dueOn'),
      cell: (row) => <span className="whitespace-nowrap">{formatDate(row.dueOn, locale)}</span>,
    },
  ]
  return (
    <Part title={t('dashboard.earnings.upcomingTitle')} lead={upcoming.length > 0 ? t('dashboard.earnings.upcomingLead') : undefined}>
      <DataTable
        rows={upcoming}
        columns={columns}
        rowKey={(row) => row.orderId}
        caption={t('dashboard.earnings.upcomingCaption')}
        empty={<Empty>{t('dashboard.earnings.noUpcoming')}</Empty>}
      />
    </Part>
  )
}

/** What Utsab paid the merchant, newest first. */
export function MerchantPayouts({ payouts }: { payouts: readonly TPayout[] }) {
  const t = useT()
  return (
    <Part title={t('dashboard.earnings.payoutsTitle')}>
      <PayoutsTable
        payouts={payouts}
        caption={t('dashboard.earnings.payoutsCaption')}
        empty={<Empty>{t('dashboard.earnings.noPayouts')}</Empty>}
      />
    </Part>
  )
}
