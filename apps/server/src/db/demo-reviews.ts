import { eq, sql } from 'drizzle-orm'
import { paymentPlan } from '@utsab/shared/booking-money'
import { priceBooking } from '@utsab/shared/booking-price'
import type { TListingKind } from '@utsab/shared/constants'
import { districtName } from '@utsab/shared/districts'
import { addDays } from '@utsab/shared/format'
import type { TDb, TTx } from './client'
import type { TDemoAgency } from './demo-data'
import { stableUuid, type TListingInput } from './factories'
import { ledgerEntries, listings, orders, paymentIntents, payments, reviews, user } from './schema'

/**
 * The demo's verified reviews (decision 058): families who booked demo listings this year, paid the advance and then
 * the balance, had their day, and wrote a review, some answered by the business. Written as the product leaves them:
 * the customer, the booking as checkout placed it (its lines priced by the shared price rule, its advance by the
 * listing's), a payment for the advance and one for the balance (each with its ledger posting, as payments.postPayment
 * writes it), the review, and the listing's count and sum of stars moved in the same transaction. The families'
 * accounts have no password: nobody signs in as them. Fixed ids and dates (before the demo's `now`), so seeding twice
 * gives the same rows; a booking already there is left as it is, with its review.
 */

type TFamily = { name: string; email: string; phone: string; address: string }

const FAMILIES = {
  rashedul: {
    name: 'Rashedul Islam',
    email: 'rashedul.islam@example.com',
    phone: '+8801712345601',
    address: 'House 14, Road 3, Sutrapur, Bogura',
  },
  sharmin: { name: 'Sharmin Akter', email: 'sharmin.akter@example.com', phone: '+8801812345602', address: 'Malotinagar, Bogura' },
  nasrin: { name: 'Nasrin Sultana', email: 'nasrin.sultana@example.com', phone: '+8801912345603', address: 'Jaleshwaritola, Bogura' },
  tahmina: { name: 'Tahmina Begum', email: 'tahmina.begum@example.com', phone: '+8801712345604', address: 'Kazla, Rajshahi' },
  imtiaz: {
    name: 'Imtiaz Chowdhury',
    email: 'imtiaz.chowdhury@example.com',
    phone: '+8801812345605',
    address: 'House 22, Road 9A, Dhanmondi, Dhaka',
  },
  farzana: {
    name: 'Farzana Haque',
    email: 'farzana.haque@example.com',
    phone: '+8801912345606',
    address: 'Block C, Bashundhara R/A, Dhaka',
  },
  lubna: { name: 'Lubna Yasmin', email: 'lubna.yasmin@example.com', phone: '+8801712345607', address: 'Shibganj, Sylhet' },
  sabbir: { name: 'Sabbir Hossain', email: 'sabbir.hossain@example.com', phone: '+8801812345608', address: 'Nasirabad, Chittagong' },
  jannatul: {
    name: 'Jannatul Ferdous',
    email: 'jannatul.ferdous@example.com',
    phone: '+8801912345609',
    address: 'Road 2, Khulshi, Chittagong',
  },
  kamrul: { name: 'Kamrul Hasan', email: 'kamrul.hasan@example.com', phone: '+8801712345610', address: 'Boyra, Khulna' },
} satisfies Record<string, TFamily>

type TDemoReview = {
  family: keyof typeof FAMILIES
  /** The listing by its kind and place in demo-data.ts's tables. */
  listing: [TListingKind, number]
  /** The day of the event (a costume's delivery). */
  day: string
  rating: number
  body: string
  /** The business's public answer, in the review's language, a day later. */
  reply?: string
  /** What was booked beyond the first package: a hall's guests and its first menu. */
  guests?: number
}

