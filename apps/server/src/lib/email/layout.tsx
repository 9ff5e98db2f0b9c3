import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components'
import { Fragment, type CSSProperties, type ReactNode } from 'react'
import type { TLocale } from '@utsab/shared/i18n/locales'
import { mailWords } from './words'

/**
 * The one layout every Utsab email is written in: brand header, body, footer. Text is escaped by
 * React (JSX), and the plain-text part of each mail is rendered from the same component
 * (`composeMail` in ./compose). Long words and links wrap at normal break points, never mid-word.
 */

// Bangla mail readers fall back to the system's Bengali font (Noto Sans Bengali on Android, Vrinda on Windows).
const page: CSSProperties = {
  backgroundColor: '#f6f5f2',
  fontFamily: "Helvetica, Arial, 'Noto Sans Bengali', Vrinda, sans-serif",
  margin: 0,
  padding: '24px 0',
}
const card: CSSProperties = { backgroundColor: '#ffffff', maxWidth: '560px', margin: '0 auto', padding: '24px', borderRadius: '8px' }
const brand: CSSProperties = { fontSize: '22px', fontWeight: 700, color: '#b4235a', margin: '0 0 16px' }
const paragraph: CSSProperties = { fontSize: '15px', lineHeight: '22px', color: '#1f2937', margin: '0 0 12px', wordBreak: 'normal' }
const footer: CSSProperties = { fontSize: '12px', lineHeight: '18px', color: '#6b7280', margin: 0 }
const notice: CSSProperties = { ...paragraph, backgroundColor: '#fef3c7', padding: '8px 12px', fontWeight: 700 }
const button: CSSProperties = {
  display: 'inline-block',
  backgroundColor: '#b4235a',
  color: '#ffffff',
  padding: '10px 18px',
  borderRadius: '6px',
  fontWeight: 700,
  textDecoration: 'none',
}

export type TEmailLayoutProps = {
  locale: TLocale
  /** The line inbox lists show after the subject. */
  preview?: string
  /** Set on payment-related mails from a site in test mode: a notice opens the mail (see labelTestMode). */
  testMode?: boolean
  children: ReactNode
}

export function EmailLayout({ locale, preview, testMode, children }: TEmailLayoutProps) {
  const { t } = mailWords(locale)
  return (
    <Html lang={locale}>
      <Head />
      {preview ? <Preview>{preview}</Preview> : null}
      <Body style={page}>
        <Container style={card}>
          <Text style={brand}>{t('site.name')}</Text>
          {testMode ? <Text style={notice}>{t('emails.testModeNoMoney')}</Text> : null}
          {children}
          <Hr />
          <Text style={footer}>{t('emails.footer')}</Text>
        </Container>
      </Body>
    </Html>
  )
}

/** A paragraph of body text. */
export const P = ({ children, strong }: { children: ReactNode; strong?: boolean }) => (
  <Text style={strong ? { ...paragraph, fontWeight: 700 } : paragraph}>{children}</Text>
)

/** The mail's main action: a button-styled link (its address is printed in the plain text). */
export const ActionLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <Section style={{ margin: '8px 0 16px' }}>
    <Link href={href} style={button}>
      {children}
    </Link>
  </Section>
)

/** A bulleted list of lines (bookings, amounts). */
export const Lines = ({ items }: { items: ReactNode[] }) => (
  <ul style={{ ...paragraph, paddingLeft: '20px' }}>
    {items.map((item, index) => (
      <li key={index} style={{ margin: '0 0 6px' }}>
        {item}
      </li>
    ))}
  </ul>
)

/** A quoted text someone wrote (a decline reason), kept with its line breaks in HTML and plain text. */
export const Quote = ({ text }: { text: string }) => (
  <Text style={{ ...paragraph, borderLeft: '3px solid #d1d5db', paddingLeft: '12px' }}>
    {text.split('\n').map((line, index) => (
      <Fragment key={index}>
        {index > 0 ? <br /> : null}
        {line}
      </Fragment>
    ))}
  </Text>
)

/** An address written out as its own link, in parentheses after the line it belongs to (mail clients that drop buttons still show it). */
export const UrlInParentheses = ({ href }: { href: string }) => (
  <>
    (<Link href={href}>{href}</Link>)
  </>
)
