import type { TListingDetail } from '@utsab/shared/schemas/catalog'
import type { TOrder } from '@utsab/shared/schemas/orders'

/** The hall and the booking the route tests read, as the API answers them; each test changes what it is about. */
export const HALL_ID = '0b7d6c5e-4f3a-4b2c-9d1e-0f9a8b7c6d5e'
export const BOOKING_ID = '6f1c2a9e-3b4d-4e5f-8a6b-7c8d9e0f1a2b'

/** A request to book the hall's evening for 150 guests, waiting for its merchant's answer (GET /api/orders/:id). */
export function waitingHallRequest(change: Partial<TOrder> = {}): TOrder {
  return {
    id: BOOKING_ID,
    number: 1042,
    listingId: HALL_ID,
    kind: 'venue',
    event: 'Shapla Convention Hall',
    eventBn: null,
    category: 'Venue',
    categoryBn: null,
    picture: null,
    eventDate: '2027-02-14',
    status: 'requested',
    unitPrice: 150_000,
    price: 150_000,
    lines: [
      { kind: 'listing', name: 'Shapla Convention Hall', nameBn: null, unit: 'booking', unitPrice: 150_000, quantity: 1, amount: 150_000 },
    ],
    deliveryCharge: 0,
    total: 150_000,
    customer: { name: 'Nusrat Jahan', email: 'nusrat@example.com' },
    details: {
      phone: '+8801711000000',
      shift: 'evening',
      guests: 150,
      size: null,
      quantity: 1,
      deliveryAddress: null,
      deliveryDate: null,
      eventAddress: null,
      eventTime: null,
    },
    agencyName: 'Shapla Events',
    location: 'Uttara, Dhaka',
    locationBn: null,
    contact: '+8801811000000',
    rating: 4.5,
    paid: false,
    advance: 45_000,
    amountPaid: 0,
    balance: 105_000,
    balanceDueOn: '2027-02-07',
    cancellationPolicy: 'moderate',
    refund: 0,
    expiresAt: '2026-12-02T10:00:00.000Z',
    createdAt: '2026-11-30T10:00:00.000Z',
    checkoutId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    paidAt: null,
    transactionId: null,
    payments: [],
    refunds: [],
    request: { outcome: 'waiting', requestedAt: '2026-11-30T10:00:00.000Z', answeredAt: null, declineReason: null },
    ...change,
  }
}

/** The hall's page (GET /api/venue/:id): 600 seats, a per-guest Gold menu, 30 % to book, requests to book. */
export function hallListing(change: Partial<TListingDetail> = {}): TListingDetail {
  return {
    id: HALL_ID,
    kind: 'venue',
    name: 'Shapla Convention Hall',
    nameBn: null,
    category: 'Wedding hall',
    categoryBn: null,
    pictures: [],
    backgroundPicture: null,
    description: null,
    descriptionBn: null,
    price: 150_000,
    rating: null,
    reviewCount: 0,
    businessRating: 4.5,
    size: null,
    capacity: 600,
    district: 'Dhaka',
    address: 'Uttara',
    addressBn: null,
    perPlateFrom: 1_250,
    advancePercent: 30,
    cancellationPolicy: 'moderate',
    bookingMode: 'request',
    agency: {
      id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      name: 'Shapla Events',
      district: 'Dhaka',
      address: 'Uttara',
      phone: '+8801711000002',
      email: 'hall@example.com',
    },
    replyMinutes: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    packages: [],
    addons: [{ id: 'gold', name: 'Gold menu', nameBn: 'গোল্ড মেনু', unit: 'guest', price: 1_250 }],
    answerWithinHours: 36,
    whatsapp: null,
    ...change,
  }
}
