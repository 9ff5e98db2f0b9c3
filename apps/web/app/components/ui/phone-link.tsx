import { formatPhone, telHref } from '@utsab/shared/format'

/** A phone number as people here write it ("+880 1711-000000"), as a link that dials it. */
export function PhoneLink({ phone, className = '' }: { phone: string; className?: string }) {
  return (
    <a href={telHref(phone)} className={`link whitespace-nowrap ${className}`}>
      {formatPhone(phone)}
    </a>
  )
}
