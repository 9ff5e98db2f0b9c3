import { queryOptions, useMutation, useQuery, useQueryClient } from '#app/lib/query'
import { z } from 'zod'
import {
  ZBlockDate,
  ZBlockedDates,
  ZCalendarQuery,
  ZListingCalendar,
  type TBlockDate,
  type TCalendarQuery,
} from '@utsab/shared/schemas/calendar'
import { callApi, endpoint } from '#app/lib/api-client'
import { useSeed, type TSeed } from '#app/lib/loader-seed'

/** A listing's bookings and blocked dates from one day to another (issue 17). */
export const listingCalendarEndpoint = endpoint({
  method: 'GET',
  path: '/api/merchant/listings/:id/calendar',
  query: ZCalendarQuery,
  response: ZListingCalendar,
})
export const blockDateEndpoint = endpoint({
  method: 'POST',
  path: '/api/merchant/listings/:id/blocks',
  body: ZBlockDate,
  response: ZBlockedDates,
})
export const unblockDateEndpoint = endpoint({ method: 'DELETE', path: '/api/merchant/listings/:id/blocks/:blockId', response: z.null() })

const CALENDAR_KEY = ['merchant', 'calendar'] as const
const calendarQuery = (listingId: string, range: TCalendarQuery) =>
  queryOptions({
    queryKey: [...CALENDAR_KEY, listingId, range.from, range.to],
    queryFn: () => callApi(listingCalendarEndpoint, { params: { id: listingId }, query: range }),
  })

/** The shown month of a listing's calendar, seeded by the page's loader and read again after each change. */
export function useListingCalendar(listingId: string, range: TCalendarQuery, seed: TSeed<z.infer<typeof ZListingCalendar>>) {
  const query = calendarQuery(listingId, range)
  return useQuery({ ...query, ...useSeed(query.queryKey, seed) })
}

/** Block a date or a venue's shift; the calendar is read again once the server has answered. */
export function useBlockDate(listingId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: TBlockDate) => callApi(blockDateEndpoint, { params: { id: listingId }, body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...CALENDAR_KEY, listingId] }),
  })
}

/** Free a blocked date again. */
export function useUnblockDate(listingId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (blockId: string) => callApi(unblockDateEndpoint, { params: { id: listingId, blockId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...CALENDAR_KEY, listingId] }),
  })
}
