import type { FastifyPluginAsync } from 'fastify'
import { LISTING_KINDS } from '@utsab/shared/constants'
import { LOCALES, localizePath } from '@utsab/shared/i18n/locales'
import { detailPath, KIND_META } from '@utsab/shared/kinds'
import { findSitemapEntries } from './queries'

const staticPaths = [
  '/',
  '/service',
  '/contact',
  '/about',
  '/blogs',
  // The policy pages (issue 17).
  '/terms',
  '/privacy',
  '/refund-policy',
  '/delivery',
  '/support',
  ...LISTING_KINDS.map((kind) => KIND_META[kind].listPath),
]

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * One page in both languages: an entry per language, each naming the other (and English as the
 * default) as its alternates, the way search engines read a multilingual sitemap.
 */
function pageEntries(base: string, path: string, lastmod?: string): string[] {
  const alternates = [
    ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(base + localizePath(path, locale))}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(base + path)}"/>`,
  ].join('')
  const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : ''
  return LOCALES.map((locale) => `<url><loc>${escapeXml(base + localizePath(path, locale))}</loc>${modified}${alternates}</url>`)
}

/** robots.txt and sitemap.xml, served at the site root for crawlers. */
export const sitemapRoutes: FastifyPluginAsync = async (app) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /orders\nDisallow: /dashboard\nDisallow: /bn/orders\nDisallow: /bn/dashboard\n\nSitemap: ${app.publicOrigin}/sitemap.xml\n`,
      ),
  )

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const base = app.publicOrigin
    const entries = await findSitemapEntries(app.db)
    const urls = [
      ...staticPaths.flatMap((path) => pageEntries(base, path)),
      ...entries.flatMap((entry) => pageEntries(base, detailPath(entry.kind, entry.id), entry.createdAt.toISOString().slice(0, 10))),
    ]
    return reply
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
      )
  })
}
