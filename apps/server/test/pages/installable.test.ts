import sharp from 'sharp'
import { serverTranslator } from '@utsab/shared/i18n/compile'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { manifestPath, webAppManifest } from '../../src/plugins/web-app-manifest'
import { createPageApp } from '../pages'

/*
 * Issue 38, decision 063: the installable app as the production process serves it. Each language's manifest with what
 * Chromium's installability check asks for (Lighthouse 12 no longer audits it; e2e/offline.mobile.spec.ts asks
 * Chromium itself), its icons, the service worker's script, the offline pages, and the page's links and policy.
 */

let pages: Awaited<ReturnType<typeof createPageApp>>
beforeAll(async () => {
  pages = await createPageApp()
})
afterAll(() => pages?.close())

const get = (url: string, headers: Record<string, string> = {}) => pages.app.inject({ method: 'GET', url, headers })

describe.each(['en', 'bn'] as const)('in %s', (locale) => {
  const t = serverTranslator(locale).t

  test('the manifest is served as a manifest, with every member installing needs', async () => {
    const response = await get(manifestPath(locale))
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/)
    expect(response.headers['cache-control']).toBe('public, max-age=3600')
    const manifest = response.json() as ReturnType<typeof webAppManifest>
    expect(manifest).toEqual(JSON.parse(JSON.stringify(webAppManifest(locale))))
    expect(manifest).toMatchObject({
      id: locale === 'en' ? '/' : '/bn',
      name: t('site.name'),
      short_name: t('site.name'),
      start_url: locale === 'en' ? '/' : '/bn',
      scope: '/',
      display: 'standalone',
      theme_color: '#be185d',
      background_color: '#fafaf9',
    })
    expect(manifest).not.toHaveProperty('prefer_related_applications')
    const sizes = (purpose: string) =>
      manifest.icons.filter((icon) => icon.purpose === purpose && icon.type === 'image/png').map((icon) => icon.sizes)
    expect(sizes('any')).toEqual(['192x192', '512x512'])
    expect(sizes('maskable')).toEqual(['512x512'])
  })

  test('the page links its own language’s manifest, and its policy lets the manifest and the worker load', async () => {
    const page = await pages.render(locale === 'en' ? '/' : '/bn')
    expect(page.status).toBe(200)
    expect(page.document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(manifestPath(locale))
    expect(page.document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe('/icons/apple-touch-icon.png')
    const themes = [...page.document.querySelectorAll('meta[name="theme-color"]')].map((meta) => [
      meta.getAttribute('media'),
      meta.getAttribute('content'),
    ])
    expect(themes).toEqual([
      ['(prefers-color-scheme: light)', '#be185d'],
      ['(prefers-color-scheme: dark)', '#0c0a09'],
    ])
    const policy = String(page.headers['content-security-policy'])
    expect(policy).toContain("manifest-src 'self'")
    expect(policy).toContain("worker-src 'self'")
    page.close()
  })

  test('the offline page says so in the page’s language, names nobody and is not indexed', async () => {
    const page = await pages.render(locale === 'en' ? '/offline' : '/bn/offline')
    expect(page.status).toBe(200)
    expect(page.headings).toEqual([t('offline.title')])
    expect(page.robots).toContain('noindex')
    expect(page.linksNamed(t('nav.myBookings'))).toEqual([locale === 'en' ? '/orders' : '/bn/orders'])
    // The worker keeps it as a visitor without cookies gets it: everyone's page, storable.
    expect(page.headers['cache-control'] ?? '').not.toContain('no-store')
    page.close()
  })
})

test.each([
  ['/icons/icon-192.png', 192],
  ['/icons/icon-512.png', 512],
  ['/icons/maskable-512.png', 512],
  ['/icons/apple-touch-icon.png', 180],
])('%s is a %i px square PNG', async (url, size) => {
  const response = await get(url)
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe('image/png')
  const { format, width, height } = await sharp(response.rawPayload).metadata()
  expect({ format, width, height }).toEqual({ format: 'png', width: size, height: size })
})

test.each<Record<string, string>>([{}, { 'accept-encoding': 'br, gzip' }])(
  'the service worker is served from the root, asked again on every check, its policy its own origin (%o)',
  async (headers) => {
    const response = await get('/sw.js', headers)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/)
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers['content-security-policy']).toBe("default-src 'self'")
    expect(response.headers['service-worker-allowed']).toBeUndefined()
  },
)

test('hashed build files are kept for a year, other public files for an hour', async () => {
  const page = await pages.render('/')
  const script = page.document.querySelector('script#utsab-start')?.textContent ?? ''
  const asset = /\/assets\/[\w.-]+\.js/.exec(script)?.[0]
  page.close()
  expect(asset).toBeDefined()
  expect((await get(asset!)).headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect((await get('/icons/icon-192.png')).headers['cache-control']).toBe('public, max-age=3600')
})
