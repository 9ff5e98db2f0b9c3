import { describe, expect, it } from 'vitest'
import { initials } from './initials'

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Nusrat Jahan')).toBe('NJ')
    expect(initials('  ayesha   binte  rahman ')).toBe('AR')
    expect(initials('Rafi')).toBe('R')
  })
  it('handles non-Latin names and falls back to the email', () => {
    expect(initials('অমিত দাস')).toBe('অদ')
    expect(initials('', 'zara@example.com')).toBe('Z')
    expect(initials('')).toBe('?')
  })
})
