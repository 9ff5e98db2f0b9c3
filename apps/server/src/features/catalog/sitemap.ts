import type { FastifyPluginAsync } from 'fastify'
import { LISTING_KINDS } from '@utsab/shared/constants'
import { detailPath, KIND_META } from '@utsab/shared/kinds'
import { findSitemapEntries } from './queries'

const staticPaths = ['/', '/service', '/contact', '/about', '/blogs', ...LISTING_KINDS.map((kind) => KIND_META[kind].listPath)]

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** robots.txt and sitemap.xml, served at the site root for crawlers. */
export const sitemapRoutes: FastifyPluginAsync = async (app) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /orders\nDisallow: /dashboard\n\nSitemap: ${app.publicOrigin}/sitemap.xml\n`,
      ),
  )

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const base = app.publicOrigin
    const entries = await findSitemapEntries(app.db)
    const urls = [
      ...staticPaths.map((path) => `<url><loc>${escapeXml(base + path)}</loc></url>`),
      ...entries.map(
        (entry) =>
          `<url><loc>${escapeXml(base + detailPath(entry.kind, entry.id))}</loc><lastmod>${entry.createdAt.toISOString().slice(0, 10)}</lastmod></url>`,
      ),
    ]
    return reply
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
      )
  })
}
