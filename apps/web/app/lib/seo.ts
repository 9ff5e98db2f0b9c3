import { LOCALES, localizePath, type TLocale } from '@utsab/shared/i18n/locales'
import type { MetaDescriptor } from 'react-router'
import { translatorFromMatches, type TTranslate } from './i18n'

export const SITE_NAME = 'Utsab'
export const OG_IMAGE_PATH = '/og-image.png'

type TMatchLike = { id: string; loaderData?: unknown } | undefined

/** The site origin the root loader passes down (context.origin), read from meta `matches`. */
export function originFromMatches(matches: ReadonlyArray<TMatchLike>): string {
  const root = matches.find((match) => match?.id === 'root')
  const data = root?.loaderData as { origin?: unknown } | undefined
  return typeof data?.origin === 'string' ? data.origin.replace(/\/$/, '') : ''
}

/** The page's language, as the root loader found it in the path. */
export function localeFromMatches(matches: ReadonlyArray<TMatchLike>): TLocale {
  const root = matches.find((match) => match?.id === 'root')
  const data = root?.loaderData as { i18n?: { locale?: unknown } } | undefined
  return data?.i18n?.locale === 'bn' ? 'bn' : 'en'
}

const SITE_NAMES: Record<TLocale, string> = { en: SITE_NAME, bn: 'উৎসব' }

export const pageTitle = (title?: string, locale: TLocale = 'en') => (title ? `${title} · ${SITE_NAMES[locale]}` : SITE_NAMES[locale])

type TSeo = {
  /** Page name; "· Utsab" is appended. Omit for the bare site name. */
  title?: string
  description: string
  /** Canonical path (no origin), in either language: "/services/venue" and "/bn/services/venue" name the same page. */
  path: string
  matches: ReadonlyArray<TMatchLike>
  image?: string
  noIndex?: boolean
  extra?: MetaDescriptor[]
}

/** Title, description, canonical link and Open Graph tags for one page. */
export function seo({ title, description, path, matches, image = OG_IMAGE_PATH, noIndex, extra = [] }: TSeo): MetaDescriptor[] {
  const origin = originFromMatches(matches)
  const locale = localeFromMatches(matches)
  const fullTitle = pageTitle(title, locale)
  const url = `${origin}${localizePath(path, locale)}`
  // Each page names its other language (and English as the default) so search engines show the right one.
  const alternates: MetaDescriptor[] = noIndex
    ? []
    : [
        ...LOCALES.map((language) => ({
          tagName: 'link',
          rel: 'alternate',
          hrefLang: language,
          href: `${origin}${localizePath(path, language)}`,
        })),
        { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${origin}${localizePath(path, 'en')}` },
      ]
  const imageUrl = image.startsWith('http') ? image : `${origin}${image}`
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...alternates,
    { property: 'og:site_name', content: SITE_NAMES[locale] },
    { property: 'og:locale', content: locale === 'bn' ? 'bn_BD' : 'en_US' },
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

type TMetaArgs = { matches: ReadonlyArray<TMatchLike>; location: { pathname: string } }

/**
 * seo() for a page whose words are message keys: `page` receives `t` and the locale of the page being
 * described, and the canonical path is the address's own unless the page names one (a list's page).
 */
export function pageSeo(
  { matches, location }: TMetaArgs,
  page: (i18n: { t: TTranslate; locale: TLocale }) => Omit<TSeo, 'matches' | 'path'> & { path?: string },
): MetaDescriptor[] {
  return seo({ path: location.pathname, matches, ...page(translatorFromMatches(matches, location.pathname)) })
}
