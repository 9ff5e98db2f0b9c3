import { savesData } from '../apps/web/app/lib/save-data'
import { TEXTS } from '@utsab/shared/texts'
import { expect, test, uniqueEmail } from './fixtures'
import { whenHydrated } from './support/a11y'
import { en } from './support/i18n'

test('the home page tells what Utsab is and leads to the services', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: en('home.tagline') })).toBeVisible()
  await expect(page.getByText(en('home.growth.successfulEvents'))).toBeVisible()
  await expect(page.locator('video')).toHaveAttribute('loop', '')
  await expect(page.getByRole('img', { name: /rated [345] out of 5/i }).first()).toBeAttached()
  await expect(page.getByText('$39')).toBeVisible()

  const faq = page.getByText(/add to cart/i).first()
  await expect(faq).toBeAttached()

  await page.getByRole('link', { name: en('home.getStarted'), exact: true }).click()
  await expect(page).toHaveURL('/service')
  await expect(page.getByRole('link', { name: /venue/i }).first()).toBeVisible()
})

/**
 * Issue 38: a visitor who asked to save data (the phone's data saver, as Chromium reports it to the page) gets the
 * poster, never the hero's video, even on a wide screen where it would otherwise play.
 */
test('a visitor saving data gets the still picture, not the video', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true })
  await page.goto('/')
  // Hydrated: the video, when wanted, is added right then.
  await whenHydrated(page.getByRole('link', { name: en('home.getStarted'), exact: true }))
  expect(await page.evaluate(savesData)).toBe(true)
  await expect(page.locator('video')).toHaveCount(0)
  await expect(page.getByRole('button', { name: en('home.hero.pauseVideo') })).toHaveCount(0)
  await expect(page.locator('section[aria-labelledby="hero-title"] img')).toBeVisible()

  await cdp.send('Emulation.setDataSaverOverride', {})
  await page.reload()
  await expect(page.locator('video')).toHaveAttribute('loop', '')
})

test('the header Services menu leads to each list', async ({ page }) => {
  await page.goto('/')
  const nav = page.getByRole('navigation').first()
  await (await whenHydrated(nav.getByRole('button', { name: /services/i }))).click()
  await nav.getByRole('link', { name: 'Photographers' }).click()
  await expect(page).toHaveURL('/services/photographers')
  await expect(page.getByRole('heading', { level: 1, name: 'Best Photographer' })).toBeVisible()
})

test('the theme toggle switches to dark, and the choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/')
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  await (await whenHydrated(page.getByRole('button', { name: /dark theme/i }))).click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await page.getByRole('button', { name: /light theme/i }).click()
  await expect(page.locator('html')).not.toHaveClass(/dark/)
})

test('the theme starts from the system preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/')
  await expect(page.locator('html')).toHaveClass(/dark/)
})

test('the footer newsletter box asks to confirm by email, and the emailed link confirms', async ({ page, mail }) => {
  const email = uniqueEmail('reader')
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await footer.getByLabel('Email address').fill(email)
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(footer.getByRole('status')).toHaveText(TEXTS.newsletterCheckEmail)
  const message = await mail.waitForMessage(email, 'Confirm your Utsab newsletter subscription')
  const link = mail.linkIn(message, '/api/newsletter/confirm?token=')
  await page.goto(link)
  await expect(page).toHaveURL('/newsletter/confirmed')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscription confirmed')
  await expect(page.getByText(TEXTS.newsletterConfirmed)).toBeVisible()
  await page.goto(link)
  await expect(page.getByText(TEXTS.newsletterLinkInvalid)).toBeVisible()
})
