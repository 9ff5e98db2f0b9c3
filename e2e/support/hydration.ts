import { expect, type Locator, type Page } from '@playwright/test'
import { eitherLanguage } from './i18n'

/**
 * The one hydration wait of the suite: until React has hydrated the element (its props are attached). Typed or
 * chosen before that, values are lost to the form library, and a click lands on the server-rendered markup.
 */
export async function whenHydrated(target: Locator) {
  await expect
    .poll(() => target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))), {
      message: 'the element is hydrated',
      // A page hydrates in a second or two; on a loaded two-core CI machine, with two browsers and the server, one took more than 7.
      timeout: 15_000,
    })
    .toBe(true)
  return target
}

/** Clicks once the element has hydrated. */
export const clickWhenHydrated = async (target: Locator) => (await whenHydrated(target)).click()

/** The page has its h1 and the header has hydrated (every page has the theme toggle). */
export async function pageReady(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible()
  const themeToggle = new RegExp(`${eitherLanguage('theme.toDark').source}|${eitherLanguage('theme.toLight').source}`)
  await whenHydrated(page.getByRole('banner').getByRole('button', { name: themeToggle }))
}
