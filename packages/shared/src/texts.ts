import { commonEn } from './i18n/messages/common'

/** Texts the spec gives word for word (labels, messages, toasts), kept once. Spelling is the spec's. */
export const TEXTS = {
  notFound: commonEn['page.notFound'],
  backToHomepage: commonEn['page.backToHomepage'],
  contactReply: 'we will respond you within 24 hrs',
  addProduct: commonEn['nav.addProduct'],
  // Validation (spec §5)
  emailRequired: 'You have to provide email for sure!',
  emailInvalid: 'Provided email is not valid!',
  passwordMin: 'Password must be at least 6 characters',
  passwordMax: 'Password must be at most 18 characters',
  passwordUppercase: 'Password should have at least one uppercase letter',
  passwordSpecial: 'Password must include at least one special character',
  // Orders and payments (spec §5, §8)
  cancelConfirm: 'Are You Sure to cancel this order',
  deletedSuccessfully: 'deleted successfully',
  paymentCompleted: 'congrats ! your payment completed',
  testMode: 'Test mode',
  addToCart: 'Add to cart',
  addedToCart: 'Added to cart',
  dateTaken: 'This date is already booked. Please choose another date.',
  shiftTaken: 'This shift is already booked on that date. Please choose the other shift or another date.',
  // Stripe answers payment_intent_unexpected_state when a succeeded intent is confirmed again.
  paymentAlreadySucceeded: 'This payment has already succeeded.',
  dateLostRefunded:
    'Your payment went through, but the booking could no longer be kept (its date was taken meanwhile), so we refunded the full amount to your card. Please book another date.',
  cartFull: (max: number) => `Your cart is full: it holds at most ${max} items. Check out or remove an item first.`,
  tooManyHolds: (max: number) => `You already hold ${max} unpaid dates. Pay for them or cancel one before booking another date.`,
  tooManyOrders: (seconds: number) => `You are placing orders too quickly. Please try again in ${seconds} seconds.`,
  paymentStartedNoCancel: 'This order is being paid or has been paid, so it can no longer be cancelled.',
  requestAnswered: 'This request has already been answered.',
  requestWaiting: 'This request is waiting for the merchant’s answer. You can pay once they accept it.',
  requestLapsed: 'This request lapsed before it was answered, and its date is free again.',
  requestWithdrawn: 'The customer withdrew this request.',
  // Beyond the spec (accounts)
  fullNameRequired: 'Full name is required',
  passwordCommon: 'This password is too common. Please choose another one.',
  signupLoginSuccess: 'login success',
  checkVerificationEmail: 'Please check email for verification link',
  checkResetEmail: 'Please check your email for reset link',
  loginFailed: 'Invalid email or password',
  tooManyAttempts: (seconds: number) => `Too many attempts. Please try again in ${seconds} seconds.`,
  // Toasts (spec §8)
  loginSuccessful: 'Login Successful',
  loggedOut: 'successfully logged out',
  // Beyond the spec
  contactSent: 'Thanks! Your message has been sent. We will respond within 24 hrs.',
  // The same answer whether or not the address was already on the list: nobody learns who subscribed.
  newsletterCheckEmail: 'Almost done: please check your email and open the link we sent to confirm your subscription.',
  newsletterConfirmed: 'Your subscription is confirmed. Thank you!',
  newsletterLinkInvalid: 'This confirmation link is invalid or has expired. Please subscribe again to get a new one.',
  verifyEmailFirst:
    'Please verify your email address or mobile number before paying or applying as a merchant. We sent you a link; you can ask for a new one, or confirm your mobile number with an SMS code on your account page.',
} as const

/** Texts added by the web app for accounts (appended). */
export const ACCOUNT_TEXTS = {
  // Spec §2 labels and title
  signInWithGoogle: 'Sign in with Google',
  signUpWithGoogle: 'Sign up with Google',
  forgotPassword: 'Forgot password',
  // Beyond the spec
  emailVerified: 'Your email is verified.',
  passwordChanged: 'Your password has been changed. Please log in.',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  photoNotImage: 'The profile photo must be an image (JPEG, PNG, WebP, GIF or AVIF).',
  photoTooLarge: 'The profile photo must be 5 MB or smaller.',
  googleFailed: 'Signing in with Google did not complete. Please try again.',
  noOrdersYet: 'You have no orders yet. Browse the services to book your first one.',
  verifyReminder: (email: string) =>
    `Please verify your email address: we sent a link to ${email}. You need it to pay and to apply as a merchant.`,
  verifyBefore: (doing: string, email: string) =>
    `You need a verified email address ${doing}. Open the link we sent to ${email}, or ask for a new one.`,
  resendVerification: 'Resend verification email',
  verificationSent: (email: string) => `We sent a new verification link to ${email}.`,
} as const
