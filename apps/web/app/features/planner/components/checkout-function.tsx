import { useId, useState } from 'react'
import { formatDate } from '@utsab/shared/format'
import type { TOrder } from '@utsab/shared/schemas/orders'
import type { TPlannerEvents } from '@utsab/shared/schemas/planner'
import { Select } from '#app/components/ui/select'
import { callApi } from '#app/lib/api-client'
import { useLocale, useT } from '#app/lib/i18n'
import { errorMessage, notify } from '#app/lib/toast'
import { attachBookingEndpoint } from '../api/endpoints'
import { functionName } from '../lib'

/**
 * At checkout (issue 37): which function of the family's event the bookings are for. `field` is the choice (nothing
 * when the family has no event with functions); `attach` adds the bookings just made to the chosen function.
 */
export function useCheckoutFunction(events: TPlannerEvents) {
  const t = useT()
  const locale = useLocale()
  const id = useId()
  const [functionId, setFunctionId] = useState('')
  const withFunctions = events.data.filter((event) => event.functions.length > 0)
  const field =
    withFunctions.length === 0 ? null : (
      <Select
        id={id}
        label={t('planner.checkout.label')}
        hint={t('planner.checkout.hint')}
        value={functionId}
        onChange={(changed) => setFunctionId(changed.target.value)}
        options={[{ value: '', label: t('planner.checkout.none') }]}
        groups={withFunctions.map((event) => ({
          label: event.title,
          options: event.functions.map((fn) => ({
            value: fn.id,
            label: fn.date ? `${functionName(fn, t)} · ${formatDate(fn.date, locale)}` : functionName(fn, t),
          })),
        }))}
      />
    )
  const attach = async (orders: readonly TOrder[]) => {
    if (!functionId) return
    try {
      for (const order of orders) await callApi(attachBookingEndpoint, { params: { orderId: order.id }, body: { functionId } })
    } catch (error) {
      // The bookings are made: only their place in the planner failed, which their pages can still set.
      notify.error(errorMessage(error), 'planner-checkout')
    }
  }
  return { field, attach }
}
