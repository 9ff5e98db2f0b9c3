import { detailPath } from '@utsab/shared/kinds'
import { en } from './support/i18n'
import { bookingWhoseDayPassed, type TReviewStory } from './support/reviews'
import type { Page } from '@playwright/test'
import { clickWhenHydrated, expect, expectAccessibleInBothThemes, formatDate, logIn, test, type TTestUser } from './fixtures'
import { e2eEnv } from './support/env'

/**
 * Verified reviews (issue 17, decision 038), in order on one booking whose day has passed: its customer is invited by
 * email, rates it on the booking's page and sees it on the listing; its merchant replies once from Reviews; an admin
 * hides it with a reason (the listing's rating falls back to the Google rating) and shows it again.
 */
test.describe.configure({ mode: 'serial' })

let story: TReviewStory
const REVIEW = 'Rafiq and his team caught every moment of the gaye holud, and the album came a week early.'
const REPLY = 'Thank you, Farhana! It was a joy to photograph your family.'

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000)
  story = await bookingWhoseDayPassed(playwright, { merchant: 'Rafiq Islam', customer: 'Farhana Akter' })
})
test.afterAll(async () => story?.server.stop())

const logInTo = (page: Page, user: Pick<TTestUser, 'email' | 'password'>) => logIn(page.request, story.server.baseURL, user)

test('the customer is invited after the day, rates the booking on its page, and the listing shows the review', async ({ page, mail }) => {
  const { baseURL } = story.server
  const invitation = await mail.waitForMessage(story.customer.email, new RegExp(`Rate booking #${story.order.number}`))
  expect(invitation.text).toContain('1 to 5 stars')
  await logInTo(page, story.customer)
  await page.goto(mail.linkIn(invitation, `/orders/${story.order.id}#review`))

  const prompt = page.getByRole('region', { name: en('reviews.prompt.title') })
  await expect(prompt).toContainText(en('reviews.prompt.lead', { name: story.listing.name, agency: story.listing.agency.name }))
  // Sent empty, both fields say what they need.
  await clickWhenHydrated(prompt.getByRole('button', { name: en('reviews.form.submit') }))
  await expect(prompt.getByText('Choose a rating from 1 to 5 stars')).toBeVisible()
  await expect(prompt.getByText('Write at least 20 characters about how it went')).toBeVisible()
  await prompt.getByRole('radio', { name: en('reviews.form.star', { count: 4 }) }).check()
  await prompt.getByRole('textbox', { name: en('reviews.form.body') }).fill(REVIEW)
  await expectAccessibleInBothThemes(page)
  await prompt.getByRole('button', { name: en('reviews.form.submit') }).click()
  await expect(page.getByText(en('reviews.form.posted'))).toBeVisible()
  const mine = page.getByRole('region', { name: en('reviews.yours') })
  await expect(mine).toContainText(REVIEW)
  await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible()

  // The listing's page rates it by its verified review (stars come only from verified reviews).
  await page.goto(`${baseURL}${detailPath('photographer', story.listing.id)}`)
  const reviews = page.getByRole('region', { name: en('reviews.heading') })
  await expect(reviews).toContainText(en('reviews.averageOf', { rating: '4.0', count: 1 }))
  await expect(reviews.getByRole('article', { name: 'Farhana' })).toContainText(REVIEW)
  await expect(reviews).toContainText(en('reviews.bookedFor', { date: formatDate(story.bookedFor) }))
  await expect(page.getByText(en('catalog.rating.reviews', { count: 1 })).first()).toBeVisible()
  await expect(page.getByText(en('catalog.rating.none'))).toHaveCount(0)
  await expectAccessibleInBothThemes(page)
})

test('the merchant is told, and replies once from Reviews', async ({ page, mail }) => {
  const notice = await mail.waitForMessage(story.merchant.email, new RegExp(`A new 4-star review of ${story.listing.name}`))
  await logInTo(page, story.merchant)
  await page.goto(mail.linkIn(notice, '/dashboard/reviews'))
  await expect(page.getByRole('heading', { level: 1, name: en('dashboard.link.reviews') })).toBeVisible()
  const review = page.getByRole('article', { name: 'Farhana' })
  await expect(review).toContainText(en('reviews.booking', { number: story.order.number, listing: story.listing.name }))
  await clickWhenHydrated(review.getByRole('button', { name: en('reviews.merchant.reply', { name: 'Farhana' }) }))
  const dialog = page.getByRole('dialog', { name: en('reviews.merchant.replyTo', { author: 'Farhana' }) })
  await dialog.getByRole('button', { name: en('reviews.merchant.replySend') }).click()
  await expect(dialog.getByText('Write a reply of at least 2 characters')).toBeVisible()
  await dialog.getByRole('textbox', { name: en('reviews.merchant.replyLabel') }).fill(REPLY)
  await expectAccessibleInBothThemes(page)
  await dialog.getByRole('button', { name: en('reviews.merchant.replySend') }).click()
  await expect(page.getByText(en('reviews.merchant.replied'))).toBeVisible()
  await expect(review).toContainText(REPLY)
  // Once: no second reply.
  await expect(review.getByRole('button')).toHaveCount(0)

  // Its author is emailed the answer, with the way to it.
  const told = await mail.waitForMessage(story.customer.email, new RegExp(`${story.listing.agency.name} replied to your review`))
  expect(told.text).toContain(REPLY)
  await page.goto(mail.linkIn(told, `${detailPath('photographer', story.listing.id)}#reviews`))
  await expect(page.getByRole('region', { name: en('reviews.heading') })).toContainText(REPLY)
})

test('an admin hides the review with a reason (the rating falls back), then shows it again', async ({ page }) => {
  const { baseURL } = story.server
  await logInTo(page, { email: e2eEnv.ADMIN_EMAIL, password: e2eEnv.ADMIN_PASSWORD })
  await page.goto(`${baseURL}/dashboard/all-reviews`)
  const review = page.getByRole('article', { name: 'Farhana' })
  await clickWhenHydrated(review.getByRole('button', { name: en('reviews.admin.hideNamed', { name: 'Farhana' }) }))
  const dialog = page.getByRole('dialog', { name: en('reviews.admin.hideTitle', { author: 'Farhana' }) })
  await dialog.getByRole('textbox', { name: en('reviews.admin.reason') }).fill('Shares a guest’s phone number')
  await dialog.getByRole('button', { name: en('reviews.admin.hide') }).click()
  await expect(page.getByText(en('reviews.admin.hidden'))).toBeVisible()
  await expect(review).toContainText(en('reviews.hiddenBecause', { reason: 'Shares a guest’s phone number' }))
  await expectAccessibleInBothThemes(page)

  await page.goto(`${baseURL}${detailPath('photographer', story.listing.id)}`)
  await expect(page.getByRole('region', { name: en('reviews.heading') })).toContainText(en('reviews.none', { name: story.listing.name }))

  await page.goto(`${baseURL}/dashboard/all-reviews`)
  await clickWhenHydrated(review.getByRole('button', { name: en('reviews.admin.show', { name: 'Farhana' }) }))
  await expect(page.getByText(en('reviews.admin.shown'))).toBeVisible()
  await expect(review).not.toContainText(en('reviews.hiddenBecause', { reason: 'Shares a guest’s phone number' }))
})
