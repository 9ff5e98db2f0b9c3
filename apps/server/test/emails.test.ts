import { describe, expect, it } from 'vitest'
import type { TOrder } from '@utsab/shared/schemas/orders'
import type { TMerchantApplication } from '@utsab/shared/schemas/merchants'
import { emailsBn, emailsEn } from '@utsab/shared/i18n/messages/emails'
import { declineEmail } from '../src/features/admin/emails'
import { orderConfirmation, requestAnswered, requestSent } from '../src/features/orders/emails'
import { paymentReceipt } from '../src/features/payments/emails'
import { merchantNotice } from '../src/lib/notify-merchants'
import { composeMail, labelTestMode } from '../src/lib/email/compose'
import { mailWords } from '../src/lib/email/words'

const ORIGIN = 'https://utsab.example'
const order = (overrides: Partial<TOrder> = {}): TOrder => ({
  id: '11111111-1111-4111-8111-111111111111',
  number: 42,
  listingId: '22222222-2222-4222-8222-222222222222',
  kind: 'venue',
  event: 'Rose Garden Hall',
  eventBn: null,
  category: 'Wedding',
  categoryBn: null,
  picture: null,
  eventDate: '2027-02-14',
  status: 'pending',
  unitPrice: 297_450,
  price: 297_450,
  lines: [{ kind: 'listing', name: 'Rose Garden Hall', nameBn: null, unit: 'booking', unitPrice: 297_450, quantity: 1, amount: 297_450 }],
  deliveryCharge: 0,
  total: 297_450,
  customer: { name: 'Nadia <script>alert(1)</script>', email: 'nadia@example.com' },
  details: {
    phone: '+8801811000000',
    shift: 'evening',
    guests: 300,
    size: null,
    quantity: 1,
    deliveryAddress: null,
    deliveryDate: null,
    eventAddress: null,
    eventTime: null,
  },
  agencyName: 'Alo & Chhaya',
  location: 'Road 5, Dhanmondi, Dhaka',
  locationBn: null,
  contact: '+8801711000000',
  rating: 4.5,
  paid: false,
  advance: 297_450,
  amountPaid: 0,
  balance: 0,
  balanceDueOn: null,
  cancellationPolicy: 'moderate',
  refund: 0,
  expiresAt: null,
  createdAt: '2027-01-01T00:00:00.000Z',
  checkoutId: '33333333-3333-4333-8333-333333333333',
  paidAt: null,
  transactionId: null,
  payments: [],
  refunds: [],
  request: null,
  ...overrides,
})

