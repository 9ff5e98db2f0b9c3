import { queryOptions, useMutation, useQuery, useQueryClient } from '#app/lib/query'
import type { TContactInboxStatus } from '@utsab/shared/schemas/contact'
import { callApi, type TResponseOf } from '#app/lib/api-client'
import { useSeed, type TSeed } from '#app/lib/loader-seed'
import { contactHandledEndpoint, contactInboxEndpoint, replyToContactEndpoint } from './endpoints'
import { ADMIN_KEY } from './queries'

/**
 * The contact inbox (issue 17): one query per page of a status, seeded by the route loader. A reply or a mark,
 * done or refused (another admin may have answered first), reads the admin screens again: both lists and the
 * audit log are under ADMIN_KEY.
 */
export type TContactInboxAnswer = TResponseOf<typeof contactInboxEndpoint>

export const contactInboxQuery = (status: TContactInboxStatus, page: number) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'contact-messages', status, page] as const,
    queryFn: () => callApi(contactInboxEndpoint, { query: { status, page } }),
  })

export function useContactInbox(status: TContactInboxStatus, page: number, seed: TSeed<TContactInboxAnswer>) {
  const query = contactInboxQuery(status, page)
  return useQuery({ ...query, ...useSeed(query.queryKey, seed) })
}

function useRefreshAdmin() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY })
}

export function useReplyToContact() {
  const refresh = useRefreshAdmin()
  return useMutation({
    mutationFn: ({ id, reply }: { id: string; reply: string }) => callApi(replyToContactEndpoint, { params: { id }, body: { reply } }),
    onSettled: refresh,
  })
}

export function useMarkContactHandled() {
  const refresh = useRefreshAdmin()
  return useMutation({
    mutationFn: (id: string) => callApi(contactHandledEndpoint, { params: { id }, body: {} }),
    onSettled: refresh,
  })
}
