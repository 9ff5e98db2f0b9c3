import { queryOptions, useMutation, useQuery, useQueryClient } from '#app/lib/query'
import type { TConversation, TStartConversation } from '@utsab/shared/schemas/messages'
import { callApi } from '#app/lib/api-client'
import { useSeed, type TSeed } from '#app/lib/loader-seed'
import { useRefetchMe } from '#app/lib/session'
import { conversationEndpoint, reportConversationEndpoint, sendMessageEndpoint, startConversationEndpoint } from './endpoints'

const conversationQuery = (id: string) =>
  queryOptions({ queryKey: ['conversations', id] as const, queryFn: () => callApi(conversationEndpoint, { params: { id } }) })

/** One conversation, seeded by its page's loader (which also marked it read). */
export function useConversation(id: string, seed: TSeed<TConversation>) {
  const query = conversationQuery(id)
  return useQuery({ ...query, ...useSeed(query.queryKey, seed) }).data
}

/** Writes in a conversation; the answer is the conversation as it now is, and the header's count is read again. */
export function useSendMessage(id: string) {
  const queryClient = useQueryClient()
  const refetchMe = useRefetchMe()
  return useMutation({
    mutationFn: (body: string) => callApi(sendMessageEndpoint, { params: { id }, body: { body } }),
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationQuery(id).queryKey, conversation)
      void refetchMe()
    },
  })
}

/** The first message about a listing or a booking (or the next one in its conversation); answers the conversation. */
export function useStartConversation() {
  return useMutation({ mutationFn: (start: TStartConversation) => callApi(startConversationEndpoint, { body: start }) })
}

export function useReportConversation(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (reason: string) => callApi(reportConversationEndpoint, { params: { id }, body: { reason } }),
    onSuccess: (conversation) => queryClient.setQueryData(conversationQuery(id).queryKey, conversation),
  })
}
