import { formatMoney, plainDigits } from '@utsab/shared/format'
import { detailPath, kindKey } from '@utsab/shared/kinds'
import { demoVenueSeating, fillBookingDetails } from './support/booking'
import { bn } from './support/i18n'
import {
  APPLICATION_PRICE_BDT,
  clickWhenHydrated,
  expect,
  expectAccessibleInBothThemes,
  expectNoSidewaysScroll,
  futureDay,
  test,
  whenHydrated,
} from './fixtures'

/**
 * In Bangla on a 360 px phone: a family books a hall with its Bengali per-plate menu for their guests and its stage
 * decoration, sees what each costs and the total before booking, and finds the same lines on their booking.
 */
test('in Bangla on a phone: a hall with a per-plate menu for 180 guests and stage decoration, priced line by line', async ({
  page,
  request,
  createUser,
  loginAs,
}) => {
  test.slow()
  const venue = await demoVenueSeating(request, 200, APPLICATION_PRICE_BDT)
  const menu = venue.addons.find((addon) => addon.unit === 'guest')!
  const stage = venue.addons.find((addon) => addon.unit === 'booking')!
  await loginAs(await createUser())
  await page.goto(`/bn${detailPath('venue', venue.id)}?date=${futureDay()}`)
  await (await whenHydrated(page.getByRole('checkbox', { name: menu.nameBn! }))).check()
  await page.getByRole('checkbox', { name: stage.nameBn! }).check()
  const price = page.getByRole('region', { name: bn('orders.offer.price') })
  // No guests yet: the menu is priced for the guests given, and the page says so.
  await expect(price.getByText(bn('orders.offer.guestsNeeded'))).toBeVisible()
  await fillBookingDetails(page, venue, { t: bn, guests: 180 })
  const menuLine = bn('charges.line.guests', { name: menu.nameBn!, count: plainDigits(180, 'bn'), price: formatMoney(menu.price, 'bn') })
  await expect(price.getByRole('term').filter({ hasText: menuLine })).toBeVisible()
  const total = venue.price + 180 * menu.price + stage.price
  await expect(price.getByRole('definition').last()).toHaveText(formatMoney(total, 'bn'))
  await expect(price.getByText(bn('orders.offer.guestsNeeded'))).toHaveCount(0)
  await expectNoSidewaysScroll(page)
  await expectAccessibleInBothThemes(page)
  await clickWhenHydrated(page.getByRole('button', { name: bn(kindKey('venue', 'orderAction')), exact: true }))
  await expect(page).toHaveURL('/bn/orders')
  const row = page.getByRole('row').filter({ hasText: venue.nameBn ?? venue.name })
  await expect(row).toContainText(bn('charges.line.units', { name: menu.nameBn!, count: plainDigits(180, 'bn') }))
  await expect(row).toContainText(formatMoney(total, 'bn'))
  await expectNoSidewaysScroll(page)
})

/**
 * A visitor who searched for 300 guests (not signed in): the hall's page has the count filled in, its per-plate menu
 * is priced for 300 guests rather than one, and the count survives the trip through the sign-in page.
 */
test('in Bangla on a phone: a search for 300 guests prices the hall’s menu for 300, before signing in too', async ({ page, request }) => {
  const venue = await demoVenueSeating(request, 200, APPLICATION_PRICE_BDT)
  const menu = venue.addons.find((addon) => addon.unit === 'guest')!
  const day = futureDay()
  await page.goto(`/bn${detailPath('venue', venue.id)}?date=${day}&guests=300`)
  // The booking form, scrolled to, has the search's guests.
  await expect(await whenHydrated(page.getByLabel(bn('orders.details.guests')))).toHaveValue('300')
  await (await whenHydrated(page.getByRole('checkbox', { name: menu.nameBn! }))).check()
  const price = page.getByRole('region', { name: bn('orders.offer.price') })
  const menuLine = bn('charges.line.guests', { name: menu.nameBn!, count: plainDigits(300, 'bn'), price: formatMoney(menu.price, 'bn') })
  await expect(price.getByRole('term').filter({ hasText: menuLine })).toBeVisible()
  await expect(price.getByRole('definition').last()).toHaveText(formatMoney(venue.price + 300 * menu.price, 'bn'))
  // Without a count the total is not shown for one plate: the page asks for the guests.
  await page.getByLabel(bn('orders.details.guests')).fill('')
  await expect(price.getByText(bn('orders.offer.guestsNeeded'))).toBeVisible()
  await page.getByLabel(bn('orders.details.guests')).fill('250')
  const signIn = page.getByRole('link', { name: bn(kindKey('venue', 'orderAction')), exact: true })
  await expect(signIn).toHaveAttribute('href', /guests%3D250/)
  await expect(signIn).toHaveAttribute('href', new RegExp(`date%3D${day}`))
})

/** The merchant's packages page in Bangla at 360 px: the lists fit, and it passes axe in both themes. */
test('in Bangla on a phone: a merchant’s packages page fits and reads in Bangla', async ({ page, createUser, loginAs }) => {
  await loginAs(await createUser({ role: 'merchant', application: { businessCategory: 'makeup' } }))
  await page.goto('/bn/dashboard/packages')
  await expect(page.getByRole('heading', { level: 1, name: bn('dashboard.link.packages') })).toBeVisible()
  await clickWhenHydrated(page.getByRole('button', { name: bn('merchants.offer.addAddon') }))
  await expect(page.getByRole('combobox', { name: bn('merchants.offer.unit') })).toHaveValue('booking')
  await expectNoSidewaysScroll(page)
  await expectAccessibleInBothThemes(page)
})
