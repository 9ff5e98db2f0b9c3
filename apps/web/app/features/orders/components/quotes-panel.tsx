import { useState } from 'react'
import type { TQuote } from '@utsab/shared/schemas/quotes'
import type { TSeed } from '#app/lib/loader-seed'
import { useT } from '#app/lib/i18n'
import { useConversationQuotes } from '../api/quotes'
import { QuoteCard } from './quote-card'
import { QuoteForm } from './quote-form'

type TQuoteFormListing = Parameters<typeof QuoteForm>[0]['listing']

/**
 * A conversation's quotes (decision 057), above its messages: each quote's card, and for the listing's merchant the
 * form that sends one (in a question before booking; a booking already has its price).
 */
export function QuotesPanel({
  conversationId,
  side,
  seed,
  customerName,
  agencyName,
  needsPhone,
  listing,
}: {
  conversationId: string
  side: 'customer' | 'merchant'
  seed: TSeed<TQuote[]>
  customerName: string
  agencyName: string
  needsPhone: boolean
  /** The listing quoted, for its merchant's form; null where no quote can be sent (a booking's conversation). */
  listing: TQuoteFormListing | null
}) {
  const t = useT()
  const quotes = useConversationQuotes(conversationId, seed) ?? []
  const [writing, setWriting] = useState(false)
  return (
    <section aria-labelledby="quotes-heading" className="flex flex-col gap-3">
      <div>
        <h2 id="quotes-heading" className="text-xl font-semibold">
          {t('orders.quote.heading')}
        </h2>
        <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t(`orders.quote.lead.${side}`)}</p>
      </div>
      {quotes.length === 0 && !writing && <p className="text-sm">{t(`orders.quote.none.${side}`)}</p>}
      {quotes.map((quote) => (
        <QuoteCard key={quote.id} quote={quote} side={side} agencyName={agencyName} needsPhone={needsPhone} />
      ))}
      {side === 'merchant' &&
        listing &&
        (writing ? (
          <QuoteForm target={{ conversationId }} customerName={customerName} listing={listing} onSent={() => setWriting(false)} />
        ) : (
          <button type="button" className="btn-primary min-h-11 self-start" onClick={() => setWriting(true)}>
            {t('orders.quote.send')}
          </button>
        ))}
    </section>
  )
}
