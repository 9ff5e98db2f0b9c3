import type { FastifyInstance } from 'fastify'
import { serverTranslator } from '@utsab/shared/i18n/compile'
import { LOCALES, localizePath, type TLocale } from '@utsab/shared/i18n/locales'

/** The design's colours: the brand (the header's mark, the light theme-color) and the light page's background (stone-50). */
const THEME_COLOR = '#be185d'
const BACKGROUND_COLOR = '#fafaf9'

/** The icons scripts/make-icons.mjs draws from favicon.svg (committed in apps/web/public/icons/). */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const

/** Where each language's manifest is: English at the root, Bangla under /bn (the pages link theirs, decision 063). */
export const manifestPath = (locale: TLocale) => localizePath('/', locale).replace(/\/?$/, '/manifest.webmanifest')

/**
 * The web app manifest in one language: its name and description from the catalogs, its start page in that
 * language. Each language is an app of its own (`id`), so installing one never renames the other.
 */
export function webAppManifest(locale: TLocale) {
  const { t } = serverTranslator(locale)
  const start = localizePath('/', locale)
  return {
    id: start,
    name: t('site.name'),
    short_name: t('site.name'),
    description: t('site.description'),
    lang: locale,
    dir: 'ltr',
    start_url: start,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['lifestyle', 'shopping'],
    icons: APP_ICONS,
  }
}

/** Serves both manifests, written once at start (they change only with a release). */
export async function webAppManifestRoutes(app: FastifyInstance) {
  for (const locale of LOCALES) {
    const body = JSON.stringify(webAppManifest(locale))
    app.get(manifestPath(locale), { schema: { hide: true } }, async (_request, reply) =>
      reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body),
    )
  }
}
