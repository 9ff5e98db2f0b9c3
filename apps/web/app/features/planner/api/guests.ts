import { queryOptions, useMutation, useQuery, useQueryClient } from '#app/lib/query'
import type { TGuestList } from '@utsab/shared/schemas/guests'
import { callApi } from '#app/lib/api-client'
import { useSeed, type TSeed } from '#app/lib/loader-seed'
import { guestListEndpoint } from './guest-endpoints'
import { PLANNER_KEY } from './planner'

/** An event's guest list: every change answers the whole list, which replaces the cached one. */
export const guestsKey = (eventId: string) => [...PLANNER_KEY, 'guests', eventId] as const

export const guestsQuery = (eventId: string) =>
  queryOptions({ queryKey: guestsKey(eventId), queryFn: () => callApi(guestListEndpoint, { params: { eventId } }) })

export function useGuests(seed: TSeed<TGuestList>) {
  const query = guestsQuery(seed.data.eventId)
  return useQuery({ ...query, ...useSeed(query.queryKey, seed) })
}

/** A change of the guest list: its answer is the list as it now is. */
export function useGuestChange<TInput>(change: (input: TInput) => Promise<TGuestList>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: (list) => queryClient.setQueryData(guestsKey(list.eventId), list),
  })
}
