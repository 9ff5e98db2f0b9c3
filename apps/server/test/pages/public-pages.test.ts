import { LISTING_KINDS } from '@utsab/shared/constants'
import { serverTranslator } from '@utsab/shared/i18n/compile'
import { apiListPath, KIND_META, kindKey, kindListPaths } from '@utsab/shared/kinds'
import type { TListing, TListingPage } from '@utsab/shared/schemas/catalog'
import { TEXTS } from '@utsab/shared/texts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPageApp, type TRenderedPage } from '../pages'

/*
 * Every public page of spec §2 and our own, as the server renders it before any script runs: its status,
 * one h1, the title, description, canonical and language links, in English and in Bangla; missing pages,
 * the guarded pages' redirect to log in, robots.txt, the sitemap, and a forged Host.
 */

const PUBLIC_PAGES = [
  '/',
  '/home',
  '/service',
  '/about',
  '/blogs',
  '/contact',
  '/login',
  '/signup',
  '/terms',
  '/privacy',
  '/refund-policy',
  '/delivery',
  '/support',
  '/available',
  '/compare',
]
const ORIGIN = 'http://utsab.test'
const en = serverTranslator('en').t
const bn = serverTranslator('bn').t

let pages: Awaited<ReturnType<typeof createPageApp>>
/** The first listing of a kind, in the list page's order or cheapest first. */
const firstListing = async (kind: (typeof LISTING_KINDS)[number], query = 'sort=price') => {
  const response = await pages.app.inject({ method: 'GET', url: `${apiListPath(kind)}?pageSize=1&${query}` })
  const [listing] = (response.json() as TListingPage).data
  return listing as TListing
}

beforeAll(async () => {
  pages = await createPageApp()
})
afterAll(() => pages?.close())

async function render(url: string, options?: Parameters<typeof pages.render>[1]) {
  const page = await pages.render(url, options)
  opened.push(page)
  return page
}
const opened: TRenderedPage[] = []
afterAll(() => opened.forEach((page) => page.close()))

const inLanguage = (path: string, lang: 'en' | 'bn') => (lang === 'bn' ? (path === '/' ? '/bn' : `/bn${path}`) : path)

/** The head every page carries, in its language; an alias path's canonical link names the page's own path. */
function expectSeoHead(page: TRenderedPage, canonicalPath: string, lang: 'en' | 'bn') {
  const localPath = inLanguage(canonicalPath, lang)
  expect(page.status, `status of ${localPath}`).toBe(200)
  expect(page.lang, localPath).toBe(lang)
  expect(page.headings, `one h1 on ${localPath}`).toHaveLength(1)
  expect(page.title, localPath).toMatch(lang === 'en' ? /Utsab$/ : /উৎসব$/)
  expect(page.description ?? '', `description of ${localPath}`).toMatch(/.{20,}/)
  expect(page.canonical, localPath).toBe(`${ORIGIN}${localPath}`)
}

describe.each(['en', 'bn'] as const)('public pages in %s', (lang) => {
  const at = (path: string) => inLanguage(path, lang)

  test.each(PUBLIC_PAGES)('%s renders on the server with its SEO head', async (path) => {
    const page = await render(at(path))
    expectSeoHead(page, path === '/home' ? '/' : path, lang)
  })

  test('indexable pages link their other language and x-default; log-in pages are not indexed', async () => {
    const about = await render(at('/about'))
    expect(about.alternates).toEqual({ en: `${ORIGIN}/about`, bn: `${ORIGIN}/bn/about`, 'x-default': `${ORIGIN}/about` })
    const login = await render(at('/login'))
    expect(login.robots).toMatch(/noindex/)
  })

  for (const kind of LISTING_KINDS) {
    const meta = KIND_META[kind]
    test(`the ${kind} list pages list their cards (names, prices) in the HTML, under their heading`, async () => {
      const heading = (lang === 'en' ? en : bn)(kindKey(kind, 'listHeading'))
      const listing = await firstListing(kind, '')
      for (const path of kindListPaths(meta)) {
        const page = await render(at(path))
        expectSeoHead(page, meta.listPath, lang)
        expect(page.headings).toEqual([heading])
        // Server-rendered: the cards (and their prices) are there before any script runs.
        const main = page.document.querySelector('main')?.textContent ?? ''
        expect(main, path).toContain(lang === 'en' ? listing.name : (listing.nameBn ?? listing.name))
        expect(main, path).toContain(lang === 'en' ? 'BDT' : '৳')
      }
    })

    test(`the ${kind} detail page answers at every path, with its name, agency, action and JSON-LD`, async () => {
      const listing = await firstListing(kind)
      for (const prefix of meta.detailPrefixes) {
        const page = await render(at(`${prefix}/${listing.id}`))
        expect(page.status).toBe(200)
        expect(page.headings[0]).toContain(lang === 'en' ? listing.name : (listing.nameBn ?? listing.name))
        expect(page.html).toContain(listing.agency.name)
        const jsonLd = page.document.querySelector('script[type="application/ld+json"]')?.textContent
        expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': expect.any(String) })
      }
      if (lang === 'en') {
        const page = await render(`${meta.detailPrefixes[0]}/${listing.id}`)
        expect(page.linksNamed(en(kindKey(kind, 'orderAction'))).length).toBeGreaterThan(0)
      }
    })
  }

  test('an unknown path is the 404 page, with its status and a way home', async () => {
    const page = await render(at('/no-such-page'))
    expect(page.status).toBe(404)
    expect(page.headings).toEqual([lang === 'en' ? TEXTS.notFound : bn('page.notFound')])
    expect(page.linksNamed(lang === 'en' ? TEXTS.backToHomepage : bn('page.backToHomepage'))).toEqual([lang === 'en' ? '/' : '/bn'])
  })

  test('a detail page for an id that does not exist is a 404', async () => {
    const page = await render(at('/venue/00000000-0000-4000-a000-000000000000'))
    expect(page.status).toBe(404)
  })

  test('pages behind login send a visitor to log in, keeping where they came from', async () => {
    for (const path of [
      '/orders',
      '/cart',
      '/become-merchant',
      '/dashboard',
      '/dashboard/all-users',
      '/orders/00000000-0000-4000-a000-000000000000',
    ]) {
      const page = await render(at(path))
      expect(page.status, path).toBe(302)
      expect(page.location, path).toBe(`${at('/login')}?redirectTo=${encodeURIComponent(at(path))}`)
    }
  })
})

