import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import type { TListingKind } from '@utsab/shared/constants'
import { apiListPath } from '@utsab/shared/kinds'
import type { TListing, TListingPage } from '@utsab/shared/schemas/catalog'

/**
 * Every test fails on an unexpected console error or uncaught page error (hydration mismatches
 * included), and gets helpers for the catalog and for accessibility checks.
 */
export const test = base.extend<{
  /** Console errors a test expects, such as the browser's note that the page itself answered 404. */
  allowedConsoleErrors: RegExp[]
  consoleErrors: string[]
  firstListing: (kind: TListingKind) => Promise<TListing>
}>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' && !allowedConsoleErrors.some((allowed) => allowed.test(message.text()))) errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
  firstListing: async ({ request }, use) => {
    await use(async (kind) => {
      const response = await request.get(`${apiListPath(kind)}?pageSize=1&sort=price`)
      const body = (await response.json()) as TListingPage
      const [listing] = body.data
      if (!listing) throw new Error(`No ${kind} listing in the demo data`)
      return listing
    })
  },
})

/** The browser logs the page's own error status; tests that expect one allow it. */
export const pageStatusError = (status: number) => new RegExp(`Failed to load resource: the server responded with a status of ${status}`)

/** The result cards of a list page. */
export const listingCards = (page: Page) => page.getByRole('list', { name: 'Listings' }).getByRole('listitem')

export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(
    serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`),
  ).toEqual([])
}

export { expect }
