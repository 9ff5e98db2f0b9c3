import { describe, expect, it } from 'vitest'
import { badgeCount } from './header'

describe("the header's count badge (cart, unread messages)", () => {
  it("counts in the page's digits", () => {
    expect(badgeCount(3, 'en')).toBe('3')
    expect(badgeCount(3, 'bn')).toBe('৩')
    expect(badgeCount(42, 'bn')).toBe('৪২')
  })
  it('stops at 99+', () => {
    expect(badgeCount(120, 'en')).toBe('99+')
    expect(badgeCount(120, 'bn')).toBe('৯৯+')
  })
})
