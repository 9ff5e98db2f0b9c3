import { LISTING_KINDS } from '@utsab/shared/constants'
import { plainDigits } from '@utsab/shared/format'
import { serverTranslator } from '@utsab/shared/i18n/compile'
import { localizePath } from '@utsab/shared/i18n/locales'
import { KIND_META, kindKey } from '@utsab/shared/kinds'
import type { Element } from 'happy-dom'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPageApp } from '../pages'

/*
 * Issue 17, real content, as the server renders it: the home page's two plans (spec §1: Free and $39) for the
 * businesses that sell on Utsab, each with its call to action; the About page says who Utsab is for, what can be
 * booked and how a business joins. In English and in Bangla, the words read from the catalogs. Following the links
 * in a browser is about-and-plans.spec.ts's.
 */

let pages: Awaited<ReturnType<typeof createPageApp>>
beforeAll(async () => {
  pages = await createPageApp()
})
afterAll(() => pages?.close())

const linkIn = (region: Element, name: string) =>
  [...region.querySelectorAll('a')].find((link) => link.textContent.trim() === name)?.getAttribute('href')

/** The region a heading names (aria-labelledby), as a screen reader finds it. */
function regionNamed(
  document: { querySelectorAll: (selector: string) => Iterable<Element>; getElementById: (id: string) => Element | null },
  name: string,
) {
  return [...document.querySelectorAll('section[aria-labelledby], [role="region"][aria-labelledby]')].find(
    (region) => document.getElementById(region.getAttribute('aria-labelledby')!)?.textContent.trim() === name,
  )
}

describe.each(['en', 'bn'] as const)('in %s', (locale) => {
  const t = serverTranslator(locale).t
  const path = (to: string) => localizePath(to, locale)

  test('the home page offers businesses a Free and a $39 plan, each with its next step', async () => {
    const page = await pages.render(path('/'))
    const plans = regionNamed(page.document, t('home.pricing.title'))!
    expect(plans.textContent).toContain(t('home.pricing.eyebrow'))
    const card = (name: string) => [...plans.querySelectorAll('li')].find((item) => item.querySelector('h3')?.textContent.trim() === name)!
    const free = card(t('home.pricing.free.name'))
    expect(free.textContent).toContain(plainDigits('$0', locale))
    expect(free.textContent).toContain(t('home.pricing.free.period'))
    expect(free.textContent).toContain(t('home.pricing.free.feature4'))
    expect(linkIn(free, t('home.pricing.free.cta'))).toBe(path('/become-merchant'))
    const team = card(t('home.pricing.team.name'))
    expect(team.textContent).toContain(plainDigits('$39', locale))
    expect(team.textContent).toContain(t('home.pricing.team.period'))
    expect(team.textContent).toContain(t('home.pricing.team.feature3'))
    expect(linkIn(team, t('home.pricing.team.cta'))).toBe(path('/contact'))
    page.close()
  })

  test('the About page leads to the four kinds, says how it works, and leads to selling and to us', async () => {
    const page = await pages.render(path('/about'))
    expect(page.headings).toEqual([t('home.about.title')])
    const main = page.document.querySelector('main')!
    expect(main.textContent).toContain(t('home.about.lead'))
    const kinds = regionNamed(page.document, t('home.about.bookTitle'))!
    for (const kind of LISTING_KINDS) expect(linkIn(kinds, t(kindKey(kind, 'label'))), kind).toBe(path(KIND_META[kind].listPath))
    expect(regionNamed(page.document, t('home.about.howTitle'))!.querySelectorAll('li')).toHaveLength(4)
    expect(linkIn(main, t('home.about.businessCta'))).toBe(path('/become-merchant'))
    expect(linkIn(main, t('home.about.contactLink'))).toBe(path('/contact'))
    page.close()
  })
})

test('every footer link into the About page lands on a section of it', async () => {
  const page = await pages.render('/about')
  const anchors = [...page.document.querySelectorAll('footer a[href^="/about#"]')].map((link) => link.getAttribute('href')!)
  expect(anchors.length).toBeGreaterThan(0)
  for (const href of anchors) expect(page.document.getElementById(href.slice('/about#'.length)), href).not.toBeNull()
  page.close()
})
