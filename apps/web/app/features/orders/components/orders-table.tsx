import { useId, useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { ACCOUNT_TEXTS, TEXTS } from '@utsab/shared/texts'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { formatEventDate } from '../../../lib/charges'
import { errorMessage, notify } from '../../../lib/toast'
import { useCancelOrder } from '../api/mutations'
import { orderActions, STATUS_LABELS } from '../lib/order-actions'
import { ChargeList } from './charge-list'

const STATUS_CLASSES: Record<TOrder['status'], string> = {
  pending: 'bg-gold-300/40 text-gold-700 dark:bg-gold-700/30 dark:text-gold-300',
  paid: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200',
  cancelled: 'bg-stone-200 text-stone-700 dark:bg-stone-800 dark:text-stone-300',
  expired: 'bg-stone-200 text-stone-700 dark:bg-stone-800 dark:text-stone-300',
}

const th = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wider text-stone-600 dark:text-stone-400'
const td = 'px-4 py-4 align-top text-sm'

/**
 * The user's orders (spec §2): Event, Customer info, Price, Address and contact, Event date, Status,
 * Action. On a narrow screen the table scrolls inside its own labelled region.
 */
export function OrdersTable({ orders }: { orders: TOrder[] }) {
  const captionId = useId()
  const revalidator = useRevalidator()
  const cancel = useCancelOrder()
  const [confirming, setConfirming] = useState<TOrder | null>(null)
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set())
  const visible = orders.filter((order) => !removed.has(order.id))

  const onConfirm = () => {
    if (!confirming) return
    const { id } = confirming
    cancel.mutate(id, {
      onSuccess: ({ deletedCount }) => {
        if (deletedCount > 0) {
          notify.success(TEXTS.deletedSuccessfully)
          setRemoved((current) => new Set(current).add(id))
        }
        setConfirming(null)
        void revalidator.revalidate()
      },
      onError: (error) => {
        setConfirming(null)
        notify.error(errorMessage(error))
        void revalidator.revalidate()
      },
    })
  }

  return (
    <>
      {visible.length === 0 ? (
        <NoOrders />
      ) : (
        <div role="region" aria-labelledby={captionId} tabIndex={0} className="card mt-8 overflow-x-auto">
          <table className="w-full min-w-[60rem] border-collapse">
            <caption id={captionId} className="sr-only">
              Your orders
            </caption>
            <thead className="border-b border-stone-200 dark:border-stone-800">
              <tr>
                <th scope="col" className={th}>
                  Event
                </th>
                <th scope="col" className={th}>
                  Customer info
                </th>
                <th scope="col" className={th}>
                  Price
                </th>
                <th scope="col" className={th}>
                  Address and contact
                </th>
                <th scope="col" className={th}>
                  Event date
                </th>
                <th scope="col" className={th}>
                  Status
                </th>
                <th scope="col" className={th}>
                  Action
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200 dark:divide-stone-800">
              {visible.map((order) => {
                const actions = orderActions(order)
                return (
                  <tr key={order.id}>
                    <th scope="row" className={`${td} text-left font-normal`}>
                      <div className="flex items-start gap-3">
                        {order.picture ? (
                          <img
                            src={order.picture}
                            alt=""
                            width={56}
                            height={56}
                            loading="lazy"
                            className="size-14 shrink-0 rounded-lg object-cover"
                          />
                        ) : (
                          <span aria-hidden="true" className="size-14 shrink-0 rounded-lg bg-stone-200 dark:bg-stone-800" />
                        )}
                        <span>
                          <span className="block font-semibold">{order.event}</span>
                          <span className="block text-stone-600 dark:text-stone-400">{order.category}</span>
                          <span className="block text-stone-600 dark:text-stone-400">{order.agencyName}</span>
                        </span>
                      </div>
                    </th>
                    <td className={td}>
                      <span className="block font-medium">{order.customer.name}</span>
                      <span className="block text-stone-600 [overflow-wrap:anywhere] dark:text-stone-400">{order.customer.email}</span>
                    </td>
                    <td className={td}>
                      <ChargeList charges={order} />
                    </td>
                    <td className={td}>
                      <span className="block">{order.location}</span>
                      <a href={`tel:${order.contact.replace(/[^+\d]/g, '')}`} className="link">
                        {order.contact}
                      </a>
                    </td>
                    <td className={`${td} whitespace-nowrap`}>{formatEventDate(order.eventDate)}</td>
                    <td className={td}>
                      <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASSES[order.status]}`}>
                        {STATUS_LABELS[order.status]}
                      </span>
                    </td>
                    <td className={td}>
                      <div className="flex items-center gap-2">
                        {actions.pay && (
                          <Link to={`/payment/${order.id}`} className="btn-primary min-h-9 px-4">
                            Pay
                          </Link>
                        )}
                        {actions.paid && (
                          <span className="inline-flex items-center gap-1 font-semibold text-green-700 dark:text-green-300">
                            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
                              <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
                            </svg>
                            Paid
                          </span>
                        )}
                        {actions.cancel && (
                          <button
                            type="button"
                            aria-label="Cancel order"
                            title="Cancel order"
                            onClick={() => setConfirming(order)}
                            className="inline-flex size-11 items-center justify-center rounded-full text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-stone-800"
                          >
                            <svg
                              aria-hidden="true"
                              viewBox="0 0 24 24"
                              className="size-5"
                              fill="none"
                              stroke="currentColor"
                              strokeWidth="2.5"
                              strokeLinecap="round"
                            >
                              <path d="M6 6l12 12M18 6L6 18" />
                            </svg>
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
      {visible.length > 0 && (
        <p className="mt-2 text-sm text-stone-600 md:hidden dark:text-stone-400">Scroll the table sideways to see every column.</p>
      )}
      <ConfirmDialog
        open={confirming !== null}
        message={TEXTS.cancelConfirm}
        confirmLabel="Yes, cancel"
        cancelLabel="Keep it"
        busyLabel="Cancelling…"
        busy={cancel.isPending}
        onConfirm={onConfirm}
        onCancel={() => setConfirming(null)}
      />
    </>
  )
}

function NoOrders() {
  return (
    <div className="card mt-8 flex flex-col items-start gap-4 p-6 sm:p-8">
      <p className="text-stone-700 dark:text-stone-300">{ACCOUNT_TEXTS.noOrdersYet}</p>
      <Link to="/service" className="btn-primary">
        Browse services
      </Link>
    </div>
  )
}
