import { useT } from '#app/lib/i18n'

/** A wa.me link that opens a chat with `phone` (+8801XXXXXXXXX) and `text` typed in, ready to send. */
export const whatsappHref = (phone: string, text: string) => `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`

/**
 * "Chat on WhatsApp" with a merchant who offers it (issue 36), on a listing's page and its bookings' pages: it opens
 * WhatsApp (a new tab on a computer) with a first message naming the listing and the date, in the page's language.
 * It stands on a line of its own (`className` adds margins): after a phone number it would otherwise run into it.
 */
export function WhatsAppLink({ phone, text, agency, className = '' }: { phone: string; text: string; agency: string; className?: string }) {
  const t = useT()
  return (
    <a
      href={whatsappHref(phone, text)}
      target="_blank"
      // No opener and no referrer: WhatsApp learns nothing of the page the chat was started from.
      rel="noopener noreferrer"
      aria-label={t('orders.whatsapp.label', { agency })}
      className={`link flex w-fit items-center gap-1.5 font-medium ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-current">
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3a.5.5 0 0 0 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7a2.8 2.8 0 0 0 1.8-1.3 2.3 2.3 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3Z" />
      </svg>
      {t('orders.whatsapp.chat')}
    </a>
  )
}
