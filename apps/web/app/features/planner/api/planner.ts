import { queryOptions, useMutation, useQuery, useQueryClient } from '#app/lib/query'
import type { TBookingAttachment, TPlannerEvent, TPlannerEvents } from '@utsab/shared/schemas/planner'
import { callApi } from '#app/lib/api-client'
import { useSeed, type TSeed } from '#app/lib/loader-seed'
import {
  addUsualTasksEndpoint,
  attachBookingEndpoint,
  bookingAttachmentEndpoint,
  deleteEventEndpoint,
  detachBookingEndpoint,
  plannerEventEndpoint,
  plannerEventsEndpoint,
} from './endpoints'

/**
 * The planner's queries: the list of one's events, each event whole, and a booking's attachment. Every change answers
 * the whole event, which replaces the cached one; the list and the bookings' attachments are read again.
 */
export const PLANNER_KEY = ['planner'] as const
export const plannerKeys = {
  events: [...PLANNER_KEY, 'events'] as const,
  event: (eventId: string) => [...PLANNER_KEY, 'event', eventId] as const,
  booking: (orderId: string) => [...PLANNER_KEY, 'booking', orderId] as const,
}

export const eventsQuery = () => queryOptions({ queryKey: plannerKeys.events, queryFn: () => callApi(plannerEventsEndpoint) })
export const eventQuery = (eventId: string) =>
  queryOptions({ queryKey: plannerKeys.event(eventId), queryFn: () => callApi(plannerEventEndpoint, { params: { eventId } }) })
export const attachmentQuery = (orderId: string) =>
  queryOptions({ queryKey: plannerKeys.booking(orderId), queryFn: () => callApi(bookingAttachmentEndpoint, { params: { orderId } }) })

export function useEvents(seed: TSeed<TPlannerEvents>) {
  const query = eventsQuery()
  return useQuery({ ...query, ...useSeed(query.queryKey, seed) })
}

export function useEvent(seed: TSeed<TPlannerEvent>) {
  const query = eventQuery(seed.data.id)
  return useQuery({ ...query, ...useSeed(query.queryKey, seed) })
}

export function useAttachment(seed: TSeed<TBookingAttachment>) {
  const query = attachmentQuery(seed.data.orderId)
  return useQuery({ ...query, ...useSeed(query.queryKey, seed) })
}

/** A change of an event (or a new one): its answer is the event as it now is. */
export function usePlannerChange<TInput>(change: (input: TInput) => Promise<TPlannerEvent>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: (event) => {
      queryClient.setQueryData(plannerKeys.event(event.id), event)
      void queryClient.invalidateQueries({ queryKey: plannerKeys.events })
      void queryClient.invalidateQueries({ queryKey: [...PLANNER_KEY, 'booking'] })
    },
  })
}

/** Adds the usual tasks the event lacks; the answer says how many, with the event as it now is. */
export function useAddUsualTasks(eventId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => callApi(addUsualTasksEndpoint, { params: { eventId } }),
    onSuccess: (answer) => queryClient.setQueryData(plannerKeys.event(answer.event.id), answer.event),
  })
}

/** Deletes an event: it leaves the cache, the list is read again. */
export function useDeleteEvent(eventId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => callApi(deleteEventEndpoint, { params: { eventId } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: plannerKeys.event(eventId) })
      void queryClient.invalidateQueries({ queryKey: plannerKeys.events })
    },
  })
}

/** Attaches a booking to a function (or detaches it, `functionId` null); the events' budgets are read again. */
export function useAttachBooking(orderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (functionId: string | null) =>
      functionId
        ? callApi(attachBookingEndpoint, { params: { orderId }, body: { functionId } })
        : callApi(detachBookingEndpoint, { params: { orderId } }),
    onSuccess: (attachment) => {
      queryClient.setQueryData(plannerKeys.booking(orderId), attachment)
      void queryClient.invalidateQueries({ queryKey: [...PLANNER_KEY, 'event'] })
    },
  })
}
