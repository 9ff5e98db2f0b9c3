import { z } from 'zod'
import { CSV_COLUMNS, GUEST_LIMITS, GUEST_SIDES, RSVP_ANSWERS, sideOfWord, splitCsv, splitFunctionNames, type TCsvColumn } from '../guests'
import { FUNCTION_KINDS } from '../planner'
import { typedNumber, withoutControls, ZEmail, ZPhone, ZUuid } from './common'
import { ZOrder } from './orders'
import { label, m, maxLength, required, type TLabel } from './messages-by-key'

/**
 * The guest list and invitations of an event (issue 37, decision 061): the family's guests, the functions each is
 * invited to, the public invitation by its share link and each guest's answers by a personal link. Checked by these
 * schemas on the server and in the page's forms alike; the CSV is read by `parseGuestCsv` on both sides.
 */

const NAME = label('guests.label.name')
const FAMILY = label('guests.label.family')
const PARTY = label('guests.label.partySize')
const HEADS = label('guests.label.heads')
const DIETARY = label('guests.label.dietary')
const WELCOME = label('guests.label.welcome')

const optionalText = (name: TLabel, max: number, multiline = false) =>
  withoutControls(
    z
      .string({ message: maxLength(name, max) })
      .trim()
      .max(max, maxLength(name, max)),
    name,
    { multiline },
  )
    .nullish()
    .transform((value) => (value ? value : null))

/** Blank text is no value; anything else must pass `schema`. */
const blankIsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), schema.nullable())

/** Blank text (or null) is no number. */
const blankIsAbsent = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value)

export const ZGuestSide = z.enum(GUEST_SIDES, { message: m('guests.validation.side') })
export const ZRsvpAnswer = z.enum(RSVP_ANSWERS, { message: m('guests.validation.attending') })

/** A guest as the family types them: one person or a family ("Rahman family, up to 4"), the functions they are invited to. */
export const ZGuestInput = z.object({
  name: withoutControls(
    z
      .string({ message: required(NAME) })
      .trim()
      .min(1, required(NAME))
      .max(100, maxLength(NAME, 100)),
    NAME,
  ),
  side: ZGuestSide,
  family: optionalText(FAMILY, 80),
  phone: blankIsNull(ZPhone)
    .optional()
    .transform((value) => value ?? null),
  email: blankIsNull(ZEmail)
    .optional()
    .transform((value) => value ?? null),
  partySize: z
    .preprocess(blankIsAbsent, typedNumber({ label: PARTY, min: 1, max: GUEST_LIMITS.partySize }).optional())
    .transform((value) => value ?? 1),
  functionIds: z
    .array(ZUuid)
    .max(50)
    .optional()
    .transform((value) => [...new Set(value ?? [])]),
})
export type TGuestInput = z.input<typeof ZGuestInput>
export type TGuestValues = z.output<typeof ZGuestInput>

/** PUT /api/planner/guests/{guestId}/functions/{functionId} and DELETE: invite or uninvite. */
export const ZGuestParams = z.object({ guestId: ZUuid })
export const ZGuestFunctionParams = z.object({ guestId: ZUuid, functionId: ZUuid })

/** POST /api/planner/events/{eventId}/guests/csv: the CSV's text (UTF-8), at most `csvChars` characters. */
export const ZGuestCsv = z.object({
  csv: z
    .string({ message: m('guests.validation.csvEmpty') })
    .min(1, m('guests.validation.csvEmpty'))
    .max(GUEST_LIMITS.csvChars, m('guests.validation.csvTooLong', { max: GUEST_LIMITS.csvChars })),
})

/** POST /api/planner/events/{eventId}/guests/invite: invite many guests to many functions at once (or uninvite). */
export const ZBulkInvite = z.object({
  guestIds: z.array(ZUuid).min(1).max(GUEST_LIMITS.guestsPerEvent),
  functionIds: z.array(ZUuid).min(1).max(50),
  invited: z.boolean().default(true),
})

