import { useId } from 'react'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { formatEventDate } from '../../../lib/charges'
import { formatBdt } from '../../../lib/format'

const th = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wider text-stone-600 dark:text-stone-400'
const td = 'px-4 py-3 align-top text-sm'

const UNPAID: Record<Exclude<TOrder['status'], 'paid'>, string> = {
  pending: 'Not paid',
  cancelled: 'Cancelled',
  expired: 'Expired',
}

/**
 * Every booking (spec §2 all-bookings): number, event, customer name and email, price, address and
 * phone, and the Paid marker. One page of them; the page is in the URL.
 */
export function BookingsTable({ orders, caption }: { orders: TOrder[]; caption: string }) {
  const id = useId()
  return (
    <>
      <div role="region" aria-labelledby={`${id}-caption`} tabIndex={0} className="card overflow-x-auto">
        <table className="w-full min-w-[46rem] border-collapse">
          <caption id={`${id}-caption`} className="sr-only">
            {caption}
          </caption>
          <thead className="border-b border-stone-200 dark:border-stone-800">
            <tr>
              <th scope="col" className={th}>
                No.
              </th>
              <th scope="col" className={th}>
                Event
              </th>
              <th scope="col" className={th}>
                Customer
              </th>
              <th scope="col" className={th}>
                Price
              </th>
              <th scope="col" className={th}>
                Address and phone
              </th>
              <th scope="col" className={th}>
                Payment
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200 dark:divide-stone-800">
            {orders.map((order) => (
              <tr key={order.id}>
                <th scope="row" className={`${td} text-left font-semibold tabular-nums`}>
                  #{order.number}
                </th>
                <td className={td}>
                  <span className="block font-semibold">{order.event}</span>
                  <span className="block text-stone-700 dark:text-stone-300">
                    {order.category} · {order.agencyName}
                  </span>
                  <span className="block text-stone-700 dark:text-stone-300">{formatEventDate(order.eventDate)}</span>
                </td>
                <td className={td}>
                  <span className="block font-medium">{order.customer.name}</span>
                  <span className="block break-words text-stone-700 dark:text-stone-300">{order.customer.email}</span>
                </td>
                <td className={`${td} whitespace-nowrap`}>{formatBdt(order.total)}</td>
                <td className={td}>
                  <span className="block">{order.location}</span>
                  <a href={`tel:${order.contact.replace(/[^+\d]/g, '')}`} className="link">
                    {order.contact}
                  </a>
                </td>
                <td className={td}>
                  {order.paid ? (
                    <span className="inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800 dark:bg-green-900/60 dark:text-green-200">
                      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5" fill="currentColor">
                        <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
                      </svg>
                      Paid
                    </span>
                  ) : (
                    <span className="inline-flex whitespace-nowrap rounded-full bg-stone-200 px-2.5 py-0.5 text-xs font-semibold text-stone-800 dark:bg-stone-800 dark:text-stone-200">
                      {order.status === 'paid' ? 'Paid' : UNPAID[order.status]}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-sm text-stone-600 md:hidden dark:text-stone-400">Scroll the table sideways to see every column.</p>
    </>
  )
}
