/** RFC 5545 §3.1: content lines are at most 75 octets, then continue on a line that starts with a space. */
const MAX_LINE_OCTETS = 75

/**
 * A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, every line break written as
 * `\n`, and other control characters (which TEXT may not hold) dropped.
 */
export const icsText = (text: string) =>
  text
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n?|\n/g, '\\n')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed here
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '')

/** Splits a content line into 75-octet pieces, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const pieces: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char)
    // Continuation lines start with one space, which counts against their 75 octets.
    if (octets + size > MAX_LINE_OCTETS) {
      pieces.push(current)
      current = ' '
      octets = 1
    }
    current += char
    octets += size
  }
  pieces.push(current)
  return pieces.join('\r\n')
}

/**
 * A calendar object of `events` (each a list of content lines), folded, with CRLF line ends. `CANCEL` tells the
 * calendar that already holds these events (by UID) to remove them (RFC 5546 §3.2.5).
 */
export function icsCalendar(events: string[][], method: 'PUBLISH' | 'CANCEL' = 'PUBLISH', prodId = '-//Utsab//Bookings//EN'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${prodId}`,
    `METHOD:${method}`,
    ...events.flatMap((event) => ['BEGIN:VEVENT', ...event, 'END:VEVENT']),
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join('\r\n') + '\r\n'
}