const REVIEWS: TDemoReview[] = [
  {
    family: 'lubna',
    listing: ['venue', 17],
    day: '2026-01-16',
    guests: 600,
    rating: 5,
    body: 'লন্ডন থেকে এসে দুই সপ্তাহে পুরো বিয়ের আয়োজন করতে হয়েছে। হলের লোকজন প্রতিটা ফোন ধরেছেন, ৬০০ অতিথির খাবার সময়মতো দিয়েছেন।',
    reply: 'আপনাদের আয়োজনে পাশে থাকতে পেরে আমরা আনন্দিত। নতুন জীবনের জন্য শুভকামনা।',
  },
  {
    family: 'rashedul',
    listing: ['venue', 1],
    day: '2026-02-20',
    guests: 450,
    rating: 5,
    body: 'বোনের বিয়ে এখানে করেছি। সন্ধ্যায় মরিচবাতিতে লনটা দারুণ লাগছিল, কাচ্চির প্রশংসা সবাই করেছে। জেনারেটর একবারও বন্ধ হয়নি।',
    reply: 'ধন্যবাদ রাশেদুল ভাই! আপনার বোনের জন্য অনেক শুভকামনা।',
  },
  {
    family: 'rashedul',
    listing: ['photographer', 0],
    day: '2026-02-20',
    rating: 5,
    body: 'আয়েশা আপু পুরো অনুষ্ঠান হাসিমুখে সামলেছেন, পরিবারের সবার ছবি তুলেছেন। তিন সপ্তাহের মধ্যে সব ছবি অনলাইনে পেয়েছি।',
  },
  {
    family: 'tahmina',
    listing: ['makeup', 4],
    day: '2026-03-05',
    rating: 5,
    body: 'মেয়ের মেহেদি সন্ধ্যার সাজ খুব সুন্দর হয়েছে, একদম ভারী লাগেনি। সময়ের আগেই চলে এসেছিলেন।',
  },
  {
    family: 'tahmina',
    listing: ['venue', 4],
    day: '2026-03-07',
    guests: 500,
    rating: 5,
    body: '৫০০ অতিথির বৌভাত, সব ঠিকঠাক হয়েছে। খাবার গরম ছিল, সময়মতো পরিবেশন হয়েছে, পার্কিংয়েও ঝামেলা হয়নি।',
  },
  {
    family: 'sabbir',
    listing: ['photographer', 10],
    day: '2026-04-18',
    rating: 4,
    body: 'ছবি ভালো এসেছে, বিশেষ করে হলুদের দিনের ক্যান্ডিডগুলো। এডিট করা ছবি পেতে কথার চেয়ে এক সপ্তাহ বেশি লেগেছে।',
    reply: 'দেরির জন্য দুঃখিত, সাব্বির ভাই। ঈদের ছুটিতে কাজ জমে গিয়েছিল; পরের বার এমন হবে না।',
  },
  {
    family: 'kamrul',
    listing: ['photographer', 7],
    day: '2026-05-01',
    rating: 3,
    body: 'The photos are good, but the second photographer came an hour late and missed the groom arriving. They gave us an extra hour free to make up for it.',
    reply: 'We are sorry again about the late start, Kamrul bhai. Thank you for telling us plainly; it has not happened since.',
  },
  {
    family: 'nasrin',
    listing: ['photographer', 0],
    day: '2026-06-05',
    rating: 4,
    body: 'Good candid pictures of both families, and she knew when to step back during the doa. The printed album took a month, as they had said.',
  },
  {
    family: 'imtiaz',
    listing: ['venue', 12],
    day: '2026-06-26',
    guests: 650,
    rating: 5,
    body: 'Our reception for 650 guests. The hall stayed cool in late June, the kacchi was the talk of the evening, and the manager answered every call in the weeks before.',
    reply: 'Thank you, Imtiaz. It was a pleasure to host both families.',
  },
  {
    family: 'imtiaz',
    listing: ['photographer', 13],
    day: '2026-06-26',
    rating: 5,
    body: "Farhana caught my grandmother's face when my wife left her parents' home. We cried again seeing it. Worth every taka.",
    reply: 'Thank you, Imtiaz. It was an honour to be there.',
  },
  {
    family: 'jannatul',
    listing: ['costume', 0],
    day: '2026-08-20',
    rating: 5,
    body: 'The Benarasi came from Bogura in three days, folded in tissue, and the colour is exactly as in the pictures. My mother approved at first sight.',
  },
  {
    family: 'jannatul',
    listing: ['makeup', 10],
    day: '2026-08-28',
    rating: 5,
    body: 'একদম ঐতিহ্যবাহী বউ সাজ চেয়েছিলাম, ঠিক তেমনই হয়েছে। টিকলি আর নথ নিজেরাই সুন্দর করে বসিয়ে দিয়েছেন।',
  },
  {
    family: 'sharmin',
    listing: ['venue', 1],
    day: '2026-09-12',
    guests: 300,
    rating: 4,
    body: 'A lovely lawn for a holud, and the decorators set up on time. Parking was tight for our 300 guests, so tell yours to come early.',
  },
  {
    family: 'farzana',
    listing: ['makeup', 13],
    day: '2026-10-09',
    rating: 5,
    body: 'এয়ারব্রাশ মেকআপ রাত এগারোটা পর্যন্ত একই রকম ছিল, ছবিতেও খুব স্বাভাবিক লেগেছে। ট্রায়ালের দিনই সব ঠিক করে নিয়েছিলেন।',
  },
  {
    family: 'farzana',
    listing: ['venue', 12],
    day: '2026-10-09',
    guests: 400,
    rating: 4,
    body: 'হল সুন্দর, খাবার ভালো, মোগলাই মেনুর রেজালা সবার পছন্দ হয়েছে। শুধু গাড়ি রাখার জায়গা পেতে অতিথিদের একটু সময় লেগেছে।',
  },
]

