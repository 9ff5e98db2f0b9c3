import { z } from 'zod'
import { BUDGET_CATEGORIES, BUDGET_LINE_MAX_BDT, FUNCTION_KINDS, PLANNER_LIMITS } from '../planner'
import { requiredText, typedNumber, withoutControls, ZUuid } from './common'
import { label, m, maxLength, type TLabel } from './messages-by-key'
import { ZOrder } from './orders'

/**
 * The event planner (issue 37, decision 060): a customer's events, their functions, the budget per category and the
 * checklist. Every payload is checked by these schemas on the server and in the page's forms alike.
 */

const TITLE = label('planner.label.eventTitle')
const NOTES = label('planner.label.notes')
const FUNCTION_TITLE = label('planner.label.functionTitle')
const PLACE = label('planner.label.place')
const MAP_LINK = label('planner.label.mapLink')
const LINE_LABEL = label('planner.label.lineLabel')
const PLANNED = label('planner.label.planned')
const PAID = label('planner.label.paid')
const TASK = label('planner.label.task')

/** A line of text a person types, trimmed, `max` characters at most. */
const line = requiredText

/** The same but it may be left blank: blank is stored as nothing (null). */
const optionalLine = (name: TLabel, max: number, options: { multiline?: boolean } = {}) =>
  withoutControls(
    z
      .string({ message: maxLength(name, max) })
      .trim()
      .max(max, maxLength(name, max)),
    name,
    options,
  )
    .nullish()
    .transform((value) => (value ? value : null))

/** A day as YYYY-MM-DD, or none (blank in a form). */
const ZPlannerDay = z.preprocess((value) => (value === '' ? null : value), z.iso.date({ message: m('planner.validation.date') }).nullable())

