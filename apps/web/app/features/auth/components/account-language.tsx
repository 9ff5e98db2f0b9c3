import { LOCALE_NAMES, LOCALES } from '@utsab/shared/i18n/locales'
import { LanguageForm } from '#app/components/ui/language-switch'
import { SectionHeader } from '#app/components/ui/section-header'
import { useLocale, useT } from '#app/lib/i18n'

/**
 * Language, each named in itself (English, বাংলা): the header switch's own form (POST /api/language), which stores the choice on the account
 * and in a cookie and comes back to this page in that language, with or without JavaScript.
 */
export function AccountLanguage() {
  const t = useT()
  const current = useLocale()
  return (
    <section aria-labelledby="account-language" className="card flex flex-col gap-4 p-5 sm:p-6">
      <SectionHeader id="account-language" title={t('account.language.heading')} lead={t('account.language.lead')} />
      <div className="flex flex-wrap gap-3">
        {LOCALES.map((locale) => (
          <LanguageForm key={locale} locale={locale}>
            <button
              type="submit"
              lang={locale}
              aria-pressed={locale === current}
              className={`${locale === current ? 'btn-primary' : 'btn-secondary'} min-w-32 justify-center gap-2`}
            >
              {LOCALE_NAMES[locale]}
              {locale === current && <span className="text-xs font-normal opacity-90">({t('account.language.current')})</span>}
            </button>
          </LanguageForm>
        ))}
      </div>
    </section>
  )
}
