import { replyBand } from '@utsab/shared/responsiveness'
import { useT } from '#app/lib/i18n'

/** "Usually replies within an hour": a merchant's usual reply time in words (decision 059); null: too few answers yet. */
export function useReplyText() {
  const t = useT()
  return (minutes: number | null) => (typeof minutes === 'number' ? t(`catalog.reply.${replyBand(minutes)}`) : null)
}

/**
 * How quickly the listing's merchant usually replies, as a card or its page shows it, with a clock before it. Nothing
 * at all while there are too few answers to say: a figure is never made up.
 */
export function ReplyTime({ minutes, className = '' }: { minutes: number | null; className?: string }) {
  const words = useReplyText()(minutes)
  if (words === null) return null
  return (
    <p className={`flex items-center gap-1.5 text-sm text-stone-700 dark:text-stone-300 ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.8" className="size-4 shrink-0">
        <circle cx="10" cy="10" r="7.5" />
        <path d="M10 5.5V10l3 2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {words}
    </p>
  )
}
