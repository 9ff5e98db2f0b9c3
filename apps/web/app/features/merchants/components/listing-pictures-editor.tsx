import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { useT } from '#app/lib/i18n'
import { canRemovePicture, LISTING_PICTURES_MAX } from '../lib/listing-pictures'
import { LISTING_PICTURE_TYPES } from '../lib/listing-form'
import { FileInput } from '#app/components/ui/file-input'
import { ResponsiveImage } from '#app/components/ui/responsive-image'
import { WithHiddenName } from '#app/components/ui/slotted-text'

type TProps = {
  /** The listing's pictures it keeps, in their order. */
  kept: readonly string[]
  /** How many new files are chosen (they come after the kept ones). */
  addedCount: number
  onMove: (index: number, by: -1 | 1) => void
  onRemove: (index: number) => void
  onAdd: (event: ChangeEvent<HTMLInputElement>) => void
  /** Why the new files would be refused. */
  addError?: string
  /** Changes when the new files are saved: the file input starts empty again. */
  addKey: number
  disabled?: boolean
}

const SMALL_BUTTON =
  'btn-ghost min-h-9 px-3 py-1 text-xs aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-transparent'

/**
 * The pictures of a listing in the edit dialog, in their order: each with Move earlier, Move later and
 * Remove (buttons, so the keyboard does all of it; at an end they say they are unavailable and keep the
 * focus, never removing the last picture), then new pictures to add after them. Each change is announced.
 */
export function ListingPicturesEditor({ kept, addedCount, onMove, onRemove, onAdd, addError, addKey, disabled }: TProps) {
  const t = useT()
  const id = useId()
  const [announcement, setAnnouncement] = useState('')
  const list = useRef<HTMLOListElement>(null)
  // After a removal the focus goes to the Remove button now in its place (or the last one), not to the page.
  const focusAfterRemoval = useRef<number | null>(null)
  useEffect(() => {
    const index = focusAfterRemoval.current
    if (index === null) return
    focusAfterRemoval.current = null
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('[data-action="remove"]')
    if (buttons?.length) buttons[Math.min(index, buttons.length - 1)]!.focus()
  })
  const removable = canRemovePicture(kept.length, addedCount)
  const count = kept.length + addedCount

  const which = (index: number) => t('merchants.pictures.which', { index: index + 1 })
  const move = (index: number, by: -1 | 1) => {
    const to = index + by
    if (disabled || to < 0 || to >= kept.length) return
    onMove(index, by)
    setAnnouncement(t('merchants.pictures.moved', { index: to + 1, count: kept.length }))
  }
  const remove = (index: number) => {
    if (disabled || !removable) return
    onRemove(index)
    focusAfterRemoval.current = index
    setAnnouncement(t('merchants.pictures.removed', { count: count - 1 }))
  }

  return (
    <fieldset className="sm:col-span-2" aria-describedby={`${id}-hint`}>
      <legend className="field-label">{t('merchants.pictures.title')}</legend>
      <p id={`${id}-hint`} className="mb-3 text-sm text-stone-700 dark:text-stone-300">
        {t('merchants.pictures.hint', { max: LISTING_PICTURES_MAX })}
      </p>
      <ol ref={list} aria-label={t('merchants.pictures.current')} className="grid gap-3 sm:grid-cols-2">
        {kept.map((url, index) => (
          <li key={url} className="flex items-center gap-3 rounded-lg border border-stone-200 p-2 dark:border-stone-700">
            <ResponsiveImage
              src={url}
              sizes="80px"
              alt={t('merchants.pictures.picture', { index: index + 1, count: kept.length })}
              width={80}
              height={80}
              className="size-20 shrink-0 rounded-md bg-stone-200 object-cover dark:bg-stone-800"
            />
            <div className="flex flex-wrap gap-1">
              <button
                type="button"
                className={SMALL_BUTTON}
                aria-disabled={disabled || index === 0 || undefined}
                onClick={() => move(index, -1)}
              >
                <WithHiddenName text={(name) => t('merchants.pictures.moveEarlier', { name })} name={which(index)} />
              </button>
              <button
                type="button"
                className={SMALL_BUTTON}
                aria-disabled={disabled || index === kept.length - 1 || undefined}
                onClick={() => move(index, 1)}
              >
                <WithHiddenName text={(name) => t('merchants.pictures.moveLater', { name })} name={which(index)} />
              </button>
              <button
                type="button"
                data-action="remove"
                className={SMALL_BUTTON}
                aria-disabled={disabled || !removable || undefined}
                aria-describedby={removable ? undefined : `${id}-last`}
                onClick={() => remove(index)}
              >
                <WithHiddenName text={(name) => t('merchants.pictures.remove', { name })} name={which(index)} />
              </button>
            </div>
          </li>
        ))}
      </ol>
      {!removable && (
        <p id={`${id}-last`} className="mt-2 text-sm text-stone-700 dark:text-stone-300">
          {t('merchants.pictures.lastOne')}
        </p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <FileInput
        key={addKey}
        className="mt-4"
        label={t('merchants.pictures.add')}
        hint={t('merchants.pictures.addHint')}
        previewsLabel={t('merchants.pictures.newChosen')}
        multiple
        accept={LISTING_PICTURE_TYPES}
        error={addError}
        disabled={disabled}
        onChange={onAdd}
      />
    </fieldset>
  )
}
