import { useEffect, useRef, useState } from 'react'
import { initials } from '../lib/initials'
import { ResponsiveImage } from '#app/components/ui/responsive-image'

/** The user's picture, or their initials when there is none or it does not load. Decorative: the control names itself. */
export function Avatar({
  name,
  email,
  image,
  className = 'size-9',
}: {
  name: string
  email: string
  image: string | null
  className?: string
}) {
  const [failed, setFailed] = useState<string | null>(null)
  const ref = useRef<HTMLImageElement>(null)
  // A picture that failed before hydration never fires onError in React: check once mounted.
  useEffect(() => {
    const img = ref.current
    if (img && img.complete && img.naturalWidth === 0 && image) setFailed(image)
  }, [image])
  if (image && failed !== image) {
    return (
      <ResponsiveImage
        ref={ref}
        src={image}
        sizes="36px"
        alt=""
        width={36}
        height={36}
        referrerPolicy="no-referrer"
        onError={() => setFailed(image)}
        className={`${className} shrink-0 rounded-full object-cover ring-2 ring-brand-200 dark:ring-brand-800`}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white`}
    >
      {initials(name, email)}
    </span>
  )
}
