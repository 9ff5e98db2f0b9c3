import { useEffect, useRef, useState, type ChangeEvent, type ComponentPropsWithRef } from 'react'
import { useT } from '#app/lib/i18n'
import { isScalable, scalePictures, type TScaleOptions } from '#app/lib/picture-scaling'
import { FieldFrame, useFieldIds, type TFieldMessages } from './field-frame'
import { ResponsiveImage } from './responsive-image'

type TPreview = { key: string; name: string; url: string }

type TProps = TFieldMessages & {
  className?: string
  /** Names the list of thumbnails ("Chosen pictures"); without it no thumbnails are shown. */
  previewsLabel?: string
  /** The server's limits a chosen picture is redrawn to fit (lib/picture-scaling.ts); its defaults otherwise. */
  scale?: TScaleOptions
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
 * Puts `files` in the input in place of what was chosen, so the form reads them; false where the
 * browser cannot (no DataTransfer), and the originals stay.
 */
function replaceFiles(input: HTMLInputElement, files: readonly File[]): boolean {
  try {
    const transfer = new DataTransfer()
    for (const file of files) transfer.items.add(file)
    input.files = transfer.files
    return true
  } catch {
    return false
  }
}

/**
 * A labelled file input; with `previewsLabel`, one thumbnail per chosen image under it (a new
 * choice replaces them all; a form reset clears them; none while the field shows an error, since a
 * refused choice is not what will be sent). Takes `register('name')` like Field.
 *
 * A large JPEG, PNG or WebP (a phone's camera picture) is redrawn smaller before the form hears of the
 * choice (`onChange` is called once it is done, with the redrawn files in the input), so the form's
 * checks and what is sent are the redrawn files; "Preparing pictures…" is announced meanwhile.
 */
export function FileInput({ label, hint, error, className, previewsLabel, scale, id: givenId, onChange, ref, ...input }: TProps) {
  const { id, control } = useFieldIds(givenId, { hint, error })
  const t = useT()
  const [{ names, previews }, choose] = useChosenFiles()
  const element = useRef<HTMLInputElement | null>(null)
  const [preparing, setPreparing] = useState(false)
  // Only the latest choice's redrawn files are used: one made while an earlier was redrawn wins.
  const latestChoice = useRef(0)
  // A submit while the pictures are redrawn waits for them (then the form is submitted again), so the
  // originals are never sent, nor the form sent without them.
  const held = useRef<{ preparing: boolean; submitter?: HTMLElement | null; waiting: boolean }>({ preparing: false, waiting: false })

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
    // On the form itself, before React's own listener (on the root) hears the submit.
    const hold = (event: SubmitEvent) => {
      if (!held.current.preparing) return
      event.preventDefault()
      event.stopPropagation()
      held.current.waiting = true
      held.current.submitter = event.submitter
    }
    form.addEventListener('reset', clear)
    form.addEventListener('submit', hold)
    return () => {
      form.removeEventListener('reset', clear)
      form.removeEventListener('submit', hold)
    }
  })

  /** Submits the form that was submitted while the pictures were redrawn, once the form has heard of them. */
  const submitHeld = () => {
    const { waiting, submitter } = held.current
    held.current.waiting = false
    const form = element.current?.form
    if (!waiting || !form) return
    // After React has rendered what the form's onChange changed.
    setTimeout(() =>
      form.requestSubmit(submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : undefined),
    )
  }

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
          onChange={async (event: ChangeEvent<HTMLInputElement>) => {
            const target = event.target
            const files = Array.from(target.files ?? [])
            const choice = ++latestChoice.current
            choose(files)
            held.current.preparing = files.some(isScalable)
            setPreparing(held.current.preparing)
            const scaled = await scalePictures(files, scale)
            if (choice !== latestChoice.current) return
            if (scaled.some((file, index) => file !== files[index]) && replaceFiles(target, scaled)) choose(scaled)
            await onChange?.(event)
            held.current.preparing = false
            setPreparing(false)
            submitHeld()
          }}
        />
        <span aria-hidden="true" className={OVER_INPUT}>
          <span className={CHOOSE_BUTTON}>{input.multiple ? t('file.chooseMany') : t('file.chooseOne')}</span>
          <span className="truncate text-stone-700 dark:text-stone-300">
            {names.length === 0 ? t('file.none') : names.length === 1 ? names[0] : t('file.count', { count: names.length })}
          </span>
        </span>
      </div>
      <p role="status" className="mt-1 text-sm text-stone-700 empty:mt-0 dark:text-stone-300">
        {preparing && t('file.preparing')}
      </p>
      {previewsLabel && !error && previews.length > 0 && (
        <ul aria-label={previewsLabel} className="mt-3 flex flex-wrap gap-3">
          {previews.map((preview) => (
            <li key={preview.key} className="w-20">
              <ResponsiveImage
                src={preview.url}
                sizes="80px"
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
