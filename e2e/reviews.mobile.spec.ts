import { detailPath } from '@utsab/shared/kinds'
import { bn } from './support/i18n'
import { bookingWhoseDayPassed, type TReviewStory } from './support/reviews'
import { clickWhenHydrated, expect, expectAccessibleInBothThemes, expectNoSidewaysScroll, logIn, test } from './fixtures'

/**
 * In Bangla on a 360 px phone (issue 17): a customer whose booking's day has passed rates it on the booking's page
 * (a missing rating is said in Bangla first), and the listing's Bangla page shows the verified review.
 */
let story: TReviewStory
test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000)
  story = await bookingWhoseDayPassed(playwright, { merchant: 'Sumon Mia', customer: 'Rumana Begum' })
})
test.afterAll(async () => story?.server.stop())

test('in Bangla on a phone: the customer rates a past booking, and the listing shows the review', async ({ page }) => {
  const { baseURL } = story.server
  const text = 'বিয়ের ছবিগুলো অসাধারণ হয়েছে, আর অ্যালবাম সময়ের আগেই হাতে পেয়েছি।'
  await logIn(page.request, baseURL, story.customer)
  await page.goto(`${baseURL}/bn/orders/${story.order.id}#review`)
  const prompt = page.getByRole('region', { name: bn('reviews.prompt.title') })
  await prompt.getByRole('textbox', { name: bn('reviews.form.body') }).fill(text)
  await clickWhenHydrated(prompt.getByRole('button', { name: bn('reviews.form.submit') }))
  await expect(prompt.getByText(bn('validation.review.stars'))).toBeVisible()
  await prompt.getByRole('radio', { name: bn('reviews.form.star', { count: 5 }) }).check()
  await expectNoSidewaysScroll(page)
  await expectAccessibleInBothThemes(page)
  await prompt.getByRole('button', { name: bn('reviews.form.submit') }).click()
  await expect(page.getByText(bn('reviews.form.posted'))).toBeVisible()
  await expect(page.getByRole('region', { name: bn('reviews.yours') })).toContainText(text)

  await page.goto(`${baseURL}/bn${detailPath('photographer', story.listing.id)}`)
  const reviews = page.getByRole('region', { name: bn('reviews.heading') })
  await expect(reviews).toContainText(bn('reviews.averageOf', { rating: '৫.০', count: 1 }))
  await expect(reviews.getByRole('article', { name: 'Rumana' })).toContainText(text)
  await expectNoSidewaysScroll(page)
  await expectAccessibleInBothThemes(page)
})