/** A map link (Google Maps or any https page), or none. */
const ZMapLink = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ message: m('planner.validation.mapLink') })
    .trim()
    // Too long ends the check here: the pattern never reads more than 500 characters.
    .max(500, { message: maxLength(MAP_LINK, 500), abort: true })
    // An https address whose host has a dot; each part is unambiguous, so no input makes the pattern backtrack (the shared
    // code runs where `URL` may not be typed).
    .refine((value) => /^https:\/\/[^\s/?#.]+(?:\.[^\s/?#.]+)+(?:[/?#]\S*)?$/i.test(value), m('planner.validation.mapLink'))
    .nullable(),
)

const amount = (name: TLabel) => typedNumber({ label: name, min: 0, max: BUDGET_LINE_MAX_BDT })

export const ZFunctionKind = z.enum(FUNCTION_KINDS, { message: m('planner.validation.kind') })
export const ZBudgetCategory = z.enum(BUDGET_CATEGORIES, { message: m('planner.validation.category') })

/** A function of an event: its kind, its own title (blank: the kind's name), date, place and map link. */
export const ZFunctionInput = z.object({
  kind: ZFunctionKind,
  title: optionalLine(FUNCTION_TITLE, 80),
  date: ZPlannerDay.optional().transform((value) => value ?? null),
  place: optionalLine(PLACE, 200),
  mapUrl: ZMapLink.optional().transform((value) => value ?? null),
})
export type TFunctionInput = z.input<typeof ZFunctionInput>

/** POST /api/planner/events: the event with its first functions; the usual tasks are added unless `withChecklist` is false. */
export const ZCreateEvent = z.object({
  title: line(TITLE, 100),
  notes: optionalLine(NOTES, 2000, { multiline: true }),
  functions: z
    .array(ZFunctionInput)
    .max(PLANNER_LIMITS.functionsPerEvent, m('planner.validation.tooManyFunctions', { max: PLANNER_LIMITS.functionsPerEvent }))
    .default([]),
  withChecklist: z.boolean().default(true),
})
export type TCreateEventInput = z.input<typeof ZCreateEvent>

/** PATCH /api/planner/events/{eventId}: the title and the notes; one left out is kept (its absence is not a blank). */
export const ZUpdateEvent = z.object({
  title: line(TITLE, 100).optional(),
  notes: optionalLine(NOTES, 2000, { multiline: true }).optional(),
})
export type TUpdateEventInput = z.input<typeof ZUpdateEvent>

/**
 * A budget line: a sum planned for a category (`outside` false: the bookings made on Utsab count against it), or
 * something bought outside Utsab (`outside`: its amount is what was agreed, `paid` what has been paid of it and
 * `dueOn` when the rest is due). Only what is bought outside has money paid on the line itself.
 */
export const ZBudgetLineInput = z
  .object({
    category: ZBudgetCategory,
    label: line(LINE_LABEL, 100),
    planned: amount(PLANNED),
    paid: amount(PAID)
      .optional()
      .transform((value) => value ?? 0),
    outside: z.boolean().default(false),
    dueOn: ZPlannerDay.optional().transform((value) => value ?? null),
  })
  .refine((value) => value.paid <= value.planned, { path: ['paid'], message: m('planner.validation.paidOverPlanned') })
  .refine((value) => value.outside || value.paid === 0, { path: ['paid'], message: m('planner.validation.paidOnlyOutside') })
export type TBudgetLineInput = z.input<typeof ZBudgetLineInput>

/** POST /api/planner/events/{eventId}/checklist: a task of the family's own. */
export const ZChecklistItemInput = z.object({
  text: line(TASK, 200),
  dueOn: ZPlannerDay.optional().transform((value) => value ?? null),
  functionId: ZUuid.nullish().transform((value) => value ?? null),
})
export type TChecklistItemInput = z.input<typeof ZChecklistItemInput>

/** PATCH /api/planner/checklist/{itemId}: ticked or not, its words, its due date (then kept when functions move), its function. */
export const ZUpdateChecklistItem = z.object({
  done: z.boolean().optional(),
  text: line(TASK, 200).optional(),
  dueOn: ZPlannerDay.optional(),
  functionId: ZUuid.nullable().optional(),
})
export type TUpdateChecklistItemInput = z.input<typeof ZUpdateChecklistItem>

/** PUT /api/planner/bookings/{orderId}: the function of one's own event a booking is for. */
export const ZAttachBooking = z.object({ functionId: ZUuid })

export const ZEventParams = z.object({ eventId: ZUuid })
export const ZFunctionParams = z.object({ functionId: ZUuid })
export const ZLineParams = z.object({ lineId: ZUuid })
export const ZItemParams = z.object({ itemId: ZUuid })
export const ZBookingParams = z.object({ orderId: ZUuid })

/** A booking attached to a function: what the planner shows of it (its page has the rest). */
export const ZPlannerBooking = ZOrder.pick({
  id: true,
  number: true,
  kind: true,
  event: true,
  eventBn: true,
  agencyName: true,
  eventDate: true,
  status: true,
  total: true,
  amountPaid: true,
  balanceDueOn: true,
  refund: true,
})
export type TPlannerBooking = z.infer<typeof ZPlannerBooking>

export const ZPlannerFunction = z.object({
  id: ZUuid,
  kind: ZFunctionKind,
  title: z.string().nullable(),
  date: z.string().nullable(),
  place: z.string().nullable(),
  mapUrl: z.string().nullable(),
  bookings: z.array(ZPlannerBooking),
})
export type TPlannerFunction = z.infer<typeof ZPlannerFunction>

export const ZBudgetLine = z.object({
  id: ZUuid,
  category: ZBudgetCategory,
  label: z.string(),
  planned: z.number().int(),
  paid: z.number().int(),
  outside: z.boolean(),
  dueOn: z.string().nullable(),
})
export type TBudgetLine = z.infer<typeof ZBudgetLine>

/**
 * One category's money: `planned` (every line of it), `booked` (its bookings on Utsab and what was bought outside),
 * `paid` (what was really paid on them, less what came back), `due` (booked − paid) and the earliest date something
 * of it is due.
 */
export const ZBudgetRow = z.object({
  category: ZBudgetCategory,
  planned: z.number().int(),
  booked: z.number().int(),
  paid: z.number().int(),
  due: z.number().int(),
  nextDueOn: z.string().nullable(),
})
export type TBudgetRow = z.infer<typeof ZBudgetRow>

export const ZChecklistItem = z.object({
  id: ZUuid,
  /** The family's own words (null: the usual task's, `planner.task.<templateKey>`, in the reader's language). */
  text: z.string().nullable(),
  templateKey: z.string().nullable(),
  dueOn: z.string().nullable(),
  /** The family set the due date: it stays when the function's date moves. */
  dueEdited: z.boolean(),
  done: z.boolean(),
  functionId: ZUuid.nullable(),
})
export type TChecklistItem = z.infer<typeof ZChecklistItem>

/** GET /api/planner/events/{eventId} (and every change's answer): the whole event. */
export const ZPlannerEvent = z.object({
  id: ZUuid,
  title: z.string(),
  notes: z.string().nullable(),
  createdAt: z.iso.datetime(),
  functions: z.array(ZPlannerFunction),
  budget: z.object({ lines: z.array(ZBudgetLine), rows: z.array(ZBudgetRow), total: ZBudgetRow.omit({ category: true }) }),
  checklist: z.array(ZChecklistItem),
})
export type TPlannerEvent = z.infer<typeof ZPlannerEvent>

/** An event as a list shows it: its functions without their bookings. */
export const ZPlannerEventSummary = z.object({
  id: ZUuid,
  title: z.string(),
  functions: z.array(ZPlannerFunction.omit({ bookings: true, place: true, mapUrl: true })),
})
export type TPlannerEventSummary = z.infer<typeof ZPlannerEventSummary>

/** GET /api/planner/events: one's own events, the latest first. */
export const ZPlannerEvents = z.object({ data: z.array(ZPlannerEventSummary) })
export type TPlannerEvents = z.infer<typeof ZPlannerEvents>

/** GET, PUT and DELETE /api/planner/bookings/{orderId}: the function a booking is for (null: none), and the events to choose from. */
export const ZBookingAttachment = z.object({
  orderId: ZUuid,
  functionId: ZUuid.nullable(),
  eventId: ZUuid.nullable(),
  events: z.array(ZPlannerEventSummary),
})
export type TBookingAttachment = z.infer<typeof ZBookingAttachment>

/** POST /api/planner/events/{eventId}/checklist/usual: how many usual tasks were missing and added, and the event. */
export const ZUsualTasksAdded = z.object({ added: z.number().int(), event: ZPlannerEvent })
export type TUsualTasksAdded = z.infer<typeof ZUsualTasksAdded>