/** One guest's answer for one function: attending or not (or maybe), how many of their party come, a dietary note. */
export const ZRsvpAnswerInput = z
  .object({
    functionId: ZUuid,
    attending: ZRsvpAnswer,
    heads: z
      .preprocess(blankIsAbsent, typedNumber({ label: HEADS, min: 0, max: GUEST_LIMITS.partySize }).optional())
      .transform((value) => value ?? null),
    dietary: optionalText(DIETARY, GUEST_LIMITS.dietaryChars, true),
  })
  .refine((value) => value.attending === 'no' || (value.heads ?? 1) >= 1, {
    path: ['heads'],
    message: m('guests.validation.headsAtLeastOne'),
  })

/** POST /api/rsvp/{token}: the answers for some or all of the functions the guest is invited to. */
export const ZRsvpInput = z.object({ answers: z.array(ZRsvpAnswerInput).min(1).max(50) })
export type TRsvpInput = z.input<typeof ZRsvpInput>

/** PUT /api/planner/events/{eventId}/invitation: the public invitation on or off, its welcome note, the functions it shows. */
export const ZInvitationInput = z.object({
  enabled: z.boolean(),
  welcome: optionalText(WELCOME, GUEST_LIMITS.welcomeChars, true),
  functionIds: z
    .array(ZUuid)
    .max(50)
    .transform((value) => [...new Set(value)]),
})
export type TInvitationInput = z.input<typeof ZInvitationInput>

export const ZTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, m('guests.error.linkNotFound')) })

/** A function's answer by one guest, as the family sees it. */
export const ZGuestAnswer = z.object({
  attending: ZRsvpAnswer,
  heads: z.number().int(),
  dietary: z.string().nullable(),
  answeredAt: z.iso.datetime(),
})
export type TGuestAnswer = z.infer<typeof ZGuestAnswer>

export const ZGuest = z.object({
  id: ZUuid,
  name: z.string(),
  side: ZGuestSide,
  family: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  partySize: z.number().int(),
  /** The guest's personal answer link's token (its path is /rsvp/{token}). */
  token: z.string(),
  /** The functions invited to, each with the answer given (null: none yet). */
  invitations: z.array(z.object({ functionId: ZUuid, answer: ZGuestAnswer.nullable() })),
})
export type TGuest = z.infer<typeof ZGuest>

/** The counts of one function: invited guests (invitations), heads coming, declined, maybe, not answered, dietary notes. */
export const ZGuestCounts = z.object({
  functionId: ZUuid,
  invited: z.number().int(),
  /** Everyone the invitations may bring (the sum of party sizes). */
  invitedHeads: z.number().int(),
  attending: z.number().int(),
  attendingHeads: z.number().int(),
  maybe: z.number().int(),
  declined: z.number().int(),
  notAnswered: z.number().int(),
  dietaryNotes: z.number().int(),
  /** The venue bookings attached to the function (not expired or cancelled), with the guests each was booked for. */
  venueBookings: z.array(
    z.object({ orderId: ZUuid, number: z.number().int(), guests: z.number().int().nullable(), status: ZOrder.shape.status }),
  ),
})
export type TGuestCounts = z.infer<typeof ZGuestCounts>

export const ZInvitationSettings = z.object({
  enabled: z.boolean(),
  welcome: z.string().nullable(),
  functionIds: z.array(ZUuid),
  token: z.string(),
})
export type TInvitationSettings = z.infer<typeof ZInvitationSettings>

/** GET /api/planner/events/{eventId}/guests (and every change's answer): the list, the counts per function, the invitation. */
export const ZGuestList = z.object({
  eventId: ZUuid,
  guests: z.array(ZGuest),
  counts: z.array(ZGuestCounts),
  invitation: ZInvitationSettings,
})
export type TGuestList = z.infer<typeof ZGuestList>

/** What the public sees of a function: its names, day, place and map, nothing about bookings or money. */
export const ZPublicFunction = z.object({
  id: ZUuid,
  kind: z.enum(FUNCTION_KINDS),
  title: z.string().nullable(),
  date: z.string().nullable(),
  place: z.string().nullable(),
  mapUrl: z.string().nullable(),
})
export type TPublicFunction = z.infer<typeof ZPublicFunction>