/** Utsab's commission when the demo bookings were made (COMMISSION_PERCENT's default, 10 %). */
const COMMISSION_BPS = 1_000
const commissionOf = (amountBdt: number) => Math.round((amountBdt * COMMISSION_BPS) / 10_000) * 100

type TListed = { listing: TListingInput & { id: string }; agency: TDemoAgency['agency'] & { id: string } }

/** Inserts the demo's past bookings and their reviews that are not there yet; returns how many reviews it wrote. */
export async function seedDemoReviews(db: TDb, catalog: TDemoAgency[]): Promise<number> {
  // Listing i of a kind, as demo-data.ts's tables number them: the catalog lists each kind's agencies in order.
  const byKey = new Map<string, TListed>()
  const counted = new Map<TListingKind, number>()
  for (const { agency, listings: items } of catalog)
    for (const listing of items) {
      const index = counted.get(listing.kind) ?? 0
      counted.set(listing.kind, index + 1)
      byKey.set(`${listing.kind}:${index}`, { listing: listing as TListed['listing'], agency: agency as TListed['agency'] })
    }
  return db.transaction(async (tx) => {
    for (const family of Object.values(FAMILIES))
      await tx
        .insert(user)
        .values({
          id: stableUuid(`demo-family:${family.email}`),
          name: family.name,
          email: family.email,
          emailVerified: true,
          createdAt: new Date('2025-12-01T10:00:00Z'),
        })
        .onConflictDoNothing()
    let written = 0
    for (const [n, review] of REVIEWS.entries()) if (await seedReview(tx, byKey, review, n)) written += 1
    return written
  })
}

