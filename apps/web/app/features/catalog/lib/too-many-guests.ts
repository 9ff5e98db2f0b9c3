import type { TListingPage } from '@utsab/shared/schemas/catalog'
import type { TTranslate } from '#app/lib/i18n'

/**
 * What an empty venue list says when it is empty because no venue seats the guests asked for (the server's
 * `tooManyGuests`), rather than "nothing free": the most a venue there seats, so the family knows what to ask for.
 * Undefined when the list is empty for another reason.
 */
export function tooManyGuestsText(page: Pick<TListingPage, 'tooManyGuests'>, guests: number | undefined, t: TTranslate) {
  if (!page.tooManyGuests || guests === undefined) return undefined
  const { largestCapacity } = page.tooManyGuests
  return largestCapacity === null
    ? t('catalog.guests.noneSay', { guests })
    : t('catalog.guests.tooMany', { guests, largest: largestCapacity })
}
