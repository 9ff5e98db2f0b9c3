import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createActor } from '../actors'
import { createApplicant, createMerchant } from '../merchant-fixtures'
import { createPageApp } from '../pages'

/*
 * The dashboard's sidebar by role, as the server renders it: the person's initials (no photo), email and role, and
 * only their links; the overview says what comes next. Axe reads these pages in accessibility.spec.ts.
 */

let pages: Awaited<ReturnType<typeof createPageApp>>
beforeAll(async () => {
  pages = await createPageApp()
})
afterAll(() => pages?.close())

const CASES = [
  {
    role: null,
    label: 'user',
    links: [
      ['My bookings', '/dashboard/my-bookings'],
      ['Event planner', '/dashboard/planner'],
      ['Messages', '/dashboard/messages'],
      ['Shortlist', '/dashboard/shortlist'],
      ['Your account', '/dashboard/account'],
    ],
    overview: 'Become a merchant',
  },
  {
    role: 'requested',
    label: 'requested',
    links: [
      ['My bookings', '/dashboard/my-bookings'],
      ['Event planner', '/dashboard/planner'],
      ['Messages', '/dashboard/messages'],
      ['Shortlist', '/dashboard/shortlist'],
      ['Your account', '/dashboard/account'],
    ],
    overview: 'Waiting for review.',
  },
  {
    role: 'merchant',
    label: 'merchant',
    links: [
      ['Bookings', '/dashboard/my-bookings'],
      ['Add Events', '/dashboard/add-costumes'],
      ['Calendar', '/dashboard/calendar'],
      ['Packages', '/dashboard/packages'],
      ['Reviews', '/dashboard/reviews'],
      ['Earnings', '/dashboard/earnings'],
      ['Messages', '/dashboard/messages'],
      ['Shortlist', '/dashboard/shortlist'],
      ['Your account', '/dashboard/account'],
    ],
    overview: 'Add Events',
  },
] as const

describe('the dashboard sidebar by role', () => {
  test.each(CASES)('a $label sees their initials, email, role and only their links', async ({ role, label, links, overview }) => {
    // Made the real way: an application (requested), accepted by an admin (merchant, with an agency and a listing).
    const name = `sidebar-${label}`
    const actor =
      role === 'merchant'
        ? await createMerchant(pages.app, await createActor(pages.app, 'sidebar-admin', 'admin'), name)
        : role === 'requested'
          ? await createApplicant(pages.app, name)
          : await createActor(pages.app, name)
    const page = await pages.render('/dashboard', { cookie: actor.cookie })
    expect(page.status).toBe(200)
    expect(page.headings).toEqual(['Dashboard'])
    const nav = page.document.querySelector('nav[aria-label="Dashboard"]')!
    const card = nav.closest('div.card')!
    expect(card.textContent).toContain(actor.email)
    expect(card.textContent).toContain(label)
    // No photo: the initials of the name stand in ('sidebar-user' → S).
    expect([...card.querySelectorAll('*')].some((element) => element.children.length === 0 && element.textContent.trim() === 'S')).toBe(
      true,
    )
    expect([...nav.querySelectorAll('a')].map((link) => [link.textContent.trim(), link.getAttribute('href')])).toEqual(links)
    expect(page.document.querySelector('main')?.textContent).toContain(overview)
    expect(page.html).not.toContain('All users')
    page.close()
  })
})
