import { LISTING_KINDS } from './constants'
import { addDays } from './format'

/**
 * The event planner (issue 37): an event ("Nadia & Rahim's wedding") is several functions over a few days; its
 * budget is kept per category and its checklist holds the usual tasks of a Bangladeshi wedding, each counted back
 * from one of its functions. The server, the pages and the tests read these constants from here.
 */

/** The functions of a Bangladeshi wedding, in the order they usually come. */
export const FUNCTION_KINDS = ['engagement', 'mehndi', 'holud', 'wedding', 'reception', 'other'] as const
export type TFunctionKind = (typeof FUNCTION_KINDS)[number]

/** The functions a new event starts with, unless the family changes them. */
export const SUGGESTED_FUNCTIONS: readonly TFunctionKind[] = ['holud', 'wedding', 'reception']

/** Budget categories: the four kinds sold on Utsab, then what families usually buy elsewhere. */
export const BUDGET_CATEGORIES = [...LISTING_KINDS, 'decoration', 'invitations', 'gifts', 'transport', 'other'] as const
export type TBudgetCategory = (typeof BUDGET_CATEGORIES)[number]

/** How much one family may keep, so nobody fills the database. */
export const PLANNER_LIMITS = {
  events: 10,
  functionsPerEvent: 12,
  budgetLinesPerEvent: 100,
  checklistItemsPerEvent: 300,
} as const

/**
 * How many changes one account may make to its plans (events, functions, budget, checklist, guests) per window: every
 * change reads the whole event again, so this keeps a script from loading the database, and is far more than a family
 * at work on its plan makes (PLANNER_RATE_LIMIT_FACTOR scales it).
 */
export const PLANNER_RATE_LIMIT = { max: 300, windowMs: 60 * 60_000 } as const

/** The largest amount of one budget line, in whole taka (ten crore). */
export const BUDGET_LINE_MAX_BDT = 100_000_000

/**
 * One usual task: its key (its words are `planner.task.<key>` in both languages), the function it is counted back
 * from and how many days before it. `fallback`: when the event has no function of that kind, the task is counted
 * from its main function (the wedding, else the reception, else the first); without it the task is left out.
 */
export type TTemplateTask = { key: string; kind: TFunctionKind; daysBefore: number; fallback: boolean }

export const CHECKLIST_TEMPLATE = [
  { key: 'bookVenue', kind: 'wedding', daysBefore: 180, fallback: true },
  { key: 'setBudget', kind: 'wedding', daysBefore: 180, fallback: true },
  { key: 'bookCaterer', kind: 'wedding', daysBefore: 150, fallback: true },
  { key: 'bookPhotographer', kind: 'wedding', daysBefore: 120, fallback: true },
  { key: 'bookReceptionVenue', kind: 'reception', daysBefore: 120, fallback: false },
  { key: 'weddingOutfits', kind: 'wedding', daysBefore: 90, fallback: true },
  { key: 'bookDecorator', kind: 'wedding', daysBefore: 90, fallback: true },
  { key: 'bookMakeup', kind: 'wedding', daysBefore: 75, fallback: true },
  { key: 'printCards', kind: 'wedding', daysBefore: 60, fallback: true },
  { key: 'engagementRings', kind: 'engagement', daysBefore: 30, fallback: false },
  { key: 'holudOutfits', kind: 'holud', daysBefore: 45, fallback: false },
  { key: 'makeupTrial', kind: 'wedding', daysBefore: 30, fallback: true },
  { key: 'sendInvitations', kind: 'wedding', daysBefore: 28, fallback: true },
  { key: 'bookMehndiArtist', kind: 'mehndi', daysBefore: 21, fallback: false },
  { key: 'familyGifts', kind: 'wedding', daysBefore: 14, fallback: true },
  { key: 'holudTatta', kind: 'holud', daysBefore: 7, fallback: false },
  { key: 'guestCount', kind: 'wedding', daysBefore: 7, fallback: true },
  { key: 'arrangeTransport', kind: 'wedding', daysBefore: 7, fallback: true },
  { key: 'payBalances', kind: 'wedding', daysBefore: 7, fallback: true },
  { key: 'confirmVendors', kind: 'wedding', daysBefore: 2, fallback: true },
] as const satisfies readonly TTemplateTask[]
export type TTemplateKey = (typeof CHECKLIST_TEMPLATE)[number]['key']
export const TEMPLATE_KEYS = CHECKLIST_TEMPLATE.map((task) => task.key) as TTemplateKey[]

/** A function as the template reads it. */
type TAnchor = { id: string; kind: TFunctionKind; date: string | null }

/** The function the family calls the main one: the wedding, else the reception, else the first (by date). */
export function mainFunction<T extends TAnchor>(functions: readonly T[]): T | undefined {
  return functions.find((f) => f.kind === 'wedding') ?? functions.find((f) => f.kind === 'reception') ?? functions[0]
}

/**
 * The usual tasks an event's functions call for (sorted by date, the earliest first): each with the function it is
 * counted from and its due date (none while that function has no date). Tasks of a kind the event has no function
 * of are left out unless they fall back to the main function.
 */
export function templateTasks<T extends TAnchor>(functions: readonly T[]) {
  const main = mainFunction(functions)
  return CHECKLIST_TEMPLATE.flatMap((task) => {
    const anchor = functions.find((f) => f.kind === task.kind) ?? (task.fallback ? main : undefined)
    if (!anchor) return []
    return [{ key: task.key, functionId: anchor.id, daysBefore: task.daysBefore, dueOn: dueBefore(anchor.date, task.daysBefore) }]
  })
}

/** The day `daysBefore` days before a function's date (none while it has no date). */
export const dueBefore = (date: string | null, daysBefore: number) => (date ? addDays(date, -daysBefore) : null)
