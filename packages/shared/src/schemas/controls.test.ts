import { describe, expect, it } from 'vitest'
import { inEnglish } from '../i18n/english'
import { ZSignup, ZUpdateProfile } from './auth'
import { ZListingQuery } from './catalog'
import { ZContactMessage } from './contact'
import { EXAMPLE_APPLICATION_FIELDS } from './examples'
import { ZDecline, ZListingFields, ZMerchantApplicationFields } from './merchants'

const application = EXAMPLE_APPLICATION_FIELDS
const listing = { name: 'Red Sari', category: 'Saris', price: '4500', district: 'Rajshahi', address: '12 Shaheb Bazar Road' }
const contact = { name: 'Rahim', email: 'rahim@example.com', message: 'Is the hall free in March?' }

/** [what, where, field]: each user text field of the shared schemas, valid but for the one field. */
const fields: [string, (value: string) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, string][] =
  [
    ['sign-up full name', (v) => ZSignup.safeParse({ fullName: v, email: 'a@example.com', password: 'Sturdy#Pass1' }), 'Full name'],
    ['profile name', (v) => ZUpdateProfile.safeParse({ name: v }), 'Full name'],
    ['agency name', (v) => ZMerchantApplicationFields.safeParse({ ...application, agencyName: v }), 'Agency name'],
    ['service category', (v) => ZMerchantApplicationFields.safeParse({ ...application, serviceCategory: v }), 'Service category'],
    ['application address', (v) => ZMerchantApplicationFields.safeParse({ ...application, address: v }), 'Address'],
    ['listing name', (v) => ZListingFields.safeParse({ ...listing, name: v }), 'Name'],
    ['listing category', (v) => ZListingFields.safeParse({ ...listing, category: v }), 'Category'],
    ['listing size', (v) => ZListingFields.safeParse({ ...listing, size: v }), 'Size'],
    ['listing description', (v) => ZListingFields.safeParse({ ...listing, description: v }), 'Description'],
    ['decline reason', (v) => ZDecline.safeParse({ reason: v }), 'The reason'],
    ['contact name', (v) => ZContactMessage.safeParse({ ...contact, name: v }), 'Name'],
    ['contact company', (v) => ZContactMessage.safeParse({ ...contact, company: v }), 'Company name'],
    ['contact message', (v) => ZContactMessage.safeParse({ ...contact, message: v }), 'Message'],
    ['search', (v) => ZListingQuery.safeParse({ q: v }), 'q'],
  ]
const MULTILINE = new Set(['listing description', 'decline reason', 'contact message'])

const HIDDEN = {
  NUL: 'Bad\u0000name',
  BEL: 'Bad\u0007name',
  ESC: 'Bad\u001b[31mname',
  DEL: 'Bad\u007fname',
  'C1 (NEL)': 'Bad\u0085name',
  'right-to-left override': 'Bad\u202ename',
  'zero-width space': 'Bad\u200bname',
  BOM: 'Bad\ufeffname',
  'soft hyphen': 'Bad\u00adname',
  'line separator': 'Bad\u2028name',
  'lone surrogate': 'Bad\ud800name',
}

describe('text fields refuse control and invisible format characters', () => {
  describe.each(fields)('%s', (what, parse, label) => {
    it.each(Object.entries(HIDDEN))('refuses %s, saying so', (_name, value) => {
      const result = parse(value)
      expect(result.success).toBe(false)
      expect(result.error!.issues.map((issue) => inEnglish(issue.message))).toContain(`${label} must not contain control characters.`)
    })

    it('accepts ordinary text, Bengali with its joiners, and emoji', () => {
      for (const value of ['Shapla Events and Co', 'র‍্যাব শাপলা ইভেন্টস', 'Nusrat’s Mela 🎉👨‍👩‍👧']) expect(parse(value).success).toBe(true)
    })

    it(MULTILINE.has(what) ? 'accepts newlines and tabs' : 'refuses newlines and tabs', () => {
      expect(parse('First line of text\n\tand a second one').success).toBe(MULTILINE.has(what))
      expect(parse('First line of text\r\nand a second one').success).toBe(MULTILINE.has(what))
    })
  })
})
