import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { localizePath, splitLocalePath, type TLocale } from '@utsab/shared/i18n/locales'
import { useLocale, useT } from '#app/lib/i18n'

/**
 * The other language of this same page. A small form, not a link: the server remembers the choice
 * (a cookie, and the account when logged in) and answers with the page in that language, with or
 * without JavaScript.
 */
/** The form that chooses `locale` and comes back to this page in it (the header's switch, the account page). */
export function LanguageForm({ locale, className, children }: { locale: TLocale; className?: string; children: ReactNode }) {
  const { pathname, search } = useLocation()
  return (
    <form method="post" action="/api/language" className={className}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="next" value={localizePath(`${splitLocalePath(pathname).path}${search}`, locale)} />
      {children}
    </form>
  )
}

export function LanguageSwitch({ className = '' }: { className?: string }) {
  const t = useT()
  const other = useLocale() === 'bn' ? 'en' : 'bn'
  return (
    <LanguageForm locale={other} className={className}>
      <button
        type="submit"
        lang={other}
        title={t('language.switchLabel')}
        className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-stone-800 hover:bg-stone-200 dark:text-stone-100 dark:hover:bg-stone-800"
      >
        {t('language.switchTo')}
      </button>
    </LanguageForm>
  )
}

/**
 * One small line on an English page for a reader who chose Bangla (a link shared in English): the
 * same page in Bangla, a plain link (the choice is already made).
 */
export function ReadInBangla() {
  const t = useT()
  const { pathname, search } = useLocation()
  return (
    <p className="container-page py-1 text-sm">
      <a href={localizePath(`${pathname}${search}`, 'bn')} lang="bn" hrefLang="bn" className="link inline-flex min-h-11 items-center">
        {t('language.readInBangla')}
      </a>
    </p>
  )
}

/**
 * One line for a first visit whose browser prefers Bangla: read this page in Bangla, or keep English.
 * Either answer is remembered, so the line does not come back.
 */
export function LanguageOffer() {
  const t = useT()
  return (
    <aside
      aria-label={t('language.offer')}
      className="border-b border-gold-300 bg-stone-100 text-stone-900 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100"
    >
      <div className="container-page flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
        <p lang="bn">{t('language.offer')}</p>
        <LanguageForm locale="bn">
          <button type="submit" lang="bn" className="btn-primary min-h-11 px-4 py-1">
            {t('language.offerAccept')}
          </button>
        </LanguageForm>
        <LanguageForm locale="en">
          <button type="submit" className="btn-ghost min-h-11 px-3 py-1">
            {t('language.offerDismiss')}
          </button>
        </LanguageForm>
      </div>
    </aside>
  )
}
