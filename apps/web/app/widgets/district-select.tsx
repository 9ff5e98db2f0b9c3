import { DIVISIONS } from '@utsab/shared/districts'
import type { TLocale } from '@utsab/shared/i18n/locales'
import { useLocale, useT, type TTranslate } from '#app/lib/i18n'
import { Select, type TOptionGroup, type TSelectProps } from '#app/components/ui/select'

/** The value stays the district's English name (what the API stores); the words are the page's language. */
const districtGroups = (locale: TLocale, t: TTranslate): readonly TOptionGroup[] =>
  DIVISIONS.map((division) => ({
    label: t('district.division', { division: division[locale] }),
    options: division.districts.map((district) => ({ value: district.en, label: district[locale] })),
  }))

/** A select of the 64 districts under their 8 divisions (filters, the merchant form, listing details). */
export function DistrictSelect(props: Omit<TSelectProps, 'options' | 'groups' | 'children'>) {
  const t = useT()
  const locale = useLocale()
  return <Select groups={districtGroups(locale, t)} {...props} />
}