/** GET /api/invitations/{token}: the event's public invitation. */
export const ZPublicInvitation = z.object({
  title: z.string(),
  welcome: z.string().nullable(),
  functions: z.array(ZPublicFunction),
})
export type TPublicInvitation = z.infer<typeof ZPublicInvitation>

/** GET and POST /api/rsvp/{token}: one guest's invitation and answers, nobody else's. */
export const ZRsvp = z.object({
  title: z.string(),
  welcome: z.string().nullable(),
  guest: z.object({ name: z.string(), partySize: z.number().int() }),
  functions: z.array(
    ZPublicFunction.extend({
      /** Still open for answers: the function's day has not passed. */
      open: z.boolean(),
      answer: ZGuestAnswer.nullable(),
    }),
  ),
})
export type TRsvp = z.infer<typeof ZRsvp>

/** One row of a guest CSV that could not be read: its line, the column and the sentence (a message key, encoded). */
export type TCsvProblem = { line: number; field: TCsvColumn | 'row'; message: string }

/**
 * Reads a guest list CSV: a header row naming its columns (name, side, family, phone, email, party size, functions,
 * in English or Bangla), then one guest per line. `functionOf` finds a function by the name a cell gives ("Holud",
 * "wedding", the family's own title). Answers the guests read and the problems of every other row, by line.
 */
export function parseGuestCsv(text: string, functionOf: (name: string) => string | undefined) {
  const rows = splitCsv(text)
  const problems: TCsvProblem[] = []
  const guests: { line: number; guest: TGuestValues }[] = []
  const [header, ...body] = rows
  const columns = new Map<TCsvColumn, number>()
  header?.cells.forEach((cell, index) => {
    const name = cell.trim().toLowerCase()
    for (const [column, names] of Object.entries(CSV_COLUMNS) as [TCsvColumn, readonly string[]][])
      if (names.includes(name) && !columns.has(column)) columns.set(column, index)
  })
  if (!header || !columns.has('name')) {
    problems.push({ line: header?.line ?? 1, field: 'row', message: m('guests.validation.csvHeader') })
    return { guests, problems }
  }
  if (body.length === 0) problems.push({ line: header.line, field: 'row', message: m('guests.validation.csvNoRows') })
  if (body.length > GUEST_LIMITS.csvRows) {
    problems.push({ line: header.line, field: 'row', message: m('guests.validation.csvTooManyRows', { max: GUEST_LIMITS.csvRows }) })
    return { guests, problems }
  }
  for (const { line, cells } of body) {
    const cell = (column: TCsvColumn) => {
      const index = columns.get(column)
      return index === undefined ? '' : (cells[index] ?? '').trim()
    }
    const rowProblems: TCsvProblem[] = []
    const sideCell = cell('side')
    const side = sideCell === '' ? 'both' : sideOfWord(sideCell)
    if (!side) rowProblems.push({ line, field: 'side', message: m('guests.validation.csvSide', { value: sideCell }) })
    const functionIds: string[] = []
    for (const name of splitFunctionNames(cell('functions'))) {
      const id = functionOf(name)
      if (id) functionIds.push(id)
      else rowProblems.push({ line, field: 'functions', message: m('guests.validation.csvFunction', { value: name }) })
    }
    const parsed = ZGuestInput.safeParse({
      name: cell('name'),
      side: side ?? 'both',
      family: cell('family'),
      phone: cell('phone'),
      email: cell('email'),
      partySize: cell('partySize'),
      functionIds,
    })
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'row')
        rowProblems.push({ line, field: (field in CSV_COLUMNS ? field : 'row') as TCsvColumn, message: issue.message })
      }
    if (rowProblems.length > 0) problems.push(...rowProblems)
    else if (parsed.success) guests.push({ line, guest: parsed.data })
  }
  return { guests, problems }
}
