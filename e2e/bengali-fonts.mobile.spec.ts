import type { Locator, Page } from '@playwright/test'
import { bookingApi, expect, test } from './fixtures'
import { bn, en } from './support/i18n'

/**
 * Bengali text in every weight and family the pages use is drawn in Noto Sans Bengali, on English pages as on Bangla
 * ones. Debian's Chromium has no Bengali font of its own, as a phone or PC without one: whatever our faces do not
 * reach is drawn as empty boxes. `document.fonts.check()` cannot tell (it answers true once no face needs loading,
 * boxes or not), so each test measures the words as the page drew them against the same words in our face.
 */

/** A customer's name in Bangla, as an admin sees it (test data, not a product text). */
const BANGLA_NAME = 'রহিম উদ্দিন আহমেদ'

/**
 * The widths of the words of `target`'s text as the page drew them, and as Noto Sans Bengali draws them: a hidden
 * reference laid out now, in the same size, weight, spacing and language, with our face first. An input's placeholder
 * cannot be measured where it is drawn; it is laid out the same way, in the placeholder's own font.
 */
function wordWidths(target: Locator, { placeholder = false } = {}) {
  return target.evaluate((element, placeholder) => {
    const firstText = (root: Node) =>
      document
        .createTreeWalker(root, NodeFilter.SHOW_TEXT, (node) =>
          (node as Text).data.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP,
        )
        .nextNode() as Text
    const hidden = (style: CSSStyleDeclaration, family: string, text: string) => {
      const span = document.createElement('span')
      span.lang = element.closest('[lang]')?.getAttribute('lang') ?? ''
      span.style.cssText = 'position: absolute; top: 0; left: 0; visibility: hidden; white-space: pre'
      const { fontSize, fontWeight, fontStyle, letterSpacing } = style
      Object.assign(span.style, { fontFamily: family, fontSize, fontWeight, fontStyle, letterSpacing })
      span.textContent = text
      document.body.append(span)
      return span
    }
    const widths = (node: Text) =>
      [...node.data.matchAll(/\S+/g)].map((word) => {
        const range = document.createRange()
        range.setStart(node, word.index)
        range.setEnd(node, word.index + word[0].length)
        return range.getBoundingClientRect().width
      })
    const drawn = placeholder ? null : firstText(element)
    const style = getComputedStyle(drawn?.parentElement ?? element, placeholder ? '::placeholder' : null)
    const own = placeholder ? hidden(style, style.fontFamily, (element as HTMLInputElement).placeholder) : null
    const text = drawn ?? firstText(own!)
    const reference = hidden(style, `'Noto Sans Bengali', ${style.fontFamily}`, text.data)
    const result = { drawn: widths(text), inOurFace: widths(firstText(reference)) }
    reference.remove()
    own?.remove()
    return result
  }, placeholder)
}

/** How far (px) the widest-off word of `target` is from our face's; empty boxes miss it by several pixels. */
async function offOurFace(target: Locator, options?: { placeholder?: boolean }) {
  const { drawn, inOurFace } = await wordWidths(target, options)
  expect(drawn.length).toBeGreaterThan(0)
  return Math.max(...drawn.map((width, i) => Math.abs(width - inOurFace[i]!)))
}

/** The load status of the Noto Sans Bengali face declared for `weight` ("none" when no face covers it). */
const faceStatus = (page: Page, weight: number) =>
  page.evaluate(async (weight) => {
    await document.fonts.ready
    const covers = (declared: string) => {
      const [low, high = low] = declared.split(/\s+/).map((value) => ({ normal: 400, bold: 700 })[value] ?? Number(value))
      return low! <= weight && weight <= high!
    }
    const face = [...document.fonts].find((font) => font.family.replace(/["']/g, '') === 'Noto Sans Bengali' && covers(font.weight))
    return face?.status ?? 'none'
  }, weight)

const weightOf = async (target: Locator, pseudo: string | null = null) =>
  Number(await target.evaluate((element, pseudo) => getComputedStyle(element, pseudo).fontWeight, pseudo))

test('an English page draws a customer’s Bangla name in bold, in our Bengali face', async ({ page, loginAsRole, createUser }) => {
  await loginAsRole('admin')
  // Signed up last, so the account heads the first page of the table (newest first) and is drawn in the first paint.
  const customer = await createUser({ name: BANGLA_NAME, verified: false })
  await page.goto('/dashboard/all-users')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const name = page
    .getByRole('table', { name: en('admin.users.title') })
    .getByRole('row')
    .filter({ hasText: customer.email })
    .getByRole('rowheader')
  await expect(name).toHaveText(BANGLA_NAME)
  const weight = await weightOf(name)
  expect(weight, 'the name is in bold').toBeGreaterThanOrEqual(600)

  await expect
    .poll(() => offOurFace(name), { message: 'the Bangla name is drawn in Noto Sans Bengali, not as empty boxes' })
    .toBeLessThan(0.5)
  expect(await faceStatus(page, weight), `the Bengali face for weight ${weight}`).toBe('loaded')
})

test('the Bangla payment page draws the card expiry’s hint in the monospace fields in our Bengali face', async ({
  page,
  baseURL,
  createUser,
  loginAs,
  firstListing,
}) => {
  await loginAs(await createUser())
  const order = await bookingApi(page.request, baseURL).placeBooking(await firstListing('costume'))
  await page.goto(`/bn/payment/${order.id}`)
  const expiry = page.getByRole('form', { name: bn('payments.card.form') }).getByLabel(bn('payments.card.expiry'))
  await expect(expiry).toHaveAttribute('placeholder', bn('payments.card.expiryPlaceholder'))
  const weight = await weightOf(expiry, '::placeholder')

  await expect
    .poll(() => offOurFace(expiry, { placeholder: true }), { message: 'the hint is drawn in Noto Sans Bengali, not as empty boxes' })
    .toBeLessThan(0.5)
  expect(await faceStatus(page, weight), `the Bengali face for weight ${weight}`).toBe('loaded')
})
