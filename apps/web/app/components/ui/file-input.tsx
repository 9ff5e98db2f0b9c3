import { useEffect, useRef, useState, type ChangeEvent, type ComponentPropsWithRef } from 'react'
import { useT } from '../../lib/i18n'
import { FieldFrame, useFieldIds, type TFieldMessages } from './field-frame'

type TPreview = { key: string; name: string; url: string }

type TProps = TFieldMessages & {
  className?: string
  /** Names the list of thumbnails ("Chosen pictures"); without it no thumbnails are shown. */
  previewsLabel?: string
} & Omit<ComponentPropsWithRef<'input'>, 'className' | 'type'>

/**
 * The browser writes its own words on a file input ("Choose Files", "No file chosen") in the language
 * of its menus, not the page's: they are hidden, and the page's words are drawn over the input, which
 * stays the element that is clicked, focused and read.
 */
const NATIVE_HIDDEN = 'text-transparent file:hidden'
const OVER_INPUT = 'pointer-events-none absolute inset-y-0 left-0 right-0 flex min-w-0 items-center gap-3 px-3 text-sm'
const CHOOSE_BUTTON = 'shrink-0 rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800 dark:bg-stone-800 dark:text-brand-200'

type TChosen = { names: string[]; previews: TPreview[] }

/**
 * The files just chosen: their names, and object URLs for the images among them (made on each choice,
 * revoked when replaced or unmounted).
 */
function useChosenFiles() {
  const [chosen, setChosen] = useState<TChosen>({ names: [], previews: [] })
  const live = useRef<TPreview[]>([])
  const choose = (files: readonly File[]) => {
    for (const preview of live.current) URL.revokeObjectURL(preview.url)
    live.current = files
      .filter((file) => file.type.startsWith('image/'))
      .map((file, index) => ({
        key: `${index}-${file.name}-${file.size}-${file.lastModified}`,
        name: file.name,
        url: URL.createObjectURL(file),
      }))
    setChosen({ names: files.map((file) => file.name), previews: live.current })
  }
  useEffect(
    () => () => {
      for (const preview of live.current) URL.revokeObjectURL(preview.url)
      live.current = []
    },
    [],
  )
  return [chosen, choose] as const
}

/**
 * A labelled file input; with `previewsLabel`, one thumbnail per chosen image under it (a new
 * choice replaces them all; a form reset clears them; none while the field shows an error, since a
 * refused choice is not what will be sent). Takes `register('name')` like Field.
 */
export function FileInput({ label, hint, error, className, previewsLabel, id: givenId, onChange, ref, ...input }: TProps) {
  const { id, control } = useFieldIds(givenId, { hint, error })
  const t = useT()
  const [{ names, previews }, choose] = useChosenFiles()
  const element = useRef<HTMLInputElement | null>(null)

  // A file chosen before the page was interactive is still in the input: show it once it is.
  useEffect(() => {
    const files = element.current?.files
    if (files?.length) choose(Array.from(files))
    // Once, at hydration; later choices arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // form.reset() (react-hook-form's reset() without values calls it) empties the input: and the thumbnails.
  useEffect(() => {
    const form = element.current?.form
    if (!form) return
    const clear = () => choose([])
    form.addEventListener('reset', clear)
    return () => form.removeEventListener('reset', clear)
  })

  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        <input
          type="file"
          {...control}
          className={`field-input scroll-mt-28 ${NATIVE_HIDDEN}`}
          {...input}
          ref={(node) => {
            element.current = node
            if (typeof ref === 'function') return ref(node)
            if (ref) ref.current = node
          }}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            choose(Array.from(event.target.files ?? []))
            return onChange?.(event)
          }}
        />
        <span aria-hidden="true" className={OVER_INPUT}>
          <span className={CHOOSE_BUTTON}>{input.multiple ? t('file.chooseMany') : t('file.chooseOne')}</span>
          <span className="truncate text-stone-700 dark:text-stone-300">
            {names.length === 0 ? t('file.none') : names.length === 1 ? names[0] : t('file.count', { count: names.length })}
          </span>
        </span>
      </div>
      {previewsLabel && !error && previews.length > 0 && (
        <ul aria-label={previewsLabel} className="mt-3 flex flex-wrap gap-3">
          {previews.map((preview) => (
            <li key={preview.key} className="w-20">
              <img
                src={preview.url}
                alt={preview.name}
                width={80}
                height={80}
                className="size-20 rounded-lg border border-stone-200 bg-stone-200 object-cover dark:border-stone-700 dark:bg-stone-800"
              />
              <span aria-hidden="true" className="mt-1 block truncate text-xs text-stone-600 dark:text-stone-400">
                {preview.name}
              </span>
            </li>
          ))}
        </ul>
      )}
    </FieldFrame>
  )
}
