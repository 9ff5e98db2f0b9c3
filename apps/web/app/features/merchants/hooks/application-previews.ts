import { useCallback, useEffect, useRef, useState } from 'react'

export type TPreview = { key: string; name: string; url: string }

/**
 * Thumbnails of the files a person has just chosen, as object URLs: made when the choice changes (in
 * the input's change handler, not during render), and revoked when replaced or when the form goes away.
 */
export function usePreviews() {
  const [previews, setPreviews] = useState<TPreview[]>([])
  const live = useRef<TPreview[]>([])

  const show = useCallback((files: readonly File[]) => {
    for (const preview of live.current) URL.revokeObjectURL(preview.url)
    const next = files
      .filter((file) => file.type.startsWith('image/'))
      .map((file, index) => ({
        key: `${index}-${file.name}-${file.size}-${file.lastModified}`,
        name: file.name,
        url: URL.createObjectURL(file),
      }))
    live.current = next
    setPreviews(next)
  }, [])

  useEffect(() => {
    const created = live
    return () => {
      for (const preview of created.current) URL.revokeObjectURL(preview.url)
      created.current = []
    }
  }, [])

  return [previews, show] as const
}
