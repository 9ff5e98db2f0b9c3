import { expect, type Locator, type Page } from '@playwright/test'
import { eitherLanguage } from './i18n'

/**
 * The one hydration wait of the suite: until React has hydrated the element (its props are attached). Typed or
 * chosen before that, values are lost to the form library, and a click lands on the server-rendered markup.
 */
export async function whenHydrated(target: Locator, { scroll = true }: { scroll?: boolean } = {}) {
  await expect
    .poll(
      async () => {
        // A part below the first screen loads its code as it comes near the screen (HydrateWhenSeen), as a person's
        // scrolling brings it, and is then drawn anew: the wait scrolls there, and looks again at the new element.
        // An element replaced while being looked at is looked for again on the next try.
        if (scroll) await target.scrollIntoViewIfNeeded({ timeout: 2_000 }).catch(() => undefined)
        return target
          .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')), undefined, { timeout: 2_000 })
          .catch(() => false)
      },
      {
        message: 'the element is hydrated',
        // A page hydrates in a second or two; on a loaded two-core CI machine, with two browsers and the server, one took more than 7.
        timeout: 15_000,
      },
    )
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
