import type { MetaDescriptor } from 'react-router'

export const SITE_NAME = 'Utsab'
export const OG_IMAGE_PATH = '/og-image.png'

type TMatchLike = { id: string; loaderData?: unknown } | undefined

/** The site origin the root loader passes down (context.origin), read from meta `matches`. */
export function originFromMatches(matches: ReadonlyArray<TMatchLike>): string {
  const root = matches.find((match) => match?.id === 'root')
  const data = root?.loaderData as { origin?: unknown } | undefined
  return typeof data?.origin === 'string' ? data.origin.replace(/\/$/, '') : ''
}

export const pageTitle = (title?: string) => (title ? `${title} · ${SITE_NAME}` : SITE_NAME)

type TSeo = {
  /** Page name; "· Utsab" is appended. Omit for the bare site name. */
  title?: string
  description: string
  /** Canonical path (no origin), e.g. "/services/venue". */
  path: string
  matches: ReadonlyArray<TMatchLike>
  image?: string
  noIndex?: boolean
  extra?: MetaDescriptor[]
}

/** Title, description, canonical link and Open Graph tags for one page. */
export function seo({ title, description, path, matches, image = OG_IMAGE_PATH, noIndex, extra = [] }: TSeo): MetaDescriptor[] {
  const origin = originFromMatches(matches)
  const fullTitle = pageTitle(title)
  const url = `${origin}${path}`
  const imageUrl = image.startsWith('http') ? image : `${origin}${image}`
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: imageUrl },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...extra,
  ]
}
