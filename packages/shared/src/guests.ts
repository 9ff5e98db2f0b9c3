/**
 * The guest list of an event (issue 37, decision 061): guests grouped by side and family, each invited to some of the
 * event's functions, answering for each through a personal link without an account. The server, the pages and the
 * tests read these constants from here.
 */

/** Whose guest: the bride's side, the groom's, or both families'. */
export const GUEST_SIDES = ['bride', 'groom', 'both'] as const
export type TGuestSide = (typeof GUEST_SIDES)[number]

/** A guest's answer for one function. */
export const RSVP_ANSWERS = ['yes', 'no', 'maybe'] as const
export type TRsvpAnswer = (typeof RSVP_ANSWERS)[number]

/** How much one event may hold, so nobody fills the database; the CSV's own size caps. */
export const GUEST_LIMITS = {
  guestsPerEvent: 1000,
  /** The most people one invitation may bring ("Rahman family, up to 4"). */
  partySize: 30,
  csvRows: 1000,
  csvChars: 200_000,
  dietaryChars: 300,
  welcomeChars: 1000,
} as const

/** Answers a personal link may send: per link and per address, each per hour. */
export const RSVP_RATE_LIMITS = { perToken: 20, perAddress: 60, windowMs: 60 * 60 * 1000 } as const

/** Latin and Bengali words a CSV may use for a side (lower case). */
const SIDE_WORDS: Record<string, TGuestSide> = {
  bride: 'bride',
  "bride's": 'bride',
  'bride’s': 'bride',
  groom: 'groom',
  "groom's": 'groom',
  'groom’s': 'groom',
  both: 'both',
  কনে: 'bride',
  কনেপক্ষ: 'bride',
  'কনে পক্ষ': 'bride',
  বর: 'groom',
  বরপক্ষ: 'groom',
  'বর পক্ষ': 'groom',
  উভয়: 'both',
  'দুই পক্ষ': 'both',
}

/** A side as a CSV writes it ('Bride', 'কনে পক্ষ'), or undefined. */
export const sideOfWord = (word: string): TGuestSide | undefined => SIDE_WORDS[word.trim().toLowerCase()]

/** The CSV's columns, by the header names it may use (English or Bangla, any case). */
export const CSV_COLUMNS = {
  name: ['name', 'নাম'],
  side: ['side', 'পক্ষ'],
  family: ['family', 'group', 'পরিবার'],
  phone: ['phone', 'mobile', 'ফোন', 'মোবাইল'],
  email: ['email', 'ইমেইল'],
  partySize: ['party size', 'party', 'people', 'size', 'জন', 'সংখ্যা'],
  functions: ['functions', 'function', 'পর্ব'],
} as const
export type TCsvColumn = keyof typeof CSV_COLUMNS

/**
 * Splits CSV text into rows of cells (RFC 4180: quoted cells may hold commas, quotes doubled, line breaks), each row
 * with the line it starts on. Blank lines are left out.
 */
export function splitCsv(text: string): { line: number; cells: string[] }[] {
  const rows: { line: number; cells: string[] }[] = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let line = 1
  let start = 1
  const endRow = () => {
    cells.push(cell)
    if (cells.some((value) => value.trim() !== '')) rows.push({ line: start, cells })
    cells = []
    cell = ''
  }
  const body = text.replace(/^\uFEFF/, '')
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else {
        if (char === '\n') line++
        cell += char
      }
    } else if (char === '"' && cell.trim() === '') {
      cell = ''
      quoted = true
    } else if (char === ',' || char === ';' || char === '\t') {
      cells.push(cell)
      cell = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i++
      endRow()
      line++
      start = line
    } else cell += char
  }
  endRow()
  return rows
}

/** A cell of several functions: "Holud | Wedding" or "holud/wedding" (commas only inside quotes). */
export const splitFunctionNames = (cell: string) =>
  cell
    .split(/[|/+]/)
    .map((name) => name.trim())
    .filter(Boolean)
