import { Form } from 'react-router'
import { Select } from '#app/components/ui/select'
import { useLocale, useT } from '#app/lib/i18n'
import { listingName } from '#app/lib/listing-text'

type TChoice = { id: string; name: string; nameBn: string | null }

/**
 * Which of the merchant's listings a dashboard page shows (?listing= in the URL, with `keep` carried along, such as the
 * calendar's month). Once the page's code runs, choosing one shows it at once; Show stays for before then.
 */
export function ListingChooser({
  listings,
  current,
  keep,
}: {
  listings: readonly TChoice[]
  current: string
  keep?: Record<string, string>
}) {
  const t = useT()
  const locale = useLocale()
  return (
    <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
      <Select
        label={t('merchants.calendar.listing')}
        name="listing"
        defaultValue={current}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className="min-w-64 flex-1 sm:flex-none"
        options={listings.map((entry) => ({ value: entry.id, label: listingName(entry, locale) }))}
      />
      {Object.entries(keep ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="btn-secondary min-h-11">
        {t('merchants.calendar.show')}
      </button>
    </Form>
  )
}
