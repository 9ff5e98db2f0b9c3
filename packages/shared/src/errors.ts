import type { TMessageParam } from './i18n/message'
import type { TMessageKey } from './i18n/namespaces'

/**
 * What an error code stands for: the HTTP status it is answered with, the key of its sentence in the
 * catalogs (packages/shared/src/i18n/messages), and the names of the values that sentence takes.
 *
 * `message` says where an answer's `message` comes from when it is not the code's own sentence: a
 * refusal that names several inputs leads with its first field's sentence (`'first'`), a validation
 * answer sums its fields up (`'summary'`, 'email: …; password: …'). Without fields, the key's sentence.
 */
type TErrorSpec = {
  readonly status: number
  readonly key: TMessageKey
  readonly params?: readonly string[]
  readonly message?: 'first' | 'summary'
}

/**
 * Every error code the server answers with: clients branch on the code, never on the sentence, which
 * is for people and written in the request's language. A code means one thing; a new refusal gets a
 * code of its own here, with its sentence in the `errors` catalog in English and Bangla.
 */
export const ERRORS = {
  // The default of each status (Fastify's own refusals, and a thrower that names nothing more precise).
  invalid_input: { status: 400, key: 'errors.inputRefused' },
  validation_failed: { status: 400, key: 'validation.zod.input', message: 'summary' },
  unauthenticated: { status: 401, key: 'errors.logIn' },
  forbidden: { status: 403, key: 'errors.forbidden' },
  not_found: { status: 404, key: 'errors.notFound' },
  conflict: { status: 409, key: 'errors.conflict' },
  too_large: { status: 413, key: 'errors.http.bodyTooLarge' },
  unsupported_media_type: { status: 415, key: 'errors.http.mediaType' },
  precondition_required: { status: 428, key: 'errors.preconditionRequired' },
  rate_limited: { status: 429, key: 'errors.tooManyAttempts', params: ['seconds'] },
  internal_error: { status: 500, key: 'errors.serverFailed' },
  unavailable: { status: 503, key: 'errors.unavailable' },

  // Requests the server cannot read or route (Fastify, plugins/web.ts, the auth route).
  json_body_empty: { status: 400, key: 'errors.http.emptyJson' },
  json_body_invalid: { status: 400, key: 'errors.http.invalidJson' },
  content_length_mismatch: { status: 400, key: 'errors.http.contentLength' },
  unsupported_characters: { status: 400, key: 'errors.unsupportedCharacters' },
  no_api_route: { status: 404, key: 'errors.route.api', params: ['method', 'path'] },
  no_route: { status: 404, key: 'errors.route.any', params: ['method', 'path'] },
  outbox_local_only: { status: 404, key: 'errors.outbox' },
  cross_site_request: { status: 403, key: 'errors.crossSite' },

  // Sessions, accounts and profiles.
  bearer_cannot_renew: { status: 403, key: 'errors.bearerRenew' },
  token_own_account: { status: 403, key: 'errors.tokenOwnAccount' },
  email_not_verified: { status: 403, key: 'errors.verifyEmailFirst' },
  account_suspended: { status: 403, key: 'errors.moderation.accountSuspended' },
  email_taken: { status: 409, key: 'errors.signup.exists' },
  signup_failed: { status: 400, key: 'errors.signup.failed' },
  weak_password: { status: 400, key: 'validation.password.min', message: 'first' },
  profile_view_own: { status: 403, key: 'errors.profile.viewOwn' },
  profile_change_own: { status: 403, key: 'errors.profile.changeOwn' },
  profile_ask_own: { status: 403, key: 'errors.profile.askOwn' },
  user_email_not_found: { status: 404, key: 'errors.user.noEmail' },
  // Signing in with a mobile number (issue 36).
  phone_code_wrong: { status: 400, key: 'errors.phone.codeWrong', params: ['left'] },
  phone_code_expired: { status: 400, key: 'errors.phone.codeExpired' },
  phone_code_tries_used: { status: 400, key: 'errors.phone.triesUsed' },
  phone_code_too_soon: { status: 429, key: 'errors.phone.tooSoon', params: ['seconds'] },
  phone_codes_limited: { status: 429, key: 'errors.phone.tooMany', params: ['minutes'] },
  phone_taken: { status: 409, key: 'errors.phone.taken' },
  phone_verified_change: { status: 409, key: 'errors.phone.verifiedChange' },
  sms_unavailable: { status: 503, key: 'errors.phone.unavailable' },
  email_already_set: { status: 409, key: 'errors.email.alreadySet' },
  email_link_invalid: { status: 400, key: 'errors.email.linkInvalid' },
  user_not_found: { status: 404, key: 'errors.user.noId' },
  browser_session_required: { status: 403, key: 'errors.account.browserSessionRequired' },
  no_password: { status: 409, key: 'errors.account.noPassword' },
  wrong_password: { status: 400, key: 'validation.password.currentWrong' },
  password_not_changed: { status: 400, key: 'errors.account.passwordNotChanged' },
  session_not_found: { status: 404, key: 'errors.account.noSuchSession' },
  current_session: { status: 409, key: 'errors.account.thisSession' },
  photo_missing: { status: 400, key: 'errors.account.noPhoto' },

  // better-auth's own refusals on the endpoints we expose, passed on with their codes (plugins/auth.ts).
  // Their status is better-auth's usual one; the answer keeps the status better-auth gave.
  INVALID_EMAIL_OR_PASSWORD: { status: 401, key: 'errors.auth.invalidCredentials' },
  INVALID_EMAIL: { status: 400, key: 'errors.auth.invalidEmail' },
  INVALID_PASSWORD: { status: 400, key: 'errors.auth.invalidPassword' },
  INVALID_TOKEN: { status: 400, key: 'errors.auth.invalidToken' },
  TOKEN_EXPIRED: { status: 400, key: 'errors.auth.tokenExpired' },
  USER_NOT_FOUND: { status: 404, key: 'errors.auth.userNotFound' },
  EMAIL_NOT_VERIFIED: { status: 403, key: 'errors.auth.emailNotVerified' },
  EMAIL_ALREADY_VERIFIED: { status: 400, key: 'errors.auth.emailAlreadyVerified' },
  PASSWORD_TOO_SHORT: { status: 400, key: 'errors.auth.passwordTooShort' },
  PASSWORD_TOO_LONG: { status: 400, key: 'errors.auth.passwordTooLong' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { status: 422, key: 'errors.auth.userExists' },
  FAILED_TO_CREATE_USER: { status: 422, key: 'errors.auth.createUserFailed' },
  FAILED_TO_CREATE_SESSION: { status: 500, key: 'errors.auth.createSessionFailed' },
  PROVIDER_NOT_FOUND: { status: 404, key: 'errors.auth.providerNotFound' },
  INVALID_ORIGIN: { status: 403, key: 'errors.auth.invalidOrigin' },
  MISSING_OR_NULL_ORIGIN: { status: 403, key: 'errors.auth.missingOrigin' },
  INVALID_CALLBACK_URL: { status: 403, key: 'errors.auth.invalidCallbackUrl' },
  INVALID_REDIRECT_URL: { status: 403, key: 'errors.auth.invalidRedirectUrl' },
  INVALID_ERROR_CALLBACK_URL: { status: 403, key: 'errors.auth.invalidErrorCallbackUrl' },

  // Rate limits and idempotency.
  orders_rate_limited: { status: 429, key: 'errors.tooManyOrders', params: ['seconds'] },
  upload_rate_limited: { status: 429, key: 'errors.upload.tooMany', params: ['max', 'window', 'minutes'] },
  invalid_idempotency_key: { status: 400, key: 'errors.idempotency.invalidKey' },
  idempotency_key_reused: { status: 422, key: 'errors.idempotency.reused' },
  idempotency_in_progress: { status: 409, key: 'errors.idempotency.inProgress' },

  // Forms with files, and pictures (lib/multipart.ts, plugins/images.ts).
  multipart_required: { status: 415, key: 'errors.upload.multipart' },
  file_too_large: { status: 413, key: 'errors.upload.fileTooLarge', message: 'first' },
  too_many_files: { status: 400, key: 'errors.upload.oneFile', message: 'first' },
  form_too_many_parts: { status: 413, key: 'errors.upload.tooManyParts' },
  form_field_not_allowed: { status: 400, key: 'errors.upload.badFieldName' },
  form_unreadable: { status: 400, key: 'errors.upload.unreadable' },
  not_an_image: { status: 415, key: 'errors.image.notImage' },
  image_damaged: { status: 415, key: 'errors.image.damaged' },
  image_heic_unsupported: { status: 415, key: 'errors.image.heic' },
  image_too_many_pixels: { status: 413, key: 'errors.image.tooManyPixels', params: ['megapixels', 'max'] },
  image_not_yours: { status: 400, key: 'errors.image.notYours' },
  picture_not_found: { status: 404, key: 'errors.image.none' },

  // The catalog, the shortlist, the cart and orders.
  listing_not_found: { status: 404, key: 'errors.listing.none' },
  kind_listing_not_found: { status: 404, key: 'errors.listing.ofKind', params: ['kind'] },
  shortlist_full: { status: 409, key: 'errors.shortlist.full', params: ['max'] },
  invalid_event_date: { status: 400, key: 'errors.eventDate.missing', message: 'first' },
  date_taken: { status: 409, key: 'errors.cart.dateTaken' },
  shift_taken: { status: 409, key: 'errors.cart.shiftTaken' },
  listing_date_taken: { status: 409, key: 'errors.cart.bookedOn', params: ['name', 'date'] },
  cart_date_taken: { status: 409, key: 'errors.cart.bookedOnPickInCart', params: ['name', 'date'] },
  cart_full: { status: 409, key: 'errors.cart.full', params: ['max'] },
  too_many_holds: { status: 409, key: 'errors.cart.tooManyHolds', params: ['max'] },
  already_in_cart: { status: 409, key: 'errors.cart.alreadyInCart', params: ['name'] },
  already_in_cart_on_date: { status: 409, key: 'errors.cart.alreadyInCartOn', params: ['name', 'date'] },
  cart_item_not_found: { status: 404, key: 'errors.cart.noItem' },
  cart_item_delivered: { status: 400, key: 'errors.cart.delivered' },
  cart_empty: { status: 400, key: 'errors.cart.empty' },
  phone_required: { status: 400, key: 'errors.booking.phoneMissing' },
  booking_details_missing: { status: 400, key: 'errors.booking.detailsMissing', message: 'first' },
  too_many_guests: { status: 400, key: 'validation.booking.tooManyGuests', params: ['max'] },
  size_not_offered: { status: 400, key: 'validation.booking.sizeNotOffered', params: ['sizes'] },
  invalid_delivery_date: { status: 400, key: 'errors.booking.deliveryDate', message: 'first' },
  package_unknown: { status: 400, key: 'validation.offer.packageUnknown' },
  addon_unknown: { status: 400, key: 'validation.offer.addonUnknown' },
  orders_own_only: { status: 403, key: 'errors.order.ownOnly' },
  order_not_found: { status: 404, key: 'errors.order.none' },
  booking_not_found: { status: 404, key: 'errors.cancel.notYours' },
  paid_order_not_cancellable: { status: 409, key: 'errors.order.paidNoCancel' },
  payment_started: { status: 409, key: 'errors.order.paymentStartedNoCancel' },
  illegal_order_move: { status: 409, key: 'errors.order.illegalMove' },
  request_not_found: { status: 404, key: 'errors.request.notFound' },
  request_answered: { status: 409, key: 'errors.request.answered' },
  request_lapsed: { status: 409, key: 'errors.request.lapsed' },
  request_withdrawn: { status: 409, key: 'errors.request.withdrawn' },
  request_waiting: { status: 409, key: 'errors.request.waiting' },
  request_email_not_verified: { status: 403, key: 'errors.request.verifyEmailFirst' },
  too_many_open_requests: { status: 409, key: 'errors.request.tooMany', params: ['max'] },
  request_open_on_listing: { status: 409, key: 'errors.request.openOnListing', params: ['name'] },
  request_hold_unavailable: { status: 409, key: 'errors.request.holdUnavailable' },
  request_hold_exists: { status: 409, key: 'errors.request.holdExists' },
  request_hold_capturing: { status: 409, key: 'errors.request.holdCapturing' },

  // Payments, refunds and payouts.
  order_already_paid: { status: 409, key: 'errors.order.alreadyPaid' },
  order_cancelled: { status: 409, key: 'errors.order.cancelled' },
  order_expired: { status: 409, key: 'errors.order.expired' },
  payment_not_found: { status: 404, key: 'errors.payment.none' },
  payment_orders_not_found: { status: 404, key: 'errors.payment.noOrders' },
  payment_under_review: { status: 409, key: 'errors.payment.underReview' },
  payment_not_succeeded: { status: 409, key: 'errors.payment.notSucceeded' },
  paid_with_other_payment: { status: 409, key: 'errors.payment.otherPayment' },
  date_lost_refunded: { status: 409, key: 'errors.payment.dateLostRefunded' },
  over_gateway_limit: { status: 409, key: 'errors.payment.overGatewayLimit', params: ['max', 'amount'] },
  gateway_unavailable: { status: 503, key: 'errors.payment.gatewayUnavailable' },
  gateway_refused: { status: 502, key: 'errors.payment.gatewayRefused' },
  invalid_signature: { status: 400, key: 'errors.payment.invalidSignature' },
  invalid_stripe_signature: { status: 400, key: 'errors.payment.stripeSignature' },
  session_ended: { status: 409, key: 'errors.card.sessionEnded' },
  session_unknown: { status: 404, key: 'errors.card.sessionEnded' },
  payment_method_required: { status: 400, key: 'errors.payment.chooseMethod' },
  // The test-mode card form: Stripe's codes. A card the network refuses is answered 200 with the refusal inside.
  invalid_number: { status: 400, key: 'validation.card.numberInvalid' },
  incomplete_number: { status: 400, key: 'validation.card.numberIncomplete' },
  invalid_expiry: { status: 400, key: 'validation.card.expiryInvalid' },
  invalid_expiry_year_past: { status: 400, key: 'errors.card.pastExpiry' },
  incomplete_cvc: { status: 400, key: 'validation.card.cvcIncomplete' },
  card_declined: { status: 402, key: 'errors.card.declined' },
  test_card_required: { status: 402, key: 'errors.card.notTestCard' },
  insufficient_funds: { status: 402, key: 'errors.card.insufficientFunds' },
  expired_card: { status: 402, key: 'errors.card.expired' },
  incorrect_cvc: { status: 402, key: 'errors.card.incorrectCvc' },
  not_refundable: { status: 409, key: 'errors.cancel.onlyWithMoney' },
  already_cancelled: { status: 409, key: 'errors.cancel.already' },
  cancel_not_allowed: { status: 409, key: 'errors.cancel.costume' },
  event_passed: { status: 409, key: 'errors.cancel.eventPassed' },
  payment_under_way: { status: 409, key: 'errors.cancel.paymentUnderWay' },
  refund_changed: { status: 409, key: 'errors.refundChanged', params: ['refund', 'expected'] },
  refund_over_paid: { status: 409, key: 'errors.refund.overPaid', params: ['paid'] },
  already_reviewed: { status: 409, key: 'errors.payment.alreadyReviewed' },
  nothing_to_refund: { status: 409, key: 'errors.payment.nothingToRefund' },
  amount_mismatch: { status: 409, key: 'errors.payment.onlyRefund' },
  refund_failed: { status: 502, key: 'errors.payment.refundFailed' },
  refund_refused: { status: 409, key: 'errors.payment.refundRefused' },
  no_agency: { status: 404, key: 'errors.earnings.noAgency' },
  merchant_not_found: { status: 404, key: 'errors.payout.noMerchant' },
  payout_over_available: { status: 409, key: 'errors.payout.overAvailable', params: ['available', 'agency'] },

  // Merchants: applications, listings, offers, calendars.
  already_merchant: { status: 409, key: 'errors.merchant.already', params: ['role'] },
  application_pending: { status: 409, key: 'errors.merchant.applicationPending' },
  merchant_no_agency: { status: 403, key: 'errors.merchant.noAgency' },
  sells_nothing: { status: 403, key: 'errors.merchant.sellsNothing', params: ['kind'] },
  kind_not_sold: { status: 403, key: 'errors.merchant.wrongKind', params: ['kinds', 'kind'] },
  own_listing_not_found: { status: 404, key: 'errors.merchant.noOwnListing' },
  pictures_required: { status: 400, key: 'validation.merchant.picturesRequired' },
  pictures_too_many: { status: 400, key: 'errors.pictures.tooMany', params: ['max'] },
  pictures_unreadable: { status: 400, key: 'errors.pictures.keepUnreadable' },
  pictures_kept_twice: { status: 400, key: 'errors.pictures.keptTwice' },
  picture_not_of_listing: { status: 400, key: 'errors.pictures.notOfListing' },
  pictures_changed: { status: 409, key: 'errors.pictures.changed' },
  addon_unit_not_offered: { status: 400, key: 'validation.offer.addonUnit', message: 'first' },
  listing_hidden: { status: 409, key: 'errors.moderation.listingHidden', params: ['reason'] },
  not_dated: { status: 409, key: 'errors.calendar.notDated' },
  shift_only_for_venues: { status: 400, key: 'errors.calendar.shiftOnlyForVenues' },
  date_booked: { status: 409, key: 'errors.calendar.hasBooking' },
  blocked_date_not_found: { status: 404, key: 'errors.calendar.noBlock' },

  // Admins: applications, moderation, jobs, the contact inbox.
  application_not_found: { status: 404, key: 'errors.application.none' },
  application_decided: { status: 409, key: 'errors.application.notPending' },
  not_requested: { status: 409, key: 'errors.application.notRequested' },
  no_application: { status: 409, key: 'errors.application.noneWaiting' },
  target_suspended: { status: 409, key: 'errors.moderation.targetSuspended' },
  listing_already_hidden: { status: 409, key: 'errors.moderation.alreadyHidden' },
  listing_not_hidden: { status: 409, key: 'errors.moderation.notHidden' },
  owner_suspended: { status: 409, key: 'errors.moderation.ownerSuspended' },
  owner_not_merchant: { status: 409, key: 'errors.moderation.ownerNotMerchant' },
  cannot_moderate_self: { status: 409, key: 'errors.moderation.notYourself' },
  cannot_moderate_admin: { status: 409, key: 'errors.moderation.notAnAdmin' },
  already_suspended: { status: 409, key: 'errors.moderation.alreadySuspended' },
  not_suspended: { status: 409, key: 'errors.moderation.notSuspended' },
  not_merchant: { status: 409, key: 'errors.moderation.notMerchant' },
  job_not_failed: { status: 409, key: 'errors.job.notFailed' },
  contact_message_not_found: { status: 404, key: 'errors.contact.none' },
  already_handled: { status: 409, key: 'errors.contact.alreadyHandled' },

  // Reviews and messages.
  review_not_found: { status: 404, key: 'errors.review.none' },
  review_not_allowed: { status: 409, key: 'errors.review.notAllowed' },
  review_too_early: { status: 409, key: 'errors.review.tooEarly' },
  review_exists: { status: 409, key: 'errors.review.exists' },
  review_replied: { status: 409, key: 'errors.review.replied' },
  review_already_hidden: { status: 409, key: 'errors.review.alreadyHidden' },
  review_not_hidden: { status: 409, key: 'errors.review.notHidden' },
  conversation_not_found: { status: 404, key: 'errors.conversation.none' },
  own_listing: { status: 409, key: 'errors.conversation.ownListing' },
  conversation_reported: { status: 409, key: 'errors.conversation.reported' },

  // The event planner (issue 37).
  planner_event_not_found: { status: 404, key: 'planner.error.eventNotFound' },
  planner_function_not_found: { status: 404, key: 'planner.error.functionNotFound' },
  planner_line_not_found: { status: 404, key: 'planner.error.lineNotFound' },
  planner_task_not_found: { status: 404, key: 'planner.error.taskNotFound' },
  planner_events_full: { status: 409, key: 'planner.error.eventsFull', params: ['max'] },
  planner_functions_full: { status: 409, key: 'planner.error.functionsFull', params: ['max'] },
  planner_lines_full: { status: 409, key: 'planner.error.linesFull', params: ['max'] },
  planner_tasks_full: { status: 409, key: 'planner.error.tasksFull', params: ['max'] },
  planner_rate_limited: { status: 429, key: 'errors.tooManyPlannerChanges', params: ['minutes'] },
  // The guest list and invitations (issue 37, decision 061).
  guest_not_found: { status: 404, key: 'guests.error.guestNotFound' },
  guests_full: { status: 409, key: 'guests.error.guestsFull', params: ['max'] },
  guests_csv_invalid: { status: 400, key: 'guests.error.csvInvalid', params: ['count'] },
  guest_link_not_found: { status: 404, key: 'guests.error.linkNotFound' },
  rsvp_closed: { status: 409, key: 'guests.error.rsvpClosed' },
  rsvp_not_invited: { status: 400, key: 'guests.error.notInvited' },
  rsvp_heads_over_party: { status: 400, key: 'guests.error.headsOverParty', params: ['max'] },
  rsvp_rate_limited: { status: 429, key: 'guests.error.rsvpRateLimited', params: ['seconds'] },
  quote_not_found: { status: 404, key: 'errors.quote.none' },
  quote_merchant_only: { status: 403, key: 'errors.quote.merchantOnly' },
  quote_for_question_only: { status: 409, key: 'errors.quote.questionOnly' },
  quotes_open_max: { status: 409, key: 'errors.quote.openMax', params: ['max'] },
  quote_withdrawn: { status: 409, key: 'errors.quote.withdrawn' },
  quote_expired: { status: 409, key: 'errors.quote.expired' },
  quote_booked: { status: 409, key: 'errors.quote.booked' },
} as const satisfies Record<string, TErrorSpec>

export type TErrorCode = keyof typeof ERRORS
export const ERROR_CODES = Object.keys(ERRORS) as [TErrorCode, ...TErrorCode[]]

export const isErrorCode = (code: unknown): code is TErrorCode => typeof code === 'string' && Object.hasOwn(ERRORS, code)

/** The values a code's sentence takes, by name (none: `undefined`). */
export type TErrorParams<C extends TErrorCode> = (typeof ERRORS)[C] extends { readonly params: readonly (infer P extends string)[] }
  ? { readonly [K in P]: TMessageParam }
  : undefined

/** The codes whose sentence takes values: these are thrown with them. */
export type TCodeWithParams = { [C in TErrorCode]: TErrorParams<C> extends undefined ? never : C }[TErrorCode]

/** The code that stands for a status when nothing more precise is known (a Fastify refusal of its own). */
export const DEFAULT_ERROR_CODES = {
  400: 'invalid_input',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'too_large',
  415: 'unsupported_media_type',
  428: 'precondition_required',
  429: 'rate_limited',
  500: 'internal_error',
  503: 'unavailable',
} as const satisfies Record<number, TErrorCode>

export const errorCodeFor = (status: number): TErrorCode =>
  (DEFAULT_ERROR_CODES as Record<number, TErrorCode>)[status] ?? (status >= 500 ? 'internal_error' : 'invalid_input')

/**
 * Refusals a client reads as "pick another day": the date (or the shift) went to another booking, or is
 * no longer bookable (past, too far ahead).
 */
export const DATE_REFUSALS: ReadonlySet<TErrorCode> = new Set<TErrorCode>([
  'date_taken',
  'shift_taken',
  'listing_date_taken',
  'cart_date_taken',
  'invalid_event_date',
])
