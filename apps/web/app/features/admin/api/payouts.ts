import { queryOptions, useMutation, useQuery, useQueryClient } from '#app/lib/query'
import type { z } from 'zod'
import type { ZRecordPayout } from '@utsab/shared/schemas/earnings'
import { callApi, type TResponseOf } from '#app/lib/api-client'
import { useSeed, type TSeed } from '#app/lib/loader-seed'
import { useIdempotencyKey } from '#app/lib/use-idempotency-key'
import { payoutsOverviewEndpoint, recordPayoutEndpoint } from './endpoints'
import { ADMIN_KEY } from './queries'

export type TPayoutsOverview = TResponseOf<typeof payoutsOverviewEndpoint>
export type TPayoutsMerchant = TPayoutsOverview['merchants'][number]

export const payoutsOverviewQuery = () =>
  queryOptions({ queryKey: [...ADMIN_KEY, 'payouts'] as const, queryFn: () => callApi(payoutsOverviewEndpoint) })

/** The merchants owed money and the latest payouts, seeded by the route loader, read again after each payout. */
export function usePayoutsOverview(seed: TSeed<TPayoutsOverview>) {
  const query = payoutsOverviewQuery()
  return useQuery({ ...query, ...useSeed(query.queryKey, seed) })
}

/**
 * Records a payout made outside Utsab, once per submission (an Idempotency-Key: a double click or a
 * retry after a lost answer records it once). Success or not (another admin may have paid the
 * merchant meanwhile), the lists are read again before it settles.
 */
export function useRecordPayout() {
  const queryClient = useQueryClient()
  const key = useIdempotencyKey()
  return useMutation({
    mutationKey: [...ADMIN_KEY, 'payouts', 'record'],
    mutationFn: (payout: z.output<typeof ZRecordPayout>) => callApi(recordPayoutEndpoint, { body: payout, idempotencyKey: key.get() }),
    onSettled: async (_data, error) => {
      key.settled(error)
      await queryClient.invalidateQueries({ queryKey: payoutsOverviewQuery().queryKey })
    },
  })
}
