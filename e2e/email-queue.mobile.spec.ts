import { expect, expectAccessibleInBothThemes, logIn, test } from './fixtures'
import { e2eEnv } from './support/env'
import { bn } from './support/i18n'

test('an admin reads the email queue in Bangla on a phone: its counts and the scheduled tasks, with nothing off the screen', async ({
  page,
  baseURL,
}) => {
  await logIn(page.request, baseURL, { email: e2eEnv.ADMIN_EMAIL, password: e2eEnv.ADMIN_PASSWORD })
  await page.goto('/bn/dashboard/jobs')
  await expect(page.getByRole('heading', { level: 1, name: bn('dashboard.link.jobs') })).toBeVisible()
  await expect(page.getByText(bn('admin.jobs.count.failed'), { exact: true })).toBeVisible()
  await expect(page.getByText(bn('admin.jobs.task.invite-reviews'))).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await expectAccessibleInBothThemes(page)
})