describe('emails (React Email, one layout)', () => {
  it('a booking email: money and dates through the shared format, a link to the booking page, the name escaped', async () => {
    const mail = await composeMail(orderConfirmation([order()], ORIGIN, 30, mailWords('en')))
    expect(mail.subject).toBe('Your Utsab booking #42')
    expect(mail.text).toContain('Booking #42 Rose Garden Hall (Alo & Chhaya) on 14 Feb 2027: 2,97,450 BDT')
    expect(mail.text).toContain('Total: 2,97,450 BDT')
    expect(mail.text).toContain(`${ORIGIN}/orders/${order().id}`)
    expect(mail.text).toContain('Hello Nadia <script>alert(1)</script>,')
    expect(mail.html).toContain(`href="${ORIGIN}/orders/${order().id}"`)
    expect(mail.html).toContain('Nadia &lt;script&gt;alert(1)&lt;/script&gt;')
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('Alo &amp; Chhaya')
    // The layout: brand header and footer, in both parts; text wraps at normal break points.
    expect(mail.html).toMatch(/^<!DOCTYPE html/)
    expect(mail.text).toMatch(/^Utsab\n/)
    expect(mail.text).toContain('the event marketplace of Bangladesh')
    expect(mail.html).not.toContain('break-all')
  })

  it('test mode: the subject is labelled and the mail opens with the notice (HTML and text)', async () => {
    const mail = await composeMail(
      labelTestMode(
        paymentReceipt(
          { transactionId: 'pi_1', price: 297_450, name: 'Nadia', email: 'n@e.com' },
          [order({ status: 'paid', paid: true })],
          ORIGIN,
          mailWords('en'),
        ),
        true,
      ),
    )
    expect(mail.subject).toBe('[Test mode] Payment received: 2,97,450 BDT')
    expect(mail.text.indexOf(emailsEn['emails.testModeNoMoney'])).toBeLessThan(mail.text.indexOf('We received your payment'))
    expect(mail.html).toContain(emailsEn['emails.testModeNoMoney'])
    expect(mail.attachments?.[0]?.filename).toBe('utsab-booking.ics')
    expect(mail.essential).toBe(true)
  })

  it("a merchant notice names the booking, the customer and links to the merchant's bookings; merchant text is escaped", async () => {
    const mail = await composeMail(
      merchantNotice({ email: 'm@e.com', agencyName: 'Shaj <Ghor>', locale: 'en', orders: [order()] }, 'booked', ORIGIN),
    )
    expect(mail.subject).toBe('New booking on Utsab: booking #42')
    expect(mail.text).toContain('A customer has booked with Shaj <Ghor>')
    expect(mail.html).toContain('Shaj &lt;Ghor&gt;')
    expect(mail.text).toContain(`${ORIGIN}/dashboard/my-bookings`)
  })

  it('a booking with a package and add-ons names each with its amount, in English and in Bangla, to the customer and the merchant', async () => {
    const withOffer = order({
      price: 41_000,
      total: 41_000,
      lines: [
        { kind: 'package', name: 'Classic', nameBn: 'ক্লাসিক', unit: 'booking', unitPrice: 32_000, quantity: 1, amount: 32_000 },
        { kind: 'addon', name: 'Extra hour', nameBn: null, unit: 'hour', unitPrice: 3_000, quantity: 3, amount: 9_000 },
      ],
    })
    const english = await composeMail(orderConfirmation([withOffer], ORIGIN, 30, mailWords('en')))
    expect(english.text).toContain(
      'Booking #42 Rose Garden Hall (Alo & Chhaya) on 14 Feb 2027: Classic (32,000 BDT) + Extra hour: 3 × 3,000 BDT an hour (9,000 BDT) = 41,000 BDT',
    )
    const bangla = await composeMail(orderConfirmation([withOffer], ORIGIN, 30, mailWords('bn')))
    expect(bangla.text).toContain('ক্লাসিক (৩২,০০০ ৳) + Extra hour: ৩ ঘণ্টা × ৩,০০০ ৳ (৯,০০০ ৳) = ৪১,০০০ ৳')
    const notice = await composeMail(
      merchantNotice({ email: 'm@e.com', agencyName: 'Alo', locale: 'en', orders: [withOffer] }, 'booked', ORIGIN),
    )
    expect(notice.text).toContain('Classic (32,000 BDT) + Extra hour: 3 × 3,000 BDT an hour (9,000 BDT)')
  })

  it('a request to book: sent, accepted, declined with the reason and lapsed, to the customer in their language; the merchant is asked to answer by its deadline', async () => {
    const request = (outcome: 'waiting' | 'accepted' | 'declined' | 'lapsed', status: TOrder['status']) =>
      order({
        status,
        expiresAt: '2027-01-10T12:00:00.000Z',
        advance: 50_000,
        request: {
          outcome,
          requestedAt: '2027-01-08T12:00:00.000Z',
          answeredAt: null,
          declineReason: outcome === 'declined' ? 'Closed for repairs & paint' : null,
        },
      })
    const sent = await composeMail(requestSent(request('waiting', 'requested'), ORIGIN, mailWords('en')))
    expect(sent.subject).toBe('Your request to book #42 was sent')
    expect(sent.text).toContain('Your request is with Alo & Chhaya. They answer by 10 Jan 2027')
    expect(sent.text).toContain('You pay nothing until they accept.')
    const accepted = await composeMail(requestAnswered(request('accepted', 'pending'), 'accepted', ORIGIN, mailWords('en')))
    expect(accepted.subject).toBe('Request #42 accepted: pay to confirm')
    expect(accepted.text).toContain('Pay the advance of 50,000 BDT by 10 Jan 2027')
    expect(accepted.text).toContain(`${ORIGIN}/payment/${order().id}`)
    expect(accepted.essential).toBe(true)
    const declined = await composeMail(requestAnswered(request('declined', 'cancelled'), 'declined', ORIGIN, mailWords('bn')))
    expect(declined.subject).toBe('অনুরোধ #৪২ নেওয়া সম্ভব হয়নি')
    expect(declined.text).toContain('তাঁদের কারণ: Closed for repairs & paint')
    expect(declined.html).toContain('Closed for repairs &amp; paint')
    expect(declined.text).toContain(`${ORIGIN}/bn/service`)
    const lapsed = await composeMail(requestAnswered(request('lapsed', 'expired'), 'lapsed', ORIGIN, mailWords('en')))
    expect(lapsed.subject).toBe('Request #42 lapsed')
    expect(lapsed.text).toContain('Nothing was paid, and the date is free again.')
    const notice = await composeMail(
      merchantNotice({ email: 'm@e.com', agencyName: 'Alo', locale: 'en', orders: [request('waiting', 'requested')] }, 'requested', ORIGIN),
    )
    expect(notice.subject).toBe('New request to book on Utsab: booking #42')
    expect(notice.text).toContain('Accept or decline by 10 Jan 2027')
    expect(notice.text).toContain('Answer the request')
    expect(notice.essential).toBe(true)
  })

  it('a decline keeps the reason as written, line breaks included', async () => {
    const application = {
      user: { name: 'Shirin', email: 's@e.com' },
      agencyName: 'Shirin Makeover',
      declineReason: 'Add a photo & apply again.\nThanks',
    } as unknown as TMerchantApplication
    const mail = await composeMail(declineEmail(application, 'en'))
    expect(mail.text).toContain('Add a photo & apply again.')
    expect(mail.html).toContain('Add a photo &amp; apply again.')
  })

  it('in Bangla: the subject, texts, money, dates and booking numbers in Bangla, and links to the Bangla pages', async () => {
    const placed = order({ number: 1042 })
    const mail = await composeMail(labelTestMode(orderConfirmation([placed], ORIGIN, 30, mailWords('bn')), true))
    expect(mail.subject).toBe('[টেস্ট মোড] উৎসবে আপনার বুকিং #১০৪২')
    expect(mail.html).toMatch(/<html[^>]* lang="bn"/)
    expect(mail.text).toMatch(/^উৎসব\n/)
    expect(mail.text).toContain(emailsBn['emails.testModeNoMoney'])
    expect(mail.text).toContain('বুকিং #১০৪২ Rose Garden Hall (Alo & Chhaya), ১৪ ফেব্রুয়ারি ২০২৭: ২,৯৭,৪৫০ ৳ = ২,৯৭,৪৫০ ৳')
    expect(mail.text).toContain('আপনার তারিখগুলো ৩০ মিনিটের জন্য ধরে রাখা হয়েছে।')
    expect(mail.text).toContain(`${ORIGIN}/bn/orders/${placed.id}`)
    expect(mail.html).toContain(`href="${ORIGIN}/bn/payment/${placed.id}"`)
    expect(mail.text).toContain(emailsBn['emails.footer'])
    // No English sentence left over.
    for (const english of ['Hello', 'Booking #', 'Total', 'Pay now', 'the event marketplace']) expect(mail.text).not.toContain(english)
  })

  it('a Bangla receipt keeps the amount in bold inside the Bangla sentence', async () => {
    const mail = await composeMail(
      paymentReceipt(
        { transactionId: 'pi_1', price: 215_000, name: 'Nadia', email: 'n@e.com' },
        [order({ paid: true })],
        ORIGIN,
        mailWords('bn'),
      ),
    )
    expect(mail.subject).toBe('পেমেন্ট পাওয়া গেছে: ২,১৫,০০০ ৳')
    expect(mail.html).toMatch(/আপনার <strong>২,১৫,০০০ ৳<\/strong> পেমেন্ট আমরা পেয়েছি।/)
  })

  it("a merchant's payment notice says what was just paid and what is still due: the advance, then the balance", async () => {
    const advanced = order({ status: 'confirmed', total: 200_000, advance: 50_000, amountPaid: 50_000, balance: 150_000 })
    const notice = (paid: TOrder, locale: 'en' | 'bn') =>
      composeMail(merchantNotice({ email: 'm@e.com', agencyName: 'Alo', locale, orders: [paid] }, 'paid', ORIGIN))
    expect((await notice(advanced, 'en')).text).toContain('Paid now: 50,000 BDT. Still due: 1,50,000 BDT.')
    const balanced = { ...advanced, status: 'paid' as const, paid: true, amountPaid: 200_000 }
    expect((await notice(balanced, 'en')).text).toContain('Paid now: 1,50,000 BDT. Nothing more is due.')
    expect((await notice(balanced, 'bn')).text).toContain('এখন পরিশোধ হয়েছে: ১,৫০,০০০ ৳। আর কিছু বাকি নেই।')
    // Paid in full at once.
    const whole = order({ status: 'paid', paid: true, total: 30_000, advance: 30_000, amountPaid: 30_000 })
    expect((await notice(whole, 'en')).text).toContain('Paid now: 30,000 BDT. Nothing more is due.')
    // A booking notice says nothing of payments.
    const booked = await composeMail(
      merchantNotice({ email: 'm@e.com', agencyName: 'Alo', locale: 'en', orders: [advanced] }, 'booked', ORIGIN),
    )
    expect(booked.text).not.toContain('Paid now')
  })

  it("a photographer's booking tells the merchant and the customer where and when, with the Bangla name to Bangla readers", async () => {
    const studio = order({
      kind: 'photographer',
      event: 'Alo Studio',
      eventBn: 'আলো স্টুডিও',
      details: { ...order().details, shift: null, guests: null, eventAddress: 'House 4, Road 2, Uttara', eventTime: '16:30' },
    })
    const english = await composeMail(
      merchantNotice({ email: 'm@e.com', agencyName: 'Alo', locale: 'en', orders: [studio] }, 'booked', ORIGIN),
    )
    expect(english.text).toContain('Booking #42 Alo Studio on 14 Feb 2027')
    expect(english.text).toContain('Where and when: House 4, Road 2, Uttara, from 4:30 PM')
    const bangla = await composeMail(
      merchantNotice({ email: 'm@e.com', agencyName: 'Alo', locale: 'bn', orders: [studio] }, 'booked', ORIGIN),
    )
    expect(bangla.text).toContain('বুকিং #৪২ আলো স্টুডিও')
    expect(bangla.text).toContain('কোথায় ও কখন: House 4, Road 2, Uttara, বিকাল ৪:৩০ থেকে')
    const customer = await composeMail(orderConfirmation([studio], ORIGIN, 30, mailWords('bn')))
    expect(customer.text).toContain('আলো স্টুডিও')
    expect(customer.text).toContain('বিকাল ৪:৩০ থেকে')
    expect(customer.text).not.toContain('Alo Studio')
  })
})
