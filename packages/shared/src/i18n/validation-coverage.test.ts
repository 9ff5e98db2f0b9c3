import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { COMMON_PASSWORDS } from '../common-passwords'
import * as accountSchemas from '../schemas/account'
import * as authSchemas from '../schemas/auth'
import * as calendarSchemas from '../schemas/calendar'
import * as catalogSchemas from '../schemas/catalog'
import * as commonSchemas from '../schemas/common'
import * as contactSchemas from '../schemas/contact'
import * as earningsSchemas from '../schemas/earnings'
import { EXAMPLE_APPLICATION_FIELDS } from '../schemas/examples'
import * as languageSchemas from '../schemas/language'
import * as merchantSchemas from '../schemas/merchants'
import * as messageSchemas from '../schemas/messages'
import * as moderationSchemas from '../schemas/moderation'
import * as offerSchemas from '../schemas/offer'
import * as orderSchemas from '../schemas/orders'
import * as reviewSchemas from '../schemas/reviews'
import * as shortlistSchemas from '../schemas/shortlist'
import * as vitalsSchemas from '../schemas/vitals'
import { TEXTS } from '../texts'
import { argumentNames } from './message-arguments'
import { createTranslator } from './catalog'
import { compiledMessages } from './compile'
import { decodeMessage, renderMessage, type TMessage, type TMessageParam } from './message'

/**
 * Every message a shared schema can give is a message key with its values (schemas/messages-by-key.ts),
 * which the server writes in its answer's language and a form in its page's. This test parses invalid
 * payloads through every exported schema and fails for any message that is not a key of the `validation`
 * or `common` catalog (the texts every page has), takes other values than its sentence does, or does not
 * come out in Bangla. A new schema module goes into SCHEMA_MODULES.
 */
const SCHEMA_MODULES = {
  account: accountSchemas,
  auth: authSchemas,
  calendar: calendarSchemas,
  catalog: catalogSchemas,
  common: commonSchemas,
  contact: contactSchemas,
  earnings: earningsSchemas,
  language: languageSchemas,
  merchants: merchantSchemas,
  messages: messageSchemas,
  moderation: moderationSchemas,
  offer: offerSchemas,
  orders: orderSchemas,
  reviews: reviewSchemas,
  shortlist: shortlistSchemas,
  vitals: vitalsSchemas,
}

/** What every page has (lib/i18n.server.ts rootMessages), in both languages; the server has these and more. */
const PAGE_NAMESPACES = ['common', 'validation'] as const
const en = createTranslator('en', compiledMessages('en', PAGE_NAMESPACES))
const bn = createTranslator('bn', compiledMessages('bn', PAGE_NAMESPACES))
const inEnglish = (message: TMessage) => renderMessage(en.t, 'en', message)
const inBangla = (message: TMessage) => renderMessage(bn.t, 'bn', message)

const BENGALI = /[\u0980-\u09FF]/
/**
 * Latin words a Bangla message may keep: the API's own names (query parameters, enum values, zod's
 * symbols for a value that is not a number), which a person types or sees as they are.
 */
