import { TEXTS } from '@utsab/shared/texts'
import { expect, expectAccessible, test } from './fixtures'

test('a visitor sends a message from the contact page', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.getByText(TEXTS.contactReply)).toBeVisible()

  await page.getByLabel('Name', { exact: true }).fill('Nusrat Jahan')
  await page.getByLabel('Email', { exact: true }).fill('not-an-email')
  await page.getByLabel('Message').fill('We need a venue and a photographer for 300 guests.')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Email is not valid')).toBeVisible()
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page)

  await page.getByLabel('Email', { exact: true }).fill('nusrat@example.com')
  await page.getByLabel('Phone').fill('+880 1711-000000')
  await page.getByLabel('Company name').fill('Shapla Events')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText(TEXTS.contactSent)).toBeVisible()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')
})
