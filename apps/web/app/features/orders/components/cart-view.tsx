import { useId } from 'react'
import { Link, useNavigate, useRevalidator } from 'react-router'
import { KIND_META } from '@utsab/shared/kinds'
import type { TCart } from '@utsab/shared/schemas/orders'
import { Spinner } from '../../../components/ui/spinner'
import { formatEventDate } from '../../../lib/charges'
import { formatBdt } from '../../../lib/format'
import { errorMessage, notify } from '../../../lib/toast'
import { useCheckout, useRemoveFromCart } from '../api/mutations'
import { ChargeList } from './charge-list'

/**
 * The cart: each item with its date and charges, a Remove button, the grand total and Checkout,
 * which books everything at once (or nothing, naming the clash) and goes on to pay for it.
 */
export function CartView({ cart }: { cart: TCart }) {
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const remove = useRemoveFromCart()
  const checkout = useCheckout()
  const totalId = useId()
  const reloading = revalidator.state === 'loading'

  if (cart.items.length === 0)
    return (
      <div className="card mt-8 flex flex-col items-start gap-4 p-6 sm:p-8">
        <p className="text-stone-700 dark:text-stone-300">Your cart is empty. Add services from their pages to book several at once.</p>
        <Link to="/service" className="btn-primary">
          Browse services
        </Link>
      </div>
    )

  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem] lg:items-start">
      <ul className="flex flex-col gap-4" aria-label="Cart items">
        {cart.items.map((item) => {
          const picture =
            item.listing.backgroundPicture && item.listing.kind === 'venue' ? item.listing.backgroundPicture : item.listing.pictures[0]
          const removing = remove.isPending && remove.variables === item.id
          return (
            <li key={item.id} className="card flex flex-col gap-4 p-4 sm:flex-row">
              {picture ? (
                <img
                  src={picture}
                  alt=""
                  width={128}
                  height={96}
                  loading="lazy"
                  className="h-32 w-full rounded-xl object-cover sm:h-24 sm:w-32"
                />
              ) : (
                <span aria-hidden="true" className="h-24 w-32 rounded-xl bg-stone-200 dark:bg-stone-800" />
              )}
              <div className="flex flex-1 flex-col gap-1">
                <h2 className="text-lg font-semibold">
                  <Link to={`${KIND_META[item.listing.kind].detailPrefixes[0]}/${item.listing.id}`} className="hover:underline">
                    {item.listing.name}
                  </Link>
                </h2>
                <p className="text-sm text-stone-600 dark:text-stone-400">
                  {item.listing.agency.name} · {item.listing.category}
                </p>
                <p className="text-sm">
                  Event date: <span className="font-medium">{formatEventDate(item.eventDate)}</span>
                </p>
                <div className="mt-1">
                  <ChargeList charges={item} />
                </div>
              </div>
              <div className="flex items-start sm:justify-end">
                <button
                  type="button"
                  className="btn-ghost text-red-700 dark:text-red-300"
                  aria-label={`Remove ${item.listing.name}`}
                  disabled={remove.isPending || checkout.isPending}
                  onClick={() =>
                    remove.mutate(item.id, {
                      onSuccess: () => void revalidator.revalidate(),
                      onError: (error) => notify.error(errorMessage(error)),
                    })
                  }
                >
                  {removing && <Spinner className="size-4" />}
                  Remove
                </button>
              </div>
            </li>
          )
        })}
      </ul>
      <section aria-labelledby={totalId} className="card flex flex-col gap-4 p-6 lg:sticky lg:top-24">
        <h2 id={totalId} className="text-lg font-semibold">
          Summary
        </h2>
        <p className="flex items-baseline justify-between gap-4">
          <span className="text-stone-700 dark:text-stone-300">
            Total ({cart.items.length} {cart.items.length === 1 ? 'item' : 'items'})
          </span>
          <span className="text-2xl font-bold text-brand-700 dark:text-brand-300">{formatBdt(cart.total)}</span>
        </p>
        <button
          type="button"
          className="btn-primary text-base"
          disabled={checkout.isPending || remove.isPending || reloading}
          onClick={() =>
            checkout.mutate(undefined, {
              onSuccess: ({ orders }) => {
                const first = orders[0]
                void navigate(first ? `/payment/${first.id}` : '/orders')
              },
              onError: (error) => notify.error(errorMessage(error)),
            })
          }
        >
          {checkout.isPending && <Spinner className="size-4" />}
          Checkout
        </button>
        <p className="text-xs text-stone-600 dark:text-stone-400">Dated services are held for you while you pay.</p>
      </section>
    </div>
  )
}