test('robots.txt names the sitemap, which lists every public page and listing in both languages', async () => {
  const robots = await pages.app.inject({ method: 'GET', url: '/robots.txt' })
  expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
  const sitemap = (await pages.app.inject({ method: 'GET', url: '/sitemap.xml' })).body
  expect(sitemap.match(/<url>/g)?.length).toBeGreaterThan(48)
  const venue = await firstListing('venue')
  expect(sitemap).toContain(`${ORIGIN}/venue/${venue.id}`)
  expect(sitemap).toContain(`${ORIGIN}/bn/about`)
  expect(sitemap).toMatch(/<loc>[^<]+\/bn<\/loc>/)
  expect(sitemap).toContain(`${ORIGIN}/bn/services/venue`)
  for (const policy of ['/terms', '/privacy', '/refund-policy', '/delivery', '/support']) {
    expect(sitemap, policy).toContain(`<loc>${ORIGIN}${policy}</loc>`)
    expect(sitemap, policy).toContain(`<loc>${ORIGIN}/bn${policy}</loc>`)
  }
})

test('a listing page arrives whole: its parts that hydrate apart are written in place, none sent after the page and moved in by script', async () => {
  for (const kind of LISTING_KINDS) {
    const listing = await firstListing(kind)
    const page = await render(`${KIND_META[kind].detailPrefixes[0]}/${listing.id}`)
    expect(page.status).toBe(200)
    // A part sent later leaves a pending marker and its template in place: the first paint would show the page without it.
    expect(page.html, kind).not.toContain('<!--$?-->')
    expect(page.html, kind).not.toMatch(/<div hidden id="S:\d+"/)
    expect(page.html.match(/<!--\$-->/g)?.length ?? 0, kind).toBeGreaterThanOrEqual(4)
  }
})

test('a page rendered for a forged Host links only to PUBLIC_URL', async () => {
  for (const path of ['/', KIND_META.venue.listPath, '/login']) {
    const page = await render(path, { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } })
    expect(page.html, path).not.toContain('evil.example')
    expect(page.canonical, path).toBe(`${ORIGIN}${path}`)
    expect(page.document.querySelector('meta[property="og:url"]')?.getAttribute('content'), path).toMatch(new RegExp(`^${ORIGIN}`))
  }
})

test('the Bangla home page: Bangla header links, Dhaka first in the hero, and the English page stays English', async () => {
  const page = await render('/bn')
  expect(page.linksNamed(bn('nav.home'))).toContain('/bn')
  expect(page.linksNamed(bn('nav.myBookings')).length).toBeGreaterThan(0)
  expect(page.document.body.textContent).toContain('ঢাকা, বগুড়া')
  expect((await render('/')).lang).toBe('en')
})

test('a first visit whose browser prefers Bangla is offered it in one line, on the English page it asked for', async () => {
  const offered = await render('/services/venue', { headers: { 'accept-language': 'bn-BD,bn;q=0.9' } })
  expect(offered.status).toBe(200)
  expect(offered.lang).toBe('en')
  expect(offered.document.querySelector(`aside[aria-label="${bn('language.offer')}"]`)).not.toBeNull()
  const english = await render('/services/venue', { headers: { 'accept-language': 'en-GB' } })
  expect(english.document.querySelector(`aside[aria-label="${bn('language.offer')}"]`)).toBeNull()
})
