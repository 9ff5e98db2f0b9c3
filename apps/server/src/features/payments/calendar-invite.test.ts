import { describe, expect, it } from 'vitest'
import type { TOrder } from '@utsab/shared/schemas/orders'
import { mailWords } from '../../lib/email/words'
import { calendarInvite, cancellationNotice } from './emails'

/** RFC 5545 §3.1 unfolding, then §3.3.11 unescaping of one property's value. */
function valueOf(ics: string, property: string) {
  const unfolded = ics.replace(/\r\n /g, '')
  const line = unfolded.split('\r\n').find((candidate) => candidate.startsWith(`${property}:`))
  return line?.slice(property.length + 1).replace(/\\(.)/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c))
}

const order = (overrides: Partial<TOrder>) =>
  ({
    id: '5b1c0e3e-6f6a-4d53-9a55-3a4c1c1f0001',
    number: 1042,
    event: 'Hall',
    agencyName: 'Agency',
    location: 'Khulna',
    contact: '01711000000',
    eventDate: '2027-02-14',
    details: { shift: null, eventAddress: null, eventTime: null },
    ...overrides,
  }) as TOrder

describe('calendar invites (RFC 5545)', () => {
  const tricky = 'Hall; A, B \\ C\r\nBEGIN:VEVENT\nSUMMARY:Free prize'
  const ics = calendarInvite(
    [order({ event: tricky, agencyName: 'Shapla, Events; Ltd', location: `${'কুমিল্লা শহর '.repeat(8)}\\ end` })],
    mailWords('en'),
    new Date('2026-11-23T10:00:00Z'),
  )

  it('escapes backslash, semicolon, comma and line breaks, so text cannot add properties', () => {
    expect(valueOf(ics, 'SUMMARY')).toBe(`${tricky.replace('\r\n', '\n')} (Shapla, Events; Ltd)`)
    expect(ics.match(/^BEGIN:VEVENT$/gm)).toHaveLength(1)
    expect(ics.split('\r\n').filter((line) => line.startsWith('SUMMARY:'))).toHaveLength(1)
  })

  it('ends every line with CRLF and folds lines at 75 octets without splitting a character', () => {
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const lines = ics.slice(0, -2).split('\r\n')
    for (const line of lines) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75)
    expect(lines.some((line) => line.startsWith(' '))).toBe(true)
    expect(valueOf(ics, 'LOCATION')).toBe(`${'কুমিল্লা শহর '.repeat(8)}\\ end`)
    expect(ics).not.toContain('\uFFFD')
  })

  it('describes the booking in the recipient’s language, number and contact included', () => {
    const bangla = calendarInvite([order({ number: 1042 })], mailWords('bn'), new Date('2026-11-23T10:00:00Z'))
    expect(valueOf(bangla, 'DESCRIPTION')).toMatch(/^উৎসব বুকিং #১০৪২। যোগাযোগ: /)
  })

  const at = (ics: string, property: string) => ics.split('\r\n').find((line) => line.startsWith(property))

  it("puts a photographer at the event's address from its start time, named in Bangla for a Bangla reader", () => {
    const studio = order({
      kind: 'photographer',
      event: 'Alo Studio',
      eventBn: 'আলো স্টুডিও',
      location: 'Studio 3, Road 2, Dhanmondi, Dhaka',
      locationBn: 'স্টুডিও ৩, রোড ২, ধানমন্ডি, ঢাকা',
      details: { eventAddress: 'Bride’s home, House 4, Road 2, Uttara', eventTime: '16:30' } as TOrder['details'],
    })
    const english = calendarInvite([studio], mailWords('en'))
    expect(valueOf(english, 'LOCATION')).toBe('Bride’s home, House 4, Road 2, Uttara')
    // 16:30 in Dhaka (UTC+6), for three hours.
    expect(at(english, 'DTSTART')).toBe('DTSTART:20270214T103000Z')
    expect(at(english, 'DTEND')).toBe('DTEND:20270214T133000Z')
    expect(valueOf(english, 'SUMMARY')).toBe('Alo Studio (Agency)')
    const bangla = calendarInvite([studio], mailWords('bn'))
    expect(valueOf(bangla, 'SUMMARY')).toBe('আলো স্টুডিও (Agency)')
    expect(valueOf(bangla, 'LOCATION')).toBe('Bride’s home, House 4, Road 2, Uttara')
  })

  it("puts a venue over its shift's hours, at its Bangla address for a Bangla reader", () => {
    const hall = order({
      kind: 'venue',
      locationBn: 'রোড ৫, ধানমন্ডি, ঢাকা',
      details: { shift: 'evening', eventAddress: null, eventTime: null } as TOrder['details'],
    })
    const bangla = calendarInvite([hall], mailWords('bn'))
    expect(at(bangla, 'DTSTART')).toBe('DTSTART:20270214T120000Z')
    expect(at(bangla, 'DTEND')).toBe('DTEND:20270214T170000Z')
    expect(valueOf(bangla, 'LOCATION')).toBe('রোড ৫, ধানমন্ডি, ঢাকা')
    expect(valueOf(calendarInvite([hall], mailWords('en')), 'LOCATION')).toBe('Khulna')
  })

  it('is an all-day event when the booking names no time', () => {
    expect(at(ics, 'DTSTART')).toBe('DTSTART;VALUE=DATE:20270214')
    expect(at(ics, 'DTEND')).toBe('DTEND;VALUE=DATE:20270215')
  })

  describe('updates (RFC 5545 §3.8.7.4, RFC 5546 §3.2.5)', () => {
    const hall = order({ kind: 'venue', details: { shift: 'evening', eventAddress: null, eventTime: null } as TOrder['details'] })
    const booked = calendarInvite([hall], mailWords('en'), new Date('2026-11-23T10:00:00Z'))
    const cancelled = calendarInvite([hall], mailWords('en'), new Date('2026-11-24T10:00:00Z'), 'cancelled')

    it('publishes a booking as confirmed, version 0, under a UID of its own that every later invite repeats', () => {
      expect(valueOf(booked, 'METHOD')).toBe('PUBLISH')
      expect(valueOf(booked, 'UID')).toBe(`order-${hall.id}@utsab`)
      expect(valueOf(booked, 'SEQUENCE')).toBe('0')
      expect(valueOf(booked, 'STATUS')).toBe('CONFIRMED')
      // A second receipt (the balance) sends the same version again, not a new event.
      expect(valueOf(calendarInvite([hall], mailWords('en')), 'UID')).toBe(valueOf(booked, 'UID'))
      expect(valueOf(calendarInvite([hall], mailWords('en')), 'SEQUENCE')).toBe('0')
    })

    it('cancels it with METHOD:CANCEL, the same UID, a higher SEQUENCE and STATUS:CANCELLED, over the same shift', () => {
      expect(valueOf(cancelled, 'METHOD')).toBe('CANCEL')
      expect(valueOf(cancelled, 'UID')).toBe(valueOf(booked, 'UID'))
      expect(Number(valueOf(cancelled, 'SEQUENCE'))).toBeGreaterThan(Number(valueOf(booked, 'SEQUENCE')))
      expect(valueOf(cancelled, 'STATUS')).toBe('CANCELLED')
      expect(at(cancelled, 'DTSTART')).toBe('DTSTART:20270214T120000Z')
      expect(at(cancelled, 'DTEND')).toBe('DTEND:20270214T170000Z')
      expect(valueOf(cancelled, 'DESCRIPTION')).toBe('Utsab booking #1042 was cancelled.')
      const bangla = calendarInvite([{ ...hall, eventBn: 'কদম হল' }], mailWords('bn'), new Date(), 'cancelled')
      expect(valueOf(bangla, 'SUMMARY')).toBe('কদম হল (Agency)')
      expect(valueOf(bangla, 'DESCRIPTION')).toBe('উৎসব বুকিং #১০৪২ বাতিল করা হয়েছে।')
    })

    const paid = { ...hall, customer: { name: 'Farhana', email: 'farhana@example.com' }, amountPaid: 30_000, refund: 15_000 } as TOrder

    it('the cancellation email of a paid dated booking, by the customer, the merchant or an admin, carries the cancelling invite', () => {
      for (const by of [{ merchant: false }, { merchant: true, agency: 'Agency', reason: 'Flooded' }] as const) {
        const [invite] = cancellationNotice(paid, by, 'http://utsab.test', mailWords('bn')).attachments ?? []
        expect(invite?.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL')
        expect(valueOf(invite!.content as string, 'UID')).toBe(`order-${hall.id}@utsab`)
        expect(valueOf(invite!.content as string, 'STATUS')).toBe('CANCELLED')
        expect(valueOf(invite!.content as string, 'DESCRIPTION')).toMatch(/বাতিল/)
      }
    })

    it('no invite when none was sent: an undated costume, or a booking nothing was paid for', () => {
      const costume = { ...paid, kind: 'costume', eventDate: null } as TOrder
      expect(cancellationNotice(costume, { merchant: false }, 'http://utsab.test', mailWords('en')).attachments).toEqual([])
      const unpaid = { ...paid, amountPaid: 0 } as TOrder
      expect(cancellationNotice(unpaid, { merchant: false }, 'http://utsab.test', mailWords('en')).attachments).toEqual([])
    })
  })
})