const API_WORDS = new Set([
  ...[
    'page',
    'pageSize',
    'minPrice',
    'maxPrice',
    'minRating',
    'q',
    'sort',
    'status',
    'event',
    'eventDate',
    'deliveryDate',
    'role',
    'date',
    'guests',
    'from',
    'to',
    'note',
  ],
  ...['intentId', 'clientSecret', 'listingId', 'id', 'token', 'locale', 'next', 'image', 'expectedRefund'],
  ...['price', 'rating', 'newest', 'reply', 'ids', 'venue', 'photographer', 'costume', 'makeup', 'merchant', 'requested', 'admin'],
  ...['pending', 'paid', 'cancelled', 'expired', 'accepted', 'declined', 'en', 'bn', 'test', 'stripe', 'BDT'],
  ...['succeeded', 'failed', 'processing', 'requires_payment_method', 'canceled', 'refunded'],
  ...['user', 'open', 'handled'],
  ...['NaN', 'null', 'Infinity', 'true', 'false', 'A', 'Z'],
])
/** Zod quotes the values it lists ("Cox's Bazar"|"Dhaka"): those are data, not words to translate. */
const englishLeftIn = (text: string) =>
  (text.replace(/"[^"]*"/g, '').match(/[A-Za-z][A-Za-z_]*/g) ?? []).filter((word) => !API_WORDS.has(word))

const schemas = Object.entries(SCHEMA_MODULES).flatMap(([module, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .map(([name, schema]) => ({ name: `${module}.${name}`, schema })),
)

/** Values that break some rule of almost every field: missing, empty, wrong type, too long, hidden characters, out of range. */
const BAD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x',
  'x'.repeat(3000),
  'Bad\u0000name',
  'Bad\u202ename',
  'First line\nsecond line',
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999',
  '2027-02-30',
  'not-an-email',
  'a@b',
  -1,
  0,
  1.5,
  1e12,
  Number.NaN,
  true,
  {},
  [],
  ['x'],
]

const application = EXAMPLE_APPLICATION_FIELDS
const listing = { name: 'Red Sari', category: 'Saris', price: '4500', district: 'Rajshahi', address: '12 Shaheb Bazar Road' }
const uuid = '6f1c2b9e-4a57-4c1e-9b8f-2d7c5e3a1f00'
/** A valid payload of each input schema, so that each field can be broken alone (and whole-form rules are reached). */
const VALID: Record<string, Record<string, unknown>> = {
  'auth.ZSignup': { fullName: 'Nusrat Jahan', email: 'nusrat@example.com', password: 'Sturdy#Pass1' },
  'auth.ZLogin': { email: 'nusrat@example.com', password: 'Sturdy#Pass1' },
  'auth.ZForgotPassword': { email: 'nusrat@example.com' },
  'auth.ZResetPassword': { token: 'abc', password: 'Sturdy#Pass1' },
  'auth.ZUpdateProfile': { name: 'Nusrat Jahan' },
  'auth.ZEmailParams': { email: 'nusrat@example.com' },
  'auth.ZIdParams': { id: 'abc' },
  'auth.ZSetMerchantRole': { role: 'merchant' },
  'contact.ZContactMessage': { name: 'Rahim', email: 'rahim@example.com', message: 'Is the hall free in March?' },
  'contact.ZNewsletterSubscription': { email: 'rahim@example.com' },
  'merchants.ZMerchantApplicationFields': application,
  'merchants.ZListingFields': listing,
  'merchants.ZListingUpdate': listing,
  'merchants.ZDecline': { reason: 'The licence photo is unreadable' },
  'merchants.ZUploadParams': { event: 'venue' },
  'orders.ZCreateOrder': {
    listingId: uuid,
    eventDate: '2027-02-14',
    phone: '01711 000000',
    shift: 'evening',
    guests: 200,
    size: 'M',
    quantity: 2,
    deliveryAddress: 'House 12, Road 5, Dhanmondi',
    deliveryDate: '2027-02-10',
  },
  'orders.ZBookingDetails': {
    shift: 'evening',
    guests: 200,
    size: 'M',
    quantity: 2,
    deliveryAddress: 'House 12, Road 5, Dhanmondi',
    deliveryDate: '2027-02-10',
  },
  'orders.ZCheckoutCart': { phone: '01711 000000' },
  'orders.ZCartItemChange': { eventDate: '2027-02-14', shift: 'day' },
  'orders.ZGatewayCard': { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
  'orders.ZRecordPayment': { intentId: 'pi_1' },
  'language.ZLanguageChoice': { locale: 'bn', next: '/' },
  'account.ZAccountUpdate': { name: 'Nusrat Jahan', phone: '01711 000000', locale: 'bn' },
  'account.ZChangePassword': { currentPassword: 'Old#Pass1', newPassword: 'Sturdy#Pass1' },
  'account.ZSessionParams': { id: 'abc' },
}

/** Rules a field-by-field break does not reach: whole-form rules, and the password's rules one by one. */
const SPECIAL_CASES: [string, z.ZodType, unknown][] = [
  ['price range', catalogSchemas.ZPriceRange, { minPrice: '500', maxPrice: '100' }],
  ['listing query price range', catalogSchemas.ZListingQuery, { minPrice: '500', maxPrice: '100' }],
  ['password without uppercase or special character', authSchemas.ZNewPassword, 'sturdypass1'],
  ['password without special character', authSchemas.ZNewPassword, 'Sturdypass1'],
  ['password too long', authSchemas.ZNewPassword, 'Sturdy#Pass1'.repeat(3)],
  ['common password', authSchemas.ZNewPassword, [...COMMON_PASSWORDS].find((p) => /[A-Z]/i.test(p))!.replace(/^./, (c) => c.toUpperCase())],
  ['phone that is no mobile number', merchantSchemas.ZPhone, '12345'],
  ['NID with the wrong number of digits', merchantSchemas.ZNid, '12345'],
  [
    'contact phone with letters',
    contactSchemas.ZContactMessage,
    { name: 'A', email: 'a@b.co', phone: 'call me', message: 'Hello there, friend' },
  ],
  ['rating above 5', merchantSchemas.ZRating, '7'],
  ['price of zero', merchantSchemas.ZPriceBdt, '0'],
  ['page size above the maximum', catalogSchemas.ZListingQuery, { pageSize: '1000' }],
  ['minimum rating above 5', catalogSchemas.ZListingQuery, { minRating: '9' }],
  ['order page size above the maximum', orderSchemas.ZOrderPageQuery, { pageSize: '1000' }],
  ['order page size not whole', orderSchemas.ZOrderPageQuery, { pageSize: '1.5' }],
  [
    'web vitals beacon without a measurement',
    vitalsSchemas.ZVitalsBeacon,
    { route: '/', locale: 'bn', device: 'desktop', navigation: 'reload', lcpMs: null, inpMs: null, cls: null },
  ],
]

/** The shape of an object schema, through the wrappers (optional, default, pipe, preprocess) around it. */
function shapeOf(schema: z.ZodType, depth = 0): Record<string, z.ZodType> | undefined {
  if (depth > 5) return undefined
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>
  const def = (schema as unknown as { def: Record<string, unknown> }).def
  for (const inner of [def.innerType, def.in, def.out]) {
    if (inner instanceof z.ZodType) {
      const shape = shapeOf(inner, depth + 1)
      if (shape) return shape
    }
  }
  return undefined
}

function collectMessages() {
  const found = new Map<string, string>()
  const parse = (where: string, schema: z.ZodType, input: unknown) => {
    const result = schema.safeParse(input)
    if (!result.success) for (const issue of result.error.issues) if (!found.has(issue.message)) found.set(issue.message, where)
  }
  for (const { name, schema } of schemas) {
    for (const value of BAD_VALUES) parse(name, schema, value)
    const shape = shapeOf(schema)
    if (!shape) continue
    const valid = VALID[name] ?? {}
    for (const field of Object.keys(shape)) {
      for (const value of BAD_VALUES) {
        parse(`${name}.${field}`, schema, { [field]: value })
        parse(`${name}.${field}`, schema, { ...valid, [field]: value })
      }
    }
  }
  for (const [what, schema, input] of SPECIAL_CASES) parse(what, schema, input)
  return found
}

const messages = collectMessages()

/** The names a message's sentence takes ({label}, {max}), in English, from its compiled form. */
const argumentsOf = (key: string) => argumentNames((compiledMessages('en', PAGE_NAMESPACES) as Record<string, unknown>)[key])

/** The keys a message names, its own and its values' (a field's label, a type's name). */
const keysOf = (message: TMessage): string[] => [
  message.key,
  ...Object.values(message.params ?? {}).flatMap(function keys(value: TMessageParam): string[] {
    if (Array.isArray(value)) return (value as readonly TMessageParam[]).flatMap(keys)
    return value && typeof value === 'object' && 'key' in value ? [value.key] : []
  }),
]

describe('the shared schemas’ messages', () => {
  it('reaches the messages the schemas write (the spec’s among them)', () => {
    const keys = new Set([...messages.keys()].map((text) => decodeMessage(text)?.key))
    const english = new Set([...messages.keys()].map((text) => inEnglish(decodeMessage(text)!)))
    const expected = [
      TEXTS.emailRequired,
      TEXTS.emailInvalid,
      TEXTS.passwordMin,
      TEXTS.passwordMax,
      TEXTS.passwordUppercase,
      TEXTS.passwordSpecial,
      TEXTS.passwordCommon,
      TEXTS.fullNameRequired,
      'Full name must be at most 100 characters',
      'Full name must not contain control characters.',
      'Maximum price must be at least the minimum price',
      'maxPrice must not be below minPrice',
      'Enter a Bangladeshi mobile number, like 01711 000000',
      'NID must be 10, 13 or 17 digits',
      'Choose one of Photographer, Venue & food, Costumes, Makeup & decoration',
      'Phone must contain digits only (spaces, dashes and a leading + are fine)',
      'Message must be at least 10 characters',
      'Description in Bangla must be at most 2,000 characters',
      'pageSize must be at most 60',
      'minRating must be between 0 and 5',
      'sort must be one of price, -price, rating, newest, reply',
      'eventDate must be a date like 2027-02-14',
      'Choose English or Bangla',
    ]
    for (const sentence of expected) expect([...english], sentence).toContain(sentence)
    expect(keys).toContain('validation.zod.textMissing')
    expect(messages.size).toBeGreaterThan(80)
  })

  it.each([...messages])('%s (%s)', (text) => {
    const message = decodeMessage(text)
    expect(message, `"${text}" is not a message key`).toBeDefined()
    for (const key of keysOf(message!)) {
      expect(en.t(key), `${key} is not in the pages' catalogs (common, validation)`).not.toBe(key)
      expect(bn.t(key), `${key} has no Bangla`).not.toBe(key)
    }
    expect(Object.keys(message!.params ?? {}).sort(), `${message!.key}: its values`).toEqual(argumentsOf(message!.key))
    const bangla = inBangla(message!)
    expect(bangla, `no Bangla for "${text}"`).toMatch(BENGALI)
    expect(englishLeftIn(bangla), `English left in "${bangla}"`).toEqual([])
  })

  it('writes a label by its key and numbers in the language’s digits', () => {
    const described = { key: 'validation.text.maxLength', params: { label: { key: 'validation.label.descriptionBn' }, max: 2000 } } as const
    expect(inEnglish(described)).toBe('Description in Bangla must be at most 2,000 characters')
    expect(inBangla(described)).toBe('বাংলায় বিবরণ সর্বোচ্চ ২,০০০ অক্ষরের হতে পারে।')
    const parse = (schema: z.ZodType, value: unknown) => inBangla(decodeMessage(schema.safeParse(value).error!.issues[0]!.message)!)
    expect(parse(authSchemas.ZFullName, 'x'.repeat(101))).toBe('পুরো নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে।')
    expect(parse(merchantSchemas.ZRating, '7')).toBe('রেটিং ০ থেকে ৫-এর মধ্যে হতে হবে।')
    expect(parse(commonSchemas.ZReason, 'A good\u202ereason')).toBe('কারণ ঘরে অদৃশ্য বা নিয়ন্ত্রণ-অক্ষর রাখা যাবে না।')
    expect(parse(authSchemas.ZSignupEmail, undefined)).toBe('ইমেইল ঠিকানা লিখুন।')
  })
})
