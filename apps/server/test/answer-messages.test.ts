import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { errorCodes } from 'fastify'
import { describe, expect, it } from 'vitest'
import { LISTING_KINDS } from '@utsab/shared/constants'
import { formatDate } from '@utsab/shared/format'
import { kindText } from '@utsab/shared/i18n/kind-texts'
import { APPLICATION_STATUSES, MERCHANT_TEXTS } from '@utsab/shared/schemas/merchants'
import { TEXTS } from '@utsab/shared/texts'
import { formatBytes, UPLOADS_PER_USER } from '../src/lib/multipart'
import { MAX_IMAGE_PIXELS } from '../src/plugins/images'
import { translateToBangla } from '../src/plugins/language'
import { repoRoot } from '../src/paths'

/**
 * Every sentence the server answers with is read back in the request's language (plugins/language.ts)
 * through the `errors` catalog (packages/shared/src/i18n/messages/errors.ts). This test reads the
 * server's source for the sentences it writes into answers — the messages of AppError, NotFoundError,
 * ForbiddenError and ConflictError, of errorBody(…), `message:` and `message =` texts, the constants
 * they name, and the TEXTS it answers with — and fails for any that does not come out in Bangla.
 * A sentence composed at run time (a template literal) must be listed in COMPOSED with examples.
 */
const SERVER_SOURCE = path.join(repoRoot, 'apps/server/src')
/**
 * Startup configuration errors (read by whoever runs the server, never answered to a request), and the
 * gateway simulators, which answer our own server in the gateways' words, as the real gateways do.
 */
const NOT_ANSWERS = new Set(['env.ts', 'bkash-simulator.ts', 'sslcommerz-simulator.ts'])
/** Mail is written in its own namespace (`emails`), not answered. */
const isMail = (file: string) => file.includes(`${path.sep}email${path.sep}`) || /emails?\.tsx$|notify-merchants\.tsx$/.test(file)

/**
 * Sentences the server composes, by their source (whitespace squeezed), with what they become. A new
 * composed sentence fails the test until it is listed here and its template is in the catalog.
 */