async function seedReview(tx: TTx, byKey: Map<string, TListed>, review: TDemoReview, n: number) {
  const found = byKey.get(review.listing.join(':'))
  if (!found) throw new Error(`No demo listing ${review.listing.join(' ')} to review`)
  const { listing, agency } = found
  const family = FAMILIES[review.family]
  const customerId = stableUuid(`demo-family:${family.email}`)
  const orderId = stableUuid(`demo-order:${n}`)
  const kind = listing.kind
  const dated = kind !== 'costume'
  const menu = listing.addons?.find((addon) => addon.unit === 'guest')
  const priced = priceBooking(
    {
      kind,
      name: listing.name,
      nameBn: listing.nameBn ?? null,
      priceBdt: listing.priceBdt,
      packages: listing.packages ?? [],
      addons: listing.addons ?? [],
    },
    { addons: review.guests && menu ? [{ id: menu.id }] : [], guests: review.guests, quantity: 1 },
  )
  if (!priced.ok) throw new Error(`The demo booking of ${listing.name} is refused: ${priced.refusal.code}`)
  const price = priced.price
  // Booked two months ahead (a costume ten days before its delivery), at noon in Dhaka.
  const bookedOn = addDays(review.day, dated ? -60 : -10)
  const bookedAt = new Date(`${bookedOn}T06:00:00Z`)
  const plan = paymentPlan(price.total, listing.advancePercent ?? 100, dated ? review.day : null, bookedOn)
  const balancePaidAt = new Date(`${addDays(review.day, -10)}T09:30:00Z`)
  const paidAt = plan.balance > 0 ? balancePaidAt : new Date(bookedAt.getTime() + 20 * 60_000)
  const checkoutId = stableUuid(`demo-checkout:${n}`)
  const balanceCheckoutId = stableUuid(`demo-balance:${n}`)
  const [order] = await tx
    .insert(orders)
    .values({
      id: orderId,
      customerId,
      listingId: listing.id,
      kind,
      eventDate: dated ? review.day : null,
      shift: kind === 'venue' ? (n % 3 === 0 ? 'day' : 'evening') : null,
      status: 'paid',
      event: listing.name,
      eventBn: listing.nameBn ?? null,
      category: listing.category,
      categoryBn: listing.categoryBn ?? null,
      picture: listing.backgroundPicture ?? listing.pictures[0] ?? null,
      customerName: family.name,
      customerEmail: family.email,
      agencyName: agency.name,
      location: `${listing.address}, ${listing.district}`,
      locationBn: listing.addressBn ? `${listing.addressBn}, ${districtName(listing.district, 'bn')}` : null,
      contact: agency.phone,
      rating: listing.rating,
      customerPhone: family.phone,
      guests: kind === 'venue' ? (review.guests ?? null) : null,
      size: kind === 'costume' ? (listing.size?.split(',')[0]?.trim() ?? null) : null,
      quantity: 1,
      deliveryAddress: kind === 'costume' ? family.address : null,
      deliveryDate: kind === 'costume' ? review.day : null,
      eventAddress: kind === 'photographer' || kind === 'makeup' ? family.address : null,
      eventTime: kind === 'photographer' || kind === 'makeup' ? (kind === 'makeup' ? '14:00' : '16:30') : null,
      unitPriceBdt: price.lines[0]!.unitPrice,
      priceBdt: price.price,
      packageId: price.packageId,
      lines: price.lines,
      deliveryChargeBdt: price.deliveryCharge,
      totalBdt: price.total,
      advanceBdt: plan.advance,
      paidBdt: price.total,
      balanceDueOn: plan.balanceDueOn,
      reviewInvitedAt: new Date(`${addDays(review.day, 1)}T04:00:00Z`),
      eventRemindedAt: dated ? new Date(`${addDays(review.day, -1)}T04:00:00Z`) : null,
      cancellationPolicy: listing.cancellationPolicy ?? 'moderate',
      commissionBps: COMMISSION_BPS,
      checkoutId,
      balanceCheckoutId,
      createdAt: bookedAt,
      paidAt,
    })
    .onConflictDoNothing()
    .returning()
  if (!order) return false
  // The advance (or the whole price) at booking with bKash, the balance ten days before the day.
  const paid = [{ checkout: checkoutId, amount: plan.advance, at: new Date(bookedAt.getTime() + 20 * 60_000), part: 'a' }]
  if (plan.balance > 0) paid.push({ checkout: balanceCheckoutId, amount: plan.balance, at: balancePaidAt, part: 'b' })
  for (const payment of paid) {
    const transactionId = `demo_${n}_${payment.part}`
    await tx.insert(paymentIntents).values({
      id: transactionId,
      provider: 'bkash',
      checkoutId: payment.checkout,
      customerId,
      amountBdt: payment.amount,
      status: 'succeeded',
      clientSecret: `demo_secret_${n}_${payment.part}`,
      trxId: `DEMO${String(n).padStart(3, '0')}${payment.part.toUpperCase()}`,
      paidPoisha: payment.amount * 100,
      createdAt: payment.at,
      updatedAt: payment.at,
    })
    await tx.insert(payments).values({
      transactionId,
      checkoutId: payment.checkout,
      priceBdt: payment.amount,
      name: family.name,
      email: family.email,
      bookingId: orderId,
      contact: agency.phone,
      agencyName: agency.name,
      createdAt: payment.at,
    })
    const commission = commissionOf(payment.amount)
    await tx.insert(ledgerEntries).values(
      [
        { account: 'gateway_cash' as const, amountPoisha: payment.amount * 100 },
        { account: 'merchant_payable' as const, agencyId: agency.id, orderId, amountPoisha: -(payment.amount * 100 - commission) },
        { account: 'commission' as const, orderId, amountPoisha: -commission },
      ]
        .filter((entry) => entry.amountPoisha !== 0)
        .map((entry) => ({
          posting: `pay_${transactionId}`,
          kind: 'payment' as const,
          reference: transactionId,
          createdAt: payment.at,
          ...entry,
        })),
    )
  }
  const writtenAt = new Date(`${addDays(review.day, 3)}T15:00:00Z`)
  await tx.insert(reviews).values({
    id: stableUuid(`demo-review:${n}`),
    orderId,
    listingId: listing.id,
    customerId,
    author: family.name.split(' ')[0]!,
    rating: review.rating,
    body: review.body,
    reply: review.reply ?? null,
    repliedAt: review.reply ? new Date(writtenAt.getTime() + 26 * 3_600_000) : null,
    createdAt: writtenAt,
  })
  await tx
    .update(listings)
    .set({ reviewCount: sql`${listings.reviewCount} + 1`, reviewSum: sql`${listings.reviewSum} + ${review.rating}` })
    .where(eq(listings.id, listing.id))
  return true
}
