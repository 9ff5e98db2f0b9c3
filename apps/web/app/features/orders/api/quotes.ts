import { queryOptions, useMutation, useQuery, useQueryClient } from '#app/lib/query'
import type { TOrder } from '@utsab/shared/schemas/orders'
import type { TQuote, TSendQuote } from '@utsab/shared/schemas/quotes'
import { useLocaleNavigate } from '#app/components/ui/link'
import { callApi } from '#app/lib/api-client'
import { useSeed, type TSeed } from '#app/lib/loader-seed'
import { useIdempotencyKey } from '#app/lib/use-idempotency-key'
import {
  acceptQuoteEndpoint,
  answerWithQuoteEndpoint,
  conversationQuotesEndpoint,
  sendQuoteEndpoint,
  withdrawQuoteEndpoint,
} from './endpoints'

const quotesQuery = (conversationId: string) =>
  queryOptions({
    queryKey: ['conversations', conversationId, 'quotes'] as const,
    queryFn: () => callApi(conversationQuotesEndpoint, { params: { id: conversationId } }),
  })

/** A conversation's quotes, seeded by its page's loader. */
export function useConversationQuotes(conversationId: string, seed: TSeed<TQuote[]>) {
  const query = quotesQuery(conversationId)
  return useQuery({ ...query, ...useSeed(query.queryKey, seed) }).data
}

/** After any change, the quotes and the conversation (a quote is also a message) are read again. */
function useRefreshConversation(conversationId: string) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: ['conversations', conversationId] })
}

/**
 * Where a quote is sent: into a conversation before booking, or in answer to a request to book, which it takes the
 * place of (the request is declined and the quote goes to the customer's conversation about the listing).
 */
export type TQuoteTarget = { conversationId: string } | { request: Pick<TOrder, 'id' | 'number'> }

/** Sends a quote to its target; either way it answers the quote sent, in its conversation. */
export function useSendQuote(target: TQuoteTarget) {
  const queryClient = useQueryClient()
  const key = useIdempotencyKey()
  return useMutation({
    mutationFn: async (quote: TSendQuote): Promise<TQuote> =>
      'request' in target
        ? (await callApi(answerWithQuoteEndpoint, { params: { id: target.request.id }, body: quote, idempotencyKey: key.get() })).quote
        : callApi(sendQuoteEndpoint, { params: { id: target.conversationId }, body: quote, idempotencyKey: key.get() }),
    onSettled: (_data, error) => key.settled(error),
    // The conversation (a quote is also a message) and, for a request, the merchant's bookings, which list it as answered.
    onSuccess: (quote) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['conversations', quote.conversationId] }),
        'request' in target && queryClient.invalidateQueries({ queryKey: ['merchant', 'bookings'] }),
      ]),
  })
}

export function useWithdrawQuote(conversationId: string) {
  const refresh = useRefreshConversation(conversationId)
  return useMutation({
    mutationFn: (quoteId: string) => callApi(withdrawQuoteEndpoint, { params: { id: quoteId } }),
    onSuccess: refresh,
  })
}

/**
 * Accepts a quote and goes to pay its booking's advance. The page is left from here, not from the button: once the
 * quote reads as accepted, the button that asked is gone (and a caller's own callbacks with it).
 */
export function useAcceptQuote(conversationId: string) {
  const refresh = useRefreshConversation(conversationId)
  const navigate = useLocaleNavigate()
  const key = useIdempotencyKey()
  return useMutation({
    mutationFn: ({ quoteId, phone }: { quoteId: string; phone?: string }) =>
      callApi(acceptQuoteEndpoint, { params: { id: quoteId }, body: phone ? { phone } : {}, idempotencyKey: key.get() }),
    onSettled: (_data, error) => key.settled(error),
    onSuccess: ({ orderId }) => {
      void navigate(`/payment/${orderId}`)
      void refresh()
    },
  })
}
