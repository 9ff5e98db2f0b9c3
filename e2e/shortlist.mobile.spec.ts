import { apiListPath, detailPath } from '@utsab/shared/kinds'
import type { TListingPage } from '@utsab/shared/schemas/catalog'
import { bn } from './support/i18n'
import { clickWhenHydrated, expect, expectAccessibleInBothThemes, expectNoSidewaysScroll, test } from './fixtures'

/** In Bangla on a 360 px phone: a costume saved from its page shows on the shortlist, which fits the screen. */
test('in Bangla on a phone: a costume saved from its page is on the shortlist', async ({ page, createUser, loginAs }) => {
  test.slow()
  const costume = ((await (await page.request.get(`${apiListPath('costume')}?pageSize=4&sort=price`)).json()) as TListingPage).data[3]!
  await loginAs(await createUser())
  await page.goto(`/bn${detailPath('costume', costume.id)}`)
  const save = page.getByRole('button', { name: bn('catalog.shortlist.save', { name: costume.nameBn ?? costume.name }) })
  await clickWhenHydrated(save)
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  await expectNoSidewaysScroll(page)

  await page.goto('/bn/dashboard/shortlist')
  await expect(page.getByRole('heading', { level: 1, name: bn('catalog.shortlist.title') })).toBeVisible()
  const saved = page.getByRole('list', { name: bn('catalog.shortlist.list') }).getByRole('listitem')
  await expect(saved).toHaveCount(1)
  await expect(
    saved.first().getByRole('button', { name: bn('catalog.shortlist.save', { name: costume.nameBn ?? costume.name }) }),
  ).toHaveAttribute('aria-pressed', 'true')
  await expectNoSidewaysScroll(page)
  await expectAccessibleInBothThemes(page)
})
