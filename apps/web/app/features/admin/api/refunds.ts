import { useMutation, useQueryClient } from '#app/lib/query'
import { useRevalidator } from 'react-router'
import type { z } from 'zod'
import type { TOrder, ZAdminRefund } from '@utsab/shared/schemas/orders'
import { callApi } from '#app/lib/api-client'
import { useIdempotencyKey } from '#app/lib/use-idempotency-key'
import { adminRefundEndpoint } from './endpoints'
import { ADMIN_KEY } from './queries'

/**
 * An admin settles a dispute: the booking is cancelled and `amount` of what was paid goes back, once per
 * submission (an Idempotency-Key: a double click or a retry after a lost answer refunds once). Success or
 * not (the customer or the merchant may have cancelled meanwhile), the bookings page's loader runs again
 * before it settles, and the admin's other money figures (payouts, revenue) are read again when next shown.
 */
export function useAdminRefund() {
  const queryClient = useQueryClient()
  const revalidator = useRevalidator()
  const key = useIdempotencyKey()
  return useMutation({
    mutationKey: [...ADMIN_KEY, 'bookings', 'refund'],
    mutationFn: ({ booking, refund }: { booking: Pick<TOrder, 'id'>; refund: z.output<typeof ZAdminRefund> }) =>
      callApi(adminRefundEndpoint, { params: { id: booking.id }, body: refund, idempotencyKey: key.get() }),
    onSettled: async (_data, error) => {
      key.settled(error)
      await Promise.all([revalidator.revalidate(), queryClient.invalidateQueries({ queryKey: ADMIN_KEY })])
    },
  })
}
