import { addDays, plainDigits } from '@utsab/shared/format'
import type { TPlannerEvent } from '@utsab/shared/schemas/planner'
import { bn } from './support/i18n'
import {
  clickWhenHydrated,
  expect,
  expectAccessibleInBothThemes,
  expectNoSidewaysScroll,
  futureDay,
  logIn,
  originHeader,
  test,
} from './fixtures'

/**
 * The guest list of issue 37 (decision 061), in Bangla on a 360 px phone: a family adds a guest by hand and another
 * from a CSV, invites both to the holud and the wedding; a guest opens their personal link without an account and
 * answers; the family sees the answers in the counts per function.
 */
test('in Bangla on a phone: a family invites two guests, one answers through their own link, and the counts show it', async ({
  page,
  browser,
  playwright,
  baseURL,
  createUser,
  loginAs,
}) => {
  test.slow()
  const family = await createUser({ name: 'Nadia Rahman' })
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: originHeader(baseURL) })
  await logIn(api, baseURL, family)
  const wedding = futureDay()
  const made = await api.post('/api/planner/events', {
    data: {
      title: 'নাদিয়া ও রহিমের বিয়ে',
      withChecklist: false,
      functions: [
        { kind: 'holud', date: addDays(wedding, -2), place: 'ধানমন্ডির ছাদ' },
        { kind: 'wedding', date: wedding, place: 'কদম কনভেনশন হল, উত্তরা', mapUrl: 'https://maps.google.com/?q=Uttara' },
      ],
    },
  })
  expect(made.status()).toBe(201)
  const event = (await made.json()) as TPlannerEvent
  await api.dispose()

  await loginAs(family)
  await page.goto('/bn/dashboard/planner')
  const guests = page.getByRole('region', { name: bn('guests.title') })
  await expect(guests.getByText(bn('guests.empty'))).toBeVisible()

  // One by hand, invited to nothing yet.
  await clickWhenHydrated(guests.getByRole('button', { name: bn('guests.add') }))
  const add = page.getByRole('form', { name: bn('guests.add') })
  await add.getByLabel(bn('guests.label.name')).fill('রহিমা খাতুন')
  await add.getByLabel(bn('guests.label.family')).fill('খাতুন পরিবার')
  await add.getByLabel(bn('guests.label.partySize')).fill('৩')
  for (const box of await add.getByRole('checkbox').all()) await box.uncheck()
  await expectNoSidewaysScroll(page)
  await page.getByRole('button', { name: bn('guests.save') }).click()
  await expect(guests.getByText('রহিমা খাতুন', { exact: true }).first()).toBeVisible()

  // One from a CSV, checked before it is sent.
  await guests.getByRole('button', { name: bn('guests.import') }).click()
  const csv = page.getByRole('form', { name: bn('guests.csv.title') })
  await csv.getByLabel(bn('guests.csv.text')).fill('নাম,পক্ষ,জন\nকরিম উদ্দিন,খালা,২')
  await page.getByRole('button', { name: bn('guests.csv.check') }).click()
  await expect(csv.getByText(bn('guests.csv.problems', { count: 1 }))).toBeVisible()
  await expect(csv).toContainText(bn('guests.csv.line', { line: plainDigits(2, 'bn') }))
  await csv.getByLabel(bn('guests.csv.text')).fill('নাম,পক্ষ,জন\nকরিম উদ্দিন,বর,২')
  await page.getByRole('button', { name: bn('guests.csv.check') }).click()
  await expect(csv.getByText(bn('guests.csv.ready', { count: 1 }))).toBeVisible()
  await page.getByRole('button', { name: bn('guests.csv.submit', { count: 1 }) }).click()
  await expect(guests.getByText('করিম উদ্দিন', { exact: true }).first()).toBeVisible()

  // Both invited to the holud and the wedding.
  await guests.getByRole('checkbox', { name: bn('guests.selectAll') }).check()
  await guests.getByRole('button', { name: bn('guests.inviteSelected') }).click()
  const invite = page.getByRole('form', { name: bn('guests.inviteTitle', { count: 2 }) })
  await invite.getByRole('checkbox', { name: new RegExp(bn('planner.kind.holud')) }).check()
  await invite.getByRole('checkbox', { name: new RegExp(bn('planner.kind.wedding')) }).check()
  await page.getByRole('button', { name: bn('guests.invite'), exact: true }).click()
  const counts = guests.getByRole('table', { name: bn('guests.counts.title') })
  const holudRow = counts.getByRole('row', { name: new RegExp(bn('planner.kind.holud')) })
  await expect(holudRow).toContainText(bn('guests.counts.invitedValue', { count: plainDigits(2, 'bn'), heads: plainDigits(5, 'bn') }))
  await expectNoSidewaysScroll(page)

  // Rahima's personal link, as WhatsApp would carry it.
  const whatsapp = guests.getByRole('link', { name: `${bn('guests.whatsapp')} রহিমা খাতুন` })
  const text = new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')!
  const link = new URL(text.match(/https?:\/\/\S+/)![0]!)
  expect(link.pathname).toMatch(/^\/bn\/rsvp\/[A-Za-z0-9_-]{32}$/)

  // The guest, on their own phone, without an account.
  const phone = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })
  const guestPage = await phone.newPage()
  await guestPage.goto(link.pathname)
  await expect(guestPage.getByRole('heading', { level: 1, name: 'নাদিয়া ও রহিমের বিয়ে' })).toBeVisible()
  await expect(guestPage.getByText(bn('guests.rsvp.greeting', { name: 'রহিমা খাতুন' }))).toBeVisible()
  await expect(guestPage.getByText('করিম উদ্দিন')).toHaveCount(0)
  const holud = guestPage.getByRole('group', { name: bn('planner.kind.holud') })
  const weddingBlock = guestPage.getByRole('group', { name: bn('planner.kind.wedding') })
  await clickWhenHydrated(holud.getByRole('radio', { name: bn('guests.answer.yes'), exact: true }))
  await holud.getByLabel(bn('guests.label.heads')).fill('২')
  await holud.getByLabel(bn('guests.label.dietary')).fill('একজন নিরামিষভোজী')
  await weddingBlock.getByRole('radio', { name: bn('guests.answer.no'), exact: true }).check()
  await expectNoSidewaysScroll(guestPage)
  await guestPage.getByRole('button', { name: bn('guests.rsvp.submit') }).click()
  await expect(guestPage.getByText(bn('guests.rsvp.thanks'))).toBeVisible()
  await expectAccessibleInBothThemes(guestPage)
  await phone.close()

  // The family sees it counted.
  await page.goto(`/bn/dashboard/planner?event=${event.id}`)
  // The cells after the function: invited, coming (people), maybe, not coming, no answer, dietary notes.
  await expect(holudRow.getByRole('cell').nth(1)).toHaveText(new RegExp(`${plainDigits(2, 'bn')}$`))
  const weddingRow = counts.getByRole('row', { name: new RegExp(bn('planner.kind.wedding')) })
  await expect(weddingRow.getByRole('cell').nth(3)).toHaveText(new RegExp(`${plainDigits(1, 'bn')}$`))
  await expect(guests.getByText('একজন নিরামিষভোজী')).toBeVisible()
  await expectAccessibleInBothThemes(page)
})