const date = formatDate('2027-02-14')
const [uploadMax, uploadWindowMs] = UPLOADS_PER_USER
const COMPOSED: Record<string, string[]> = {
  '`At most ${formatMoney(available)} can be paid out to ${agency.name} now; the rest is money of events still ahead.`': [
    'At most 15,000 BDT can be paid out to Kadam Events now; the rest is money of events still ahead.',
  ],
  '`At most ${formatMoney(available)}`': ['At most 15,000 BDT'],
  '`At most ${formatMoney(row.paidBdt)} was paid for this booking.`': ['At most 30,000 BDT was paid for this booking.'],
  '`At most ${formatMoney(row.paidBdt)}`': ['At most 30,000 BDT'],
  '`Cancelling now refunds ${formatMoney(refund)}, not ${formatMoney(expectedRefund)}. Please look at the amount again.`': [
    'Cancelling now refunds 15,000 BDT, not 30,000 BDT. Please look at the amount again.',
  ],
  "`No ${kindText(kind, 'label').toLowerCase()} listing with this id`": LISTING_KINDS.map(
    (kind) => `No ${kindText(kind, 'label').toLowerCase()} listing with this id`,
  ),
  "`${name}${eventDate ? ` for ${formatDate(eventDate)}` : ''} is already in your cart.`": [
    `Rose Garden Hall for ${date} is already in your cart.`,
    'Red Jamdani Sari is already in your cart.',
  ],
  '`${listing.name} is already booked on ${formatDate(eventDate)}. Please choose another date.`': [
    `Rose Garden Hall is already booked on ${date}. Please choose another date.`,
  ],
  '`${taken.listing.name} is already booked on ${formatDate(taken.eventDate!)}. Pick another date for it in your cart.`': [
    `Rose Garden Hall is already booked on ${date}. Pick another date for it in your cart.`,
  ],
  "`You are already ${viewer.role === 'admin' ? 'an admin' : 'a merchant'}.`": ['You are already an admin.', 'You are already a merchant.'],
  "`You sell ${[...kinds].join(', ') || 'nothing yet'}; you cannot add ${kind} listings.`": [
    'You sell nothing yet; you cannot add venue listings.',
    'You sell costume; you cannot add venue listings.',
    'You sell venue, photographer; you cannot add makeup listings.',
  ],
  '`Each file must be at most ${formatBytes(spec.maxBytes)}.`': [5 * 1024 * 1024, 1.5 * 1024 * 1024, 64 * 1024].map(
    (bytes) => `Each file must be at most ${formatBytes(bytes)}.`,
  ),
  '`Send at most ${max} files here.`': ['Send at most 6 files here.'],
  '`Your shortlist holds ${SHORTLIST_MAX} listings already. Remove one to keep another.`': [
    'Your shortlist holds 200 listings already. Remove one to keep another.',
  ],
  '`One online payment can be at most ${formatMoney(SSLCOMMERZ_MAX_POISHA / 100)}, and these bookings come to ${formatMoney(payable.amount)}. Please pay for fewer bookings at once.`':
    ['One online payment can be at most 5,00,000 BDT, and these bookings come to 6,00,000 BDT. Please pay for fewer bookings at once.'],
  "`You have sent ${max} pictures in the last ${windowMs / 60_000} minutes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`":
    [1, 7].map(
      (minutes) =>
        `You have sent ${uploadMax} pictures in the last ${uploadWindowMs / 60_000} minutes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    ),
  '`The picture is ${megapixels} megapixels; at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are accepted. Please upload a smaller picture.`':
    [`The picture is 96 megapixels; at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are accepted. Please upload a smaller picture.`],
  '`The photo is too large. The limit is ${Math.round(maxBytes / 1024 / 1024)} MB.`': ['The photo is too large. The limit is 5 MB.'],
  // The admin's reason stays in their own words (here Bangla, so no English is left in the example).
  '`An admin of Utsab hid this listing, so it cannot be published until an admin shows it again. The reason: ${reason}`': [
    'An admin of Utsab hid this listing, so it cannot be published until an admin shows it again. The reason: ছবিগুলো অন্য প্রতিষ্ঠানের।',
  ],
  '`No API route for ${request.method} ${request.url}`': ['No API route for GET /api/nothing-here?page=2'],
  '`No API route for ${request.method} ${url.pathname}`': ['No API route for POST /api/auth/update-user'],
  '`No route for ${request.method} ${redactUrl(request.url)}`': ['No route for DELETE /somewhere'],
  "`status must be one of ${APPLICATION_STATUSES.join(', ')}`": [`status must be one of ${APPLICATION_STATUSES.join(', ')}`],
}

/** The TEXTS the server answers with that are functions, with what they become. */
const TEXT_FUNCTIONS: Record<string, string[]> = {
  cartFull: [TEXTS.cartFull(10)],
  tooManyHolds: [TEXTS.tooManyHolds(5)],
  tooManyOrders: [TEXTS.tooManyOrders(1), TEXTS.tooManyOrders(540)],
  tooManyAttempts: [TEXTS.tooManyAttempts(1), TEXTS.tooManyAttempts(60)],
}

/** Fastify's own refusals the error handler passes on (plugins/errors.ts: "safe to show"). */
const FASTIFY_REFUSALS = [
  errorCodes.FST_ERR_CTP_BODY_TOO_LARGE,
  errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE,
  errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY,
  errorCodes.FST_ERR_CTP_INVALID_JSON_BODY,
  errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH,
].map((FastifyError) => new FastifyError().message)

/** The end of a string or template literal starting at `start` (a quote or backtick), template expressions included. */
function literalEnd(source: string, start: number): number {
  const quote = source[start]!
  let i = start + 1
  while (i < source.length) {
    const char = source[i]!
    if (char === '\\') i += 2
    else if (char === quote) return i + 1
    else if (quote === '`' && char === '$' && source[i + 1] === '{') i = expressionEnd(source, i + 2)
    else i++
  }
  throw new Error(`unterminated literal at ${start}`)
}

/** The index after the `}` (or `)`) that closes an expression starting at `start`, skipping nested literals and brackets. */
function expressionEnd(source: string, start: number, close = '}'): number {
  let depth = 0
  let i = start
  while (i < source.length) {
    const char = source[i]!
    if (char === "'" || char === '"' || char === '`') {
      i = literalEnd(source, i)
      continue
    }
    if (depth === 0 && char === close) return i + 1
    if (char === '{' || char === '(' || char === '[') depth++
    else if (char === '}' || char === ')' || char === ']') depth--
    i++
  }
  throw new Error(`unclosed expression at ${start}`)
}

/** The string and template literals in a piece of code, with what is around them. */
function literalsIn(code: string): string[] {
  const found: string[] = []
  let i = 0
  while (i < code.length) {
    const char = code[i]!
    if (char === "'" || char === '"' || char === '`') {
      let end: number
      try {
        end = literalEnd(code, i)
      } catch {
        break // an apostrophe in a trailing comment, not a literal
      }
      found.push(code.slice(i, end))
      i = end
    } else i++
  }
  return found
}

const withoutComments = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .filter((line) => !/^\s*\/\//.test(line))
    .join('\n')

type TFound = { file: string; literal: string }

function scan() {
  const literals: TFound[] = []
  const texts = new Set<string>()
  const files = readdirSync(SERVER_SOURCE, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !NOT_ANSWERS.has(path.basename(file)) && !isMail(file),
  )
  for (const file of files) {
    const source = withoutComments(readFileSync(path.join(SERVER_SOURCE, file), 'utf8'))
    const constants = new Map<string, string>()
    for (const match of source.matchAll(/\bconst ([A-Z][A-Z0-9_]*)\s*=\s*(?=['"`])/g)) {
      const start = match.index + match[0].length
      constants.set(match[1]!, source.slice(start, literalEnd(source, start)))
    }
    const take = (code: string) => {
      for (const literal of literalsIn(code)) literals.push({ file, literal })
      for (const name of code.match(/\b[A-Z][A-Z0-9_]{2,}\b/g) ?? []) {
        const value = constants.get(name)
        if (value) literals.push({ file, literal: value })
      }
    }
    // The thrown errors and hand-made error answers: every literal among their arguments.
    const calls =
      /(?:\bnew\s+(?:AppError|NotFoundError|ForbiddenError|ConflictError)|(?<![\w.])errorBody|(?<![\w.])body|\bthrow\s+message)\s*\(/g
    for (const match of source.matchAll(calls)) {
      const start = match.index + match[0].length
      take(source.slice(start, expressionEnd(source, start, ')') - 1))
    }
    // Sentences kept in a `message` (a variable, a default parameter, a property) or a form's `tooLarge`.
    // …or written into an answer's `fields` (`fields[key] ??= issue.message ?? 'Invalid value'`).
    for (const match of source.matchAll(/\b(?:message|tooLarge)(?:\s*=(?!=|>)|:)\s*|\bfields\[[^\]\n]*\]\s*\?{0,2}=\s*/g)) {
      const start = match.index + match[0].length
      const end = source.indexOf('\n', start + 1)
      const rest = source.slice(start, end === -1 ? undefined : end)
      if (/^['"`]/.test(rest)) take(source.slice(start, literalEnd(source, start)))
      else if (!/^\(/.test(rest)) take(rest)
    }
    for (const match of source.matchAll(/\b(MERCHANT_TEXTS|TEXTS)\.(\w+)/g)) texts.add(`${match[1]}.${match[2]}`)
  }
  return { literals, texts }
}

const { literals, texts } = scan()
/** A machine word (a code, a field name), not a sentence. */
const isSentence = (text: string) => /[A-Za-z]/.test(text) && !/^[a-z0-9_.-]*$/.test(text)
const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim()

const fixed = new Map<string, string>()
const composed = new Map<string, string>()
for (const { file, literal } of literals) {
  if (literal.startsWith('`') && literal.includes('${')) composed.set(squeeze(literal), file)
  else {
    const text = literal.slice(1, -1).replace(/\\(.)/g, '$1')
    if (isSentence(text)) fixed.set(text, file)
  }
}

const BENGALI = /[\u0980-\u09FF]/
/** Latin words a Bangla sentence may keep: names of formats, headers, protocols and the API's own words. */
const TECHNICAL = new Set(
  [
    'JPEG PNG WebP GIF AVIF MB KB JSON API Stripe CVC',
    'Idempotency Key multipart form data content type application json Content Length Type',
    'client secret callbackURL redirectURL errorCallbackURL origin Origin null',
    // A photo format, and the iPhone's own setting names as its screen shows them (the HEIC refusal says where to look).
    'HEIC Most Compatible Settings Camera Formats',
  ]
    .join(' ')
    .split(' '),
)
/**
 * The data in COMPOSED's examples (names, dates, paths, enum values): it stays as it is. So do the kinds
 * a merchant sells when there are several ('venue, photographer'): only a single kind is a known text.
 */
const DATA = new Set(
  [
    'Rose Garden Hall Red Jamdani Sari Kadam Events GET POST DELETE api nothing here page auth update user somewhere',
    'status pending accepted declined venue photographer',
  ]
    .join(' ')
    .split(' '),
)
const englishLeftIn = (text: string, kept: ReadonlySet<string>) =>
  (text.match(/[A-Za-z][A-Za-z_]*/g) ?? []).filter((word) => !TECHNICAL.has(word) && !kept.has(word))

function expectBangla(english: string, kept: ReadonlySet<string> = new Set()) {
  const bangla = translateToBangla(english)
  expect(bangla, `no Bangla for "${english}"`).toMatch(BENGALI)
  expect(englishLeftIn(bangla, kept), `English left in "${bangla}" (from "${english}")`).toEqual([])
}

describe('the server’s answers in Bangla', () => {
  it('finds the sentences the server writes (the scan still reads the source)', () => {
    expect(fixed.size).toBeGreaterThan(60)
    expect([...fixed.keys()]).toEqual(
      expect.arrayContaining(['Not found', 'You are not allowed to do this', 'Invalid value', 'Please log in to continue.']),
    )
    expect([...texts]).toEqual(expect.arrayContaining(['TEXTS.cartFull', 'TEXTS.contactSent', 'MERCHANT_TEXTS.requestSent']))
  })

  it.each([...fixed])('"%s" (%s)', (text) => expectBangla(text))

  it.each([...composed])('%s (%s) is listed with examples, and each comes out in Bangla', (source) => {
    const examples = COMPOSED[source]
    expect(examples, `add ${source} to COMPOSED, with examples of what it becomes, and its template to the errors catalog`).toBeDefined()
    for (const example of examples!) expectBangla(example, DATA)
  })

  it('writes a day inside a sentence as Bangla writes days', () => {
    expect(translateToBangla(`Rose Garden Hall is already booked on ${date}. Pick another date for it in your cart.`)).toBe(
      'Rose Garden Hall ১৪ ফেব্রুয়ারি ২০২৭ তারিখে আগেই বুক হয়ে গেছে। কার্ট থেকে এর জন্য অন্য একটি তারিখ বেছে নিন।',
    )
  })

  it.each([...texts])('%s', (reference) => {
    const [holder, name] = reference.split('.') as ['TEXTS' | 'MERCHANT_TEXTS', string]
    const value = (holder === 'TEXTS' ? TEXTS : MERCHANT_TEXTS)[name as never] as unknown
    if (typeof value === 'string') return expectBangla(value)
    const examples = TEXT_FUNCTIONS[name]
    expect(examples, `add ${reference} to TEXT_FUNCTIONS, with examples, and its template to the errors catalog`).toBeDefined()
    for (const example of examples!) expectBangla(example)
  })

  it.each(FASTIFY_REFUSALS)('Fastify: "%s"', (message) => expectBangla(message))

  it('writes a composed sentence’s numbers in Bengali digits and translates its known words', () => {
    expect(translateToBangla(TEXTS.tooManyAttempts(60))).toBe('অনেকবার চেষ্টা করা হয়েছে। ৬০ সেকেন্ড পরে আবার চেষ্টা করুন।')
    expect(translateToBangla(TEXTS.cartFull(10))).toBe(
      'আপনার কার্ট ভরে গেছে: এতে সর্বোচ্চ ১০টি আইটেম রাখা যায়। আগে চেকআউট করুন অথবা একটি আইটেম সরিয়ে দিন।',
    )
    expect(translateToBangla('You sell costume; you cannot add venue listings.')).toBe(
      'আপনি পোশাক বিক্রি করেন; ভেন্যু লিস্টিং যোগ করতে পারবেন না।',
    )
  })
})
