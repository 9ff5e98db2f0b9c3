import type { TTranslation } from '../catalog'

/**
 * The policy pages (issue 17): Terms & Conditions, Privacy Policy, Refund and cancellation policy,
 * Delivery details and Customer support, in plain language and true to what the code does. Numbers
 * that are rules elsewhere (the balance's days, the advance's range, the delivery charge, the hold
 * and cart limits) arrive as values from the constants, never typed here; the refund tiers are
 * rendered from booking-money.ts with the `orders.policy.*` messages.
 *
 * `{link}` marks where a link sits in a sentence; its words are a message of their own, written so
 * that each language's sentence reads whole around it.
 */
export const legalEn = {
  // Every policy page
  'legal.common.lastUpdated': 'Last updated {date}',
  'legal.common.plainLanguage': 'This page explains in plain language how Utsab works. It is not legal advice.',
  'legal.common.contents': 'On this page',
  'legal.common.otherPages': 'More help',
  'legal.common.questions': 'Questions about this page? Write to us through the {link}.',
  'legal.common.contactPage': 'contact page',
  // The pages' names (headings, links between them)
  'legal.page.terms': 'Terms & Conditions',
  'legal.page.privacy': 'Privacy Policy',
  'legal.page.refund': 'Refund and cancellation policy',
  'legal.page.delivery': 'Delivery details',
  'legal.page.support': 'Customer support',

  // Terms & Conditions
  'legal.terms.description':
    'The rules for booking, paying for and selling event services on Utsab: accounts, prices in BDT, advances and balances, cancellations and disputes.',
  'legal.terms.intro': 'These terms apply to everyone who uses Utsab: customers who book, and businesses that sell.',
  'legal.terms.about.heading': 'What Utsab is',
  'legal.terms.about.marketplace':
    'Utsab is an online marketplace for events in Bangladesh. Businesses, which we call merchants, list venues with food, photographers, costumes and makeup artists; customers book and pay for them here.',
  'legal.terms.about.roles':
    'The merchant provides the service you book. Utsab checks every merchant before they can sell, takes your payment, passes it on to the merchant after taking its commission, and steps in when something goes wrong.',
  'legal.terms.about.changes':
    'By creating an account or booking on Utsab you accept these terms. When we change them, we change the date at the top of this page. A booking keeps the price, payment terms and cancellation policy it was made with.',
  'legal.terms.accounts.heading': 'Your account',
  'legal.terms.accounts.signUp':
    'You sign up with your name, email address and a password, or with your Google account. We send you a link to confirm your email address.',
  'legal.terms.accounts.password':
    'Keep your password to yourself: what is done from your account counts as done by you. If you think someone else has used it, set a new password from the login page and tell us.',
  'legal.terms.accounts.realName':
    'Bookings are made in your account’s name and email address. Use your real name, so that the merchant can recognise you on the day.',
  'legal.terms.booking.heading': 'Booking a date',
  'legal.terms.booking.oneDate':
    'Venues, photographers and makeup artists are booked for an event date. Each listing takes one booking per date: once a date is booked, nobody else can book it.',
  'legal.terms.booking.hold':
    'A booking that is not paid yet holds its date for a short time only; your booking email says how long. If it is not paid by then, it lapses and the date is free again.',
  'legal.terms.booking.limits':
    'You can hold at most {maxHolds} unpaid dated bookings at once, and keep up to {cartMax} items in your cart.',
  'legal.terms.booking.costumes': 'Costumes have no event date: they are paid for in full when ordered, then delivered to you. See {link}.',
  'legal.terms.prices.heading': 'Prices and payment',
  'legal.terms.prices.bdt':
    'Merchants set their prices, in Bangladeshi taka (BDT). The price on the listing is what you pay; a costume order adds a delivery charge of {deliveryCharge}. Utsab’s commission comes out of the merchant’s share and is never added to your price.',
  'legal.terms.prices.methods':
    'You pay on Utsab: through SSLCommerz (cards, bKash, Nagad, Rocket, Upay and internet banking), directly with bKash, or by card on the payment page (cards from abroad are processed by Stripe).',
  'legal.terms.prices.receipt':
    'We email you a receipt for every payment. A booking is confirmed once its advance, or its full price, has been received.',
  'legal.terms.prices.held':
    'If a payment gateway flags a payment for a check, your date stays kept while our team reviews it; we then either accept the payment or refund all of it.',
  'legal.terms.prices.lost':
    'If someone else booked the date while your payment was being processed, we refund all of it automatically and tell you by email.',
  'legal.terms.advances.heading': 'Advances and balances',
  'legal.terms.advances.range':
    'Each listing shows what it asks when you book: an advance of {advanceMin}% to {advanceMax}% of the price. The advance confirms your date; the rest, the balance, is due {balanceDays} days before the event.',
  'legal.terms.advances.close':
    'If the event is {balanceDays} days away or less when you book, the whole price is paid at once. A listing that asks no advance confirms your date straight away, and the whole price is due {balanceDays} days before the event.',
  'legal.terms.advances.reminders':
    'We remind you by email before the balance is due, and again on the day it is due. An unpaid balance does not cancel your booking by itself, but the merchant may then cancel it; you then get back everything you paid.',
  'legal.terms.cancelling.heading': 'Cancelling',
  'legal.terms.cancelling.unpaid': 'You can cancel a booking you have not paid for at any time, free of charge.',
  'legal.terms.cancelling.paid':
    'A booking with money paid is refunded by the cancellation policy of its listing (flexible, moderate or strict) and the days left before the event. We show you the exact amount before you confirm. See {link}.',
  'legal.terms.cancelling.limits':
    'A paid costume order cannot be cancelled, and no booking can be cancelled after its event date. If something went wrong, write to us: see the next section.',
  'legal.terms.problems.heading': 'When something goes wrong',
  'legal.terms.problems.write':
    'If a merchant does not provide what you booked, or provides something very different, write to us through the {link} with your booking number.',
  'legal.terms.problems.decide':
    'Our admins hear you and the merchant, then decide. They can refund any part of what you paid, up to all of it, also for a costume order or after the event date.',
  'legal.terms.problems.liability':
    'Utsab is responsible for taking and returning your money correctly; the merchant is responsible for the service itself. Nothing in these terms takes away your rights under the laws of Bangladesh.',
  'legal.terms.merchants.heading': 'Selling on Utsab',
  'legal.terms.merchants.apply':
    'Anyone with an account can apply to become a merchant, with a national ID number, business details, pictures of the service and a trade licence. Our admins accept or decline each application, and tell a declined applicant why.',
  'legal.terms.merchants.duties':
    'Merchants describe their services truthfully, keep every date they have been booked for and provide the service as listed. A merchant who cancels a booking must give a reason, and the customer gets back everything they paid.',
  'legal.terms.merchants.commission':
    'Utsab keeps a commission on every payment, at the rate in force when the booking was made (shown on the merchant’s earnings page). We pay merchants the rest by bank transfer, bKash, Nagad, cheque or cash; money for an event that has not happened yet is paid out after the event.',
  'legal.terms.conduct.heading': 'Fair use',
  'legal.terms.conduct.rules':
    'Do not book dates you do not mean to keep, list services you cannot provide, use someone else’s account or means of payment, or try to get around Utsab’s payments. We may limit or close an account that does.',
  'legal.terms.law.heading': 'Law',
  'legal.terms.law.text':
    'These terms are governed by the laws of Bangladesh. If we cannot settle a disagreement together, the courts of Dhaka decide it.',

  // Privacy Policy
  'legal.privacy.description':
    'What personal data Utsab keeps, why, who sees it and for how long: accounts, bookings, payments, cookies and emails.',
  'legal.privacy.summary.heading': 'In short',
  'legal.privacy.summary.text':
    'We keep what we need to run your account, your bookings and your payments, and nothing for advertising. We do not sell your data, and we never see or store your card number.',
  'legal.privacy.collect.heading': 'What we keep',
  'legal.privacy.collect.intro': 'Depending on what you do on Utsab:',
  'legal.privacy.collect.account':
    'Your account: your name, email address, profile photo if you add one, and your password, stored scrambled (hashed) so that nobody can read it. If you sign in with Google, Google gives us your name, email address and photo.',
  'legal.privacy.collect.bookings':
    'Your bookings: what you booked, from which merchant, the event date, the amounts paid, due and refunded, and each booking’s status.',
  'legal.privacy.collect.payments':
    'Your payments: the amount, the gateway used and the gateway’s transaction reference. Card numbers, PINs and one-time codes go straight to the gateway (SSLCommerz, bKash or Stripe); Utsab never receives or stores them.',
  'legal.privacy.collect.messages':
    'Messages sent through the contact form: your name, email address, phone number if you give one, company name and the message.',
  'legal.privacy.collect.newsletter': 'Your email address, if you subscribe to the newsletter and confirm it.',
  'legal.privacy.collect.merchants':
    'If you apply to sell: your national ID number, business name, email address, phone number, address, pictures and trade licence.',
  'legal.privacy.collect.security':
    'With each sign-in, to protect your account: the time, your device’s IP address and the name of your browser.',
  'legal.privacy.collect.pictures':
    'Pictures you upload are re-encoded on our server, which removes the hidden details they carry, such as the place a photo was taken.',
  'legal.privacy.cookies.heading': 'Cookies and your browser',
  'legal.privacy.cookies.session':
    'A sign-in cookie keeps you signed in. It lasts a week and is renewed while you use the site; logging out removes it.',
  'legal.privacy.cookies.language':
    'A language cookie remembers for a year whether you chose English or Bangla. When you are logged in, the choice is also saved on your account, so that our emails reach you in that language.',
  'legal.privacy.cookies.theme': 'Your light or dark theme is remembered in your browser only and is never sent to us.',
  'legal.privacy.cookies.none': 'There are no advertising or tracking cookies on Utsab.',
  'legal.privacy.use.heading': 'Why we use it',
  'legal.privacy.use.bookings':
    'To run your bookings: to show them to you, hold and confirm dates, and tell the merchant who booked what, and for when.',
  'legal.privacy.use.payments': 'To take payments and make refunds through the payment gateways.',
  'legal.privacy.use.emails': 'To email you about your account and your bookings.',
  'legal.privacy.use.help': 'To answer your messages, review merchant applications and settle disputes.',
  'legal.privacy.use.safety': 'To keep the site safe: to stop abuse and fraud, and to find out what happened when something goes wrong.',
  'legal.privacy.emails.heading': 'Emails we send',
  'legal.privacy.emails.what':
    'We only email you about something you did: a link to confirm your email address, links to set a new password, booking confirmations, payment receipts, reminders before a balance is due, cancellation and refund notices, and a calendar invitation for a paid booking.',
  'legal.privacy.emails.newsletter':
    'The newsletter comes only after you confirm your subscription from the link we send you. To stop it, write to us.',
  'legal.privacy.share.heading': 'Who sees it',
  'legal.privacy.share.merchant':
    'The merchant you book: your name, email address, what you booked and the date, so that they can serve you.',
  'legal.privacy.share.gateway':
    'The payment gateway you choose (SSLCommerz, bKash or Stripe): your name, email address and the amount, to take the payment.',
  'legal.privacy.share.admins': 'Utsab’s admins: to review applications, check held payments and settle disputes. What they do is logged.',
  'legal.privacy.share.law': 'Nobody else, unless the law of Bangladesh requires it.',
  'legal.privacy.keep.heading': 'How long we keep it',
  'legal.privacy.keep.account':
    'Your account stays until you ask us to delete it. Booking and payment records are kept as long as accounting and tax rules require, even after the account is deleted.',
  'legal.privacy.keep.messages': 'Contact messages are kept only as long as we need them to help you.',
  'legal.privacy.rights.heading': 'Your choices',
  'legal.privacy.rights.text':
    'You can ask for a copy of the data we keep about you, ask us to correct it, or ask us to delete your account. Write to us through the {link}; we answer within one working day.',

  // Refund and cancellation policy
  'legal.refund.description':
    'What you get back when a booking on Utsab is cancelled: the flexible, moderate and strict policies, costume orders, cancellations by the merchant and how refunds reach you.',
  'legal.refund.summary.heading': 'In short',
  'legal.refund.summary.text':
    'A booking you have not paid for can be cancelled free of charge. What a paid booking gives back depends on its cancellation policy and the days left before the event. If the merchant cancels, you get everything back. Money always goes back the way you paid.',
  'legal.refund.unpaid.heading': 'Unpaid bookings',
  'legal.refund.unpaid.cancel':
    'Cancel an unpaid booking in My bookings at any time. Nothing was charged, so there is nothing to refund, and the date becomes free for others.',
  'legal.refund.unpaid.lapse': 'An unpaid booking also lapses by itself when its hold ends (your booking email says when).',
  'legal.refund.policies.heading': 'The three cancellation policies',
  'legal.refund.policies.intro':
    'Every venue, photographer and makeup listing uses one of these three policies. The merchant chooses it, and it is shown on the listing and on your booking before you pay. A booking keeps the policy it was made with, even if the merchant changes it later.',
  'legal.refund.policies.share':
    'Days are counted to the event date, in Dhaka time. You get that share of everything you have paid for the booking (the advance and any balance), rounded down to the whole taka.',
  'legal.refund.how.heading': 'Cancelling a paid booking',
  'legal.refund.how.open': 'Open My bookings and choose the booking.',
  'legal.refund.how.cancel': 'Choose “Cancel booking”. We show the booking’s policy and exactly how much you will get back.',
  'legal.refund.how.confirm': 'Confirm. We email you and the merchant, and the date becomes free for others.',
  'legal.refund.how.changed':
    'If the amount changes while you decide (for example, because the day has turned), we show you the new amount and ask again before anything is cancelled.',
  'legal.refund.merchant.heading': 'If the merchant cancels',
  'legal.refund.merchant.text':
    'A merchant cannot cancel your booking without giving a reason. You then get back everything you paid, whatever the policy, and we email you the reason.',
  'legal.refund.costumes.heading': 'Costume orders',
  'legal.refund.costumes.text':
    'Costumes are paid in full when ordered, with the {deliveryCharge} delivery charge. A paid costume order cannot be cancelled. If it does not arrive, arrives damaged or is not what the listing showed, write to us: an admin can refund it.',
  'legal.refund.payback.heading': 'How the money comes back',
  'legal.refund.payback.way':
    'Refunds go back the way you paid, through the same gateway: to the same card, the same bKash, Nagad, Rocket or Upay account, or the same bank. We cannot refund in cash or to another account.',
  'legal.refund.payback.timing':
    'We ask the gateway for the refund as soon as the cancellation is confirmed, and keep asking automatically if it cannot take it at once. Your bank or wallet may then take a few working days to show it.',
  'legal.refund.payback.taken':
    'If your payment went through but someone else had booked the date in the meantime, we refund all of it automatically.',
  'legal.refund.disputes.heading': 'If you disagree',
  'legal.refund.disputes.text':
    'If you think a refund is wrong, or the service was not provided as booked, write to us through the {link} with your booking number. An admin looks at what happened and can refund any part of what you paid, up to all of it, even after the event date or for a costume order.',

  // Delivery details
  'legal.delivery.description':
    'How costumes reach you and what delivery costs, how booked services are provided on your event date, and what we send you by email.',
  'legal.delivery.services.heading': 'Venues, photographers and makeup',
  'legal.delivery.services.onTheDay':
    'These services are not shipped: the merchant provides them on your event date, at the venue or at the place you agree with them.',
  'legal.delivery.services.confirmation':
    'When you pay, we email you a receipt; a paid booking also comes with a calendar invitation for the date, with the merchant’s phone number. Your bookings, their amounts and each merchant’s contact details are always in My bookings.',
  'legal.delivery.services.talk':
    'Agree the times, the number of guests and anything special with the merchant before the day. If you cannot reach them, write to us.',
  'legal.delivery.costumes.heading': 'Costumes',
  'legal.delivery.costumes.charge':
    'Costumes are delivered by the shop that lists them. Every costume order has the same delivery charge, {deliveryCharge}, wherever you are in Bangladesh; it is shown on the costume’s page and included in your total.',
  'legal.delivery.costumes.arrange':
    'After you pay, the shop receives your order with your name and email address, and contacts you to agree the delivery address and time. The shop’s phone number is on the costume’s page and on your booking, so you can call them too.',
  'legal.delivery.costumes.timing':
    'How long delivery takes depends on the shop and the distance. Order at least a week before your event, and tell the shop the date you need the costume by.',
  'legal.delivery.costumes.rented':
    'If the shop rents the outfit out rather than selling it, the shop tells you when and how to return it.',
  'legal.delivery.costumes.problems':
    'Check the costume when it arrives. If it does not come in time, is damaged or is not what the listing showed, write to us with your booking number as soon as you can: an admin can refund the order. See {link}.',
  'legal.delivery.emails.heading': 'What we send you by email',
  'legal.delivery.emails.booking': 'A booking confirmation, with a link to pay.',
  'legal.delivery.emails.receipt': 'A receipt for every payment, with the gateway’s transaction number.',
  'legal.delivery.emails.balance': 'A reminder before a balance is due, and another on the day it is due.',
  'legal.delivery.emails.cancelled': 'A notice when a booking is cancelled, with the amount refunded.',
  'legal.delivery.emails.spam':
    'Emails go to your account’s address. If one does not arrive, look in your spam folder: everything in them is also in My bookings.',

  // Customer support
  'legal.support.description':
    'How to get help with a booking, a payment or a refund on Utsab, when we answer, and answers to common questions.',
  'legal.support.reach.heading': 'How to reach us',
  'legal.support.reach.write': 'Write to us through the {link}, or call or email us at the numbers and addresses shown there.',
  'legal.support.reach.include': 'So that we can help in one reply, tell us:',
  'legal.support.reach.number': 'the booking number (such as “Booking #1042”: it is in My bookings and in every email about the booking)',
  'legal.support.reach.email': 'the email address of your account',
  'legal.support.reach.what': 'what happened, and what you would like us to do',
  'legal.support.answer.heading': 'When we answer',
  'legal.support.answer.time':
    'We answer within one working day. We work Sunday to Thursday, 10 am to 6 pm Dhaka time; a message sent on a Friday, a Saturday or a public holiday is answered on the next working day.',
  'legal.support.answer.urgent': 'If your event is today or tomorrow and something is wrong, call us: the phone numbers are on the {link}.',
  'legal.support.faq.heading': 'Common questions',
  'legal.support.faq.pay.q': 'How can I pay?',
  'legal.support.faq.pay.a':
    'Through SSLCommerz with a card, bKash, Nagad, Rocket, Upay or internet banking; directly with bKash; or by card on the payment page. All prices are in BDT.',
  'legal.support.faq.advance.q': 'What is an advance?',
  'legal.support.faq.advance.a':
    'The part of the price that confirms your date. Each listing shows what it asks, from {advanceMin}% to {advanceMax}%; the rest is due {balanceDays} days before the event, and we remind you by email.',
  'legal.support.faq.unpaid.q': 'I paid, but my booking still shows as unpaid.',
  'legal.support.faq.unpaid.a':
    'Gateways sometimes answer late, so we check with them every minute. If the booking still shows as unpaid after an hour, write to us with the booking number and the transaction number from the gateway’s message.',
  'legal.support.faq.cancel.q': 'How do I cancel, and what do I get back?',
  'legal.support.faq.cancel.a':
    'Cancel in My bookings. An unpaid booking is cancelled free of charge; a paid one is refunded by its cancellation policy, and we show you the amount before you confirm. See {link}.',
  'legal.support.faq.refund.q': 'When will my refund arrive?',
  'legal.support.faq.refund.a':
    'We ask the payment gateway for it straight away. It goes back the way you paid, and may take a few working days to show in your account.',
  'legal.support.faq.delivery.q': 'How does my costume reach me?',
  'legal.support.faq.delivery.a':
    'After you pay, the shop contacts you to agree the address and time. Delivery costs {deliveryCharge} anywhere in Bangladesh. See {link}.',
  'legal.support.faq.password.q': 'I forgot my password.',
  'legal.support.faq.password.a':
    'Choose “Forgot password” on the login page. We email you a link to set a new one; the link works for one hour.',
} as const

export const legalBn: TTranslation<typeof legalEn> = {
  'legal.common.lastUpdated': 'সর্বশেষ হালনাগাদ: {date}',
  'legal.common.plainLanguage': 'উৎসব কীভাবে কাজ করে, এই পাতায় তা সহজ ভাষায় বলা হয়েছে। এটি আইনি পরামর্শ নয়।',
  'legal.common.contents': 'এই পাতায় যা আছে',
  'legal.common.otherPages': 'আরও সহায়তা',
  'legal.common.questions': 'এই পাতা নিয়ে কোনো প্রশ্ন আছে? {link} থেকে আমাদের লিখুন।',
  'legal.common.contactPage': 'যোগাযোগের পাতা',
  'legal.page.terms': 'শর্তাবলি',
  'legal.page.privacy': 'গোপনীয়তা নীতি',
  'legal.page.refund': 'টাকা ফেরত ও বাতিলের নীতি',
  'legal.page.delivery': 'ডেলিভারির বিবরণ',
  'legal.page.support': 'গ্রাহকসেবা',

  'legal.terms.description':
    'উৎসবে অনুষ্ঠানের সেবা বুক করা, পেমেন্ট করা ও বিক্রি করার নিয়ম: অ্যাকাউন্ট, টাকায় দাম, অগ্রিম ও বাকি টাকা, বাতিল এবং বিরোধের মীমাংসা।',
  'legal.terms.intro':
    'উৎসব যাঁরা ব্যবহার করেন, তাঁদের সবার জন্য এই শর্তাবলি: যাঁরা বুক করেন সেই গ্রাহকদের জন্য, আর যাঁরা বিক্রি করেন সেই প্রতিষ্ঠানগুলোর জন্য।',
  'legal.terms.about.heading': 'উৎসব কী',
  'legal.terms.about.marketplace':
    'উৎসব বাংলাদেশের অনুষ্ঠান আয়োজনের একটি অনলাইন মার্কেটপ্লেস। বিভিন্ন প্রতিষ্ঠান, যাদের আমরা মার্চেন্ট বলি, এখানে খাবারসহ ভেন্যু, ফটোগ্রাফার, পোশাক আর মেকআপ আর্টিস্টের সেবা তালিকাভুক্ত করে; গ্রাহকেরা এখানেই সেগুলো বুক করেন ও পেমেন্ট করেন।',
  'legal.terms.about.roles':
    'আপনি যে সেবা বুক করেন, তা দেন মার্চেন্ট। বিক্রি শুরুর আগে উৎসব প্রত্যেক মার্চেন্টকে যাচাই করে, আপনার পেমেন্ট নেয়, নিজের কমিশন রেখে বাকিটা মার্চেন্টকে দেয়, আর কোনো সমস্যা হলে এগিয়ে আসে।',
  'legal.terms.about.changes':
    'উৎসবে অ্যাকাউন্ট খুললে বা বুক করলে আপনি এই শর্তাবলি মেনে নিচ্ছেন। শর্ত বদলালে আমরা এই পাতার ওপরের তারিখটিও বদলে দিই। প্রতিটি বুকিং যে দাম, পেমেন্টের শর্ত ও বাতিলের নীতিতে করা হয়েছিল, তার জন্য সেগুলোই বহাল থাকে।',
  'legal.terms.accounts.heading': 'আপনার অ্যাকাউন্ট',
  'legal.terms.accounts.signUp':
    'আপনার নাম, ইমেইল ঠিকানা ও একটি পাসওয়ার্ড দিয়ে, অথবা আপনার গুগল অ্যাকাউন্ট দিয়ে সাইন আপ করতে পারেন। ইমেইল ঠিকানা নিশ্চিত করার জন্য আমরা আপনাকে একটি লিংক পাঠাই।',
  'legal.terms.accounts.password':
    'পাসওয়ার্ড কাউকে জানাবেন না: আপনার অ্যাকাউন্ট থেকে যা করা হয়, তা আপনার করা বলেই ধরা হয়। অন্য কেউ আপনার অ্যাকাউন্ট ব্যবহার করেছে মনে হলে লগ ইন পাতা থেকে নতুন পাসওয়ার্ড সেট করুন এবং আমাদের জানান।',
  'legal.terms.accounts.realName':
    'বুকিং হয় আপনার অ্যাকাউন্টের নাম ও ইমেইল ঠিকানায়। আসল নাম ব্যবহার করুন, যাতে অনুষ্ঠানের দিন মার্চেন্ট আপনাকে চিনতে পারেন।',
  'legal.terms.booking.heading': 'তারিখ বুক করা',
  'legal.terms.booking.oneDate':
    'ভেন্যু, ফটোগ্রাফার ও মেকআপ আর্টিস্ট বুক করা হয় অনুষ্ঠানের একটি নির্দিষ্ট তারিখের জন্য। প্রতিটি লিস্টিংয়ে এক তারিখে একটিই বুকিং হয়: কোনো তারিখ একবার বুক হয়ে গেলে সেটি আর কেউ বুক করতে পারেন না।',
  'legal.terms.booking.hold':
    'পেমেন্ট না হওয়া বুকিং তার তারিখটি অল্প সময়ের জন্য ধরে রাখে; কতক্ষণ, তা বুকিংয়ের ইমেইলে লেখা থাকে। এর মধ্যে পেমেন্ট না হলে বুকিংটি বাতিল হয়ে যায়, আর তারিখটি আবার সবার জন্য খুলে যায়।',
  'legal.terms.booking.limits':
    'একসঙ্গে সর্বোচ্চ {maxHolds}টি তারিখসহ অপরিশোধিত বুকিং ধরে রাখতে পারবেন, আর কার্টে রাখতে পারবেন সর্বোচ্চ {cartMax}টি আইটেম।',
  'legal.terms.booking.costumes':
    'পোশাকের কোনো অনুষ্ঠানের তারিখ থাকে না: অর্ডারের সময়ই পুরো দাম পরিশোধ করতে হয়, তারপর পোশাকটি আপনার কাছে পৌঁছে দেওয়া হয়। বিস্তারিত দেখুন: {link}।',
  'legal.terms.prices.heading': 'দাম ও পেমেন্ট',
  'legal.terms.prices.bdt':
    'দাম ঠিক করেন মার্চেন্ট, বাংলাদেশি টাকায় (BDT)। লিস্টিংয়ে যে দাম লেখা, আপনি সেটিই দেবেন; পোশাকের অর্ডারে এর সঙ্গে {deliveryCharge} ডেলিভারি চার্জ যোগ হয়। উৎসবের কমিশন যায় মার্চেন্টের অংশ থেকে, আপনার দামের ওপর তা কখনো যোগ হয় না।',
  'legal.terms.prices.methods':
    'পেমেন্ট করবেন উৎসবেই: SSLCommerz-এর মাধ্যমে (কার্ড, বিকাশ, নগদ, রকেট, উপায় ও ইন্টারনেট ব্যাংকিং), সরাসরি বিকাশে, অথবা পেমেন্ট পাতায় কার্ডে (বিদেশি কার্ডের পেমেন্ট প্রক্রিয়া করে Stripe)।',
  'legal.terms.prices.receipt': 'প্রতিটি পেমেন্টের রসিদ আমরা আপনাকে ইমেইলে পাঠাই। অগ্রিম বা পুরো দাম পাওয়ার পরই বুকিং নিশ্চিত হয়।',
  'legal.terms.prices.held':
    'কোনো পেমেন্ট যাচাইয়ের জন্য গেটওয়ে আলাদা করে রাখলে, আমাদের দল যতক্ষণ তা যাচাই করে ততক্ষণ আপনার তারিখ ধরে রাখা হয়; তারপর আমরা হয় পেমেন্টটি গ্রহণ করি, নয়তো পুরো টাকা ফেরত দিই।',
  'legal.terms.prices.lost':
    'আপনার পেমেন্ট প্রক্রিয়াধীন থাকার সময় অন্য কেউ তারিখটি বুক করে ফেললে, আমরা নিজে থেকেই পুরো টাকা ফেরত দিই এবং ইমেইলে আপনাকে জানাই।',
  'legal.terms.advances.heading': 'অগ্রিম ও বাকি টাকা',
  'legal.terms.advances.range':
    'প্রতিটি লিস্টিংয়ে লেখা থাকে বুক করার সময় কত দিতে হবে: দামের {advanceMin}% থেকে {advanceMax}% পর্যন্ত অগ্রিম। অগ্রিমে আপনার তারিখ নিশ্চিত হয়; বাকি টাকা দিতে হয় অনুষ্ঠানের {balanceDays} দিন আগে।',
  'legal.terms.advances.close':
    'বুক করার সময় অনুষ্ঠান {balanceDays} দিন বা তার কম দূরে থাকলে পুরো দাম একবারেই দিতে হয়। যে লিস্টিং কোনো অগ্রিম চায় না, সেখানে বুক করার সঙ্গে সঙ্গেই তারিখ নিশ্চিত হয়, আর পুরো দাম দিতে হয় অনুষ্ঠানের {balanceDays} দিন আগে।',
  'legal.terms.advances.reminders':
    'বাকি টাকা দেওয়ার শেষ তারিখের আগে এবং সেই দিনও আমরা ইমেইলে মনে করিয়ে দিই। বাকি টাকা না দিলে বুকিং নিজে থেকে বাতিল হয় না, তবে মার্চেন্ট তখন বুকিংটি বাতিল করতে পারেন; সে ক্ষেত্রে আপনার দেওয়া সব টাকা ফেরত পাবেন।',
  'legal.terms.cancelling.heading': 'বাতিল করা',
  'legal.terms.cancelling.unpaid': 'যে বুকিংয়ের পেমেন্ট করেননি, সেটি যেকোনো সময় বিনা খরচে বাতিল করতে পারেন।',
  'legal.terms.cancelling.paid':
    'টাকা পরিশোধ করা বুকিং বাতিল করলে কত ফেরত পাবেন, তা ঠিক হয় লিস্টিংয়ের বাতিলের নীতি (নমনীয়, মাঝারি বা কঠোর) আর অনুষ্ঠানের আর কত দিন বাকি, তা দিয়ে। নিশ্চিত করার আগেই আমরা ঠিক কত টাকা ফেরত পাবেন তা দেখাই। বিস্তারিত দেখুন: {link}।',
  'legal.terms.cancelling.limits':
    'পরিশোধ করা পোশাকের অর্ডার বাতিল করা যায় না, আর অনুষ্ঠানের তারিখ পেরিয়ে গেলে কোনো বুকিংই বাতিল করা যায় না। কোনো সমস্যা হলে আমাদের লিখুন: পরের অংশটি দেখুন।',
  'legal.terms.problems.heading': 'কোনো সমস্যা হলে',
  'legal.terms.problems.write': 'আপনি যা বুক করেছিলেন মার্চেন্ট তা না দিলে, বা একেবারে অন্য কিছু দিলে, বুকিং নম্বরসহ {link} থেকে আমাদের লিখুন।',
  'legal.terms.problems.decide':
    'আমাদের অ্যাডমিনরা আপনার ও মার্চেন্টের কথা শুনে সিদ্ধান্ত নেন। তাঁরা আপনার দেওয়া টাকার যেকোনো অংশ, এমনকি পুরোটাই ফেরত দিতে পারেন; পোশাকের অর্ডারে বা অনুষ্ঠানের তারিখ পেরিয়ে যাওয়ার পরেও।',
  'legal.terms.problems.liability':
    'আপনার টাকা ঠিকভাবে নেওয়া ও ফেরত দেওয়ার দায়িত্ব উৎসবের; সেবাটি দেওয়ার দায়িত্ব মার্চেন্টের। বাংলাদেশের আইনে আপনার যে অধিকার আছে, এই শর্তাবলির কোনো কিছুই তা খর্ব করে না।',
  'legal.terms.merchants.heading': 'উৎসবে বিক্রি করা',
  'legal.terms.merchants.apply':
    'অ্যাকাউন্ট আছে এমন যে কেউ জাতীয় পরিচয়পত্র নম্বর, ব্যবসার তথ্য, সেবার ছবি ও ট্রেড লাইসেন্স দিয়ে মার্চেন্ট হওয়ার আবেদন করতে পারেন। আমাদের অ্যাডমিনরা প্রতিটি আবেদন গ্রহণ বা প্রত্যাখ্যান করেন, আর প্রত্যাখ্যান করলে কারণও জানান।',
  'legal.terms.merchants.duties':
    'মার্চেন্টরা তাঁদের সেবার সত্য বিবরণ দেন, যেসব তারিখে বুকিং নিয়েছেন তা রক্ষা করেন, আর তালিকায় যেমন লেখা তেমনভাবেই সেবা দেন। কোনো মার্চেন্ট বুকিং বাতিল করলে তাঁকে কারণ জানাতে হয়, আর গ্রাহক তাঁর দেওয়া সব টাকা ফেরত পান।',
  'legal.terms.merchants.commission':
    'প্রতিটি পেমেন্ট থেকে উৎসব কমিশন রাখে, বুকিংয়ের সময় যে হার চালু ছিল সেই হারে (মার্চেন্টের আয়ের পাতায় দেখানো)। বাকি টাকা আমরা মার্চেন্টকে দিই ব্যাংক ট্রান্সফার, বিকাশ, নগদ, চেক বা ক্যাশে; যে অনুষ্ঠান এখনো হয়নি, তার টাকা দেওয়া হয় অনুষ্ঠানের পরে।',
  'legal.terms.conduct.heading': 'ন্যায্য ব্যবহার',
  'legal.terms.conduct.rules':
    'যে তারিখ রাখার ইচ্ছা নেই তা বুক করবেন না, যে সেবা দিতে পারবেন না তা তালিকাভুক্ত করবেন না, অন্যের অ্যাকাউন্ট বা পেমেন্টের মাধ্যম ব্যবহার করবেন না, আর উৎসবের পেমেন্ট এড়িয়ে লেনদেনের চেষ্টা করবেন না। এমন করলে আমরা অ্যাকাউন্টটি সীমিত বা বন্ধ করে দিতে পারি।',
  'legal.terms.law.heading': 'প্রযোজ্য আইন',
  'legal.terms.law.text':
    'এই শর্তাবলি বাংলাদেশের আইন অনুযায়ী পরিচালিত। কোনো মতবিরোধ আমরা নিজেরা মীমাংসা করতে না পারলে ঢাকার আদালত তার নিষ্পত্তি করবে।',

  'legal.privacy.description': 'উৎসব আপনার কোন ব্যক্তিগত তথ্য রাখে, কেন রাখে, কারা দেখে আর কত দিন রাখে: অ্যাকাউন্ট, বুকিং, পেমেন্ট, কুকি ও ইমেইল।',
  'legal.privacy.summary.heading': 'সংক্ষেপে',
  'legal.privacy.summary.text':
    'আপনার অ্যাকাউন্ট, বুকিং ও পেমেন্ট চালাতে যতটুকু তথ্য দরকার, আমরা শুধু ততটুকুই রাখি; বিজ্ঞাপনের জন্য কিছুই না। আমরা আপনার তথ্য বিক্রি করি না, আর আপনার কার্ড নম্বর কখনো দেখি না, রাখিও না।',
  'legal.privacy.collect.heading': 'আমরা যা রাখি',
  'legal.privacy.collect.intro': 'উৎসবে আপনি কী করছেন, তার ওপর নির্ভর করে:',
  'legal.privacy.collect.account':
    'আপনার অ্যাকাউন্ট: নাম, ইমেইল ঠিকানা, প্রোফাইল ছবি (যদি দেন), আর পাসওয়ার্ড, এমনভাবে সাংকেতিক রূপে (হ্যাশ করে) রাখা যে কেউ তা পড়তে পারে না। গুগল দিয়ে সাইন ইন করলে গুগল আমাদের আপনার নাম, ইমেইল ঠিকানা ও ছবি দেয়।',
  'legal.privacy.collect.bookings':
    'আপনার বুকিং: কী বুক করেছেন, কোন মার্চেন্টের কাছে, অনুষ্ঠানের তারিখ, কত টাকা পরিশোধ হয়েছে, কত বাকি ও কত ফেরত দেওয়া হয়েছে, আর প্রতিটি বুকিংয়ের অবস্থা।',
  'legal.privacy.collect.payments':
    'আপনার পেমেন্ট: পরিমাণ, কোন গেটওয়ে ব্যবহার হয়েছে এবং গেটওয়ের লেনদেন নম্বর। কার্ড নম্বর, পিন ও ওটিপি সরাসরি গেটওয়েতে (SSLCommerz, বিকাশ বা Stripe) যায়; উৎসব সেগুলো কখনো পায় না, রাখেও না।',
  'legal.privacy.collect.messages': 'যোগাযোগের ফর্মে পাঠানো বার্তা: আপনার নাম, ইমেইল ঠিকানা, ফোন নম্বর (যদি দেন), প্রতিষ্ঠানের নাম ও বার্তাটি।',
  'legal.privacy.collect.newsletter': 'নিউজলেটারে সাবস্ক্রাইব করে নিশ্চিত করলে আপনার ইমেইল ঠিকানা।',
  'legal.privacy.collect.merchants':
    'মার্চেন্ট হওয়ার আবেদন করলে: জাতীয় পরিচয়পত্র নম্বর, ব্যবসার নাম, ইমেইল ঠিকানা, ফোন নম্বর, ঠিকানা, ছবি ও ট্রেড লাইসেন্স।',
  'legal.privacy.collect.security': 'প্রতিবার সাইন ইনের সময়, আপনার অ্যাকাউন্ট সুরক্ষিত রাখতে: সময়, আপনার ডিভাইসের আইপি ঠিকানা ও ব্রাউজারের নাম।',
  'legal.privacy.collect.pictures':
    'আপনার আপলোড করা ছবি আমাদের সার্ভারে নতুন করে এনকোড করা হয়, ফলে ছবির ভেতরের লুকানো তথ্য, যেমন ছবিটি কোথায় তোলা হয়েছে, মুছে যায়।',
  'legal.privacy.cookies.heading': 'কুকি ও আপনার ব্রাউজার',
  'legal.privacy.cookies.session':
    'সাইন-ইন কুকি আপনাকে সাইন ইন করা অবস্থায় রাখে। এটি এক সপ্তাহ থাকে, আর সাইট ব্যবহার করতে থাকলে নতুন হয়ে যায়; লগ আউট করলে মুছে যায়।',
  'legal.privacy.cookies.language':
    'ভাষার কুকি এক বছর পর্যন্ত মনে রাখে আপনি ইংরেজি না বাংলা বেছে নিয়েছেন। লগ ইন করা থাকলে পছন্দটি আপনার অ্যাকাউন্টেও রাখা হয়, যাতে আমাদের ইমেইল সেই ভাষায় আপনার কাছে যায়।',
  'legal.privacy.cookies.theme': 'লাইট বা ডার্ক থিমের পছন্দ শুধু আপনার ব্রাউজারেই থাকে, আমাদের কাছে কখনো পাঠানো হয় না।',
  'legal.privacy.cookies.none': 'উৎসবে বিজ্ঞাপন বা ট্র্যাকিংয়ের কোনো কুকি নেই।',
  'legal.privacy.use.heading': 'কেন ব্যবহার করি',
  'legal.privacy.use.bookings':
    'আপনার বুকিং চালাতে: আপনাকে বুকিং দেখাতে, তারিখ ধরে রাখতে ও নিশ্চিত করতে, আর মার্চেন্টকে জানাতে কে কী বুক করেছেন এবং কোন তারিখের জন্য।',
  'legal.privacy.use.payments': 'পেমেন্ট গেটওয়ের মাধ্যমে পেমেন্ট নিতে ও টাকা ফেরত দিতে।',
  'legal.privacy.use.emails': 'আপনার অ্যাকাউন্ট ও বুকিং নিয়ে আপনাকে ইমেইল করতে।',
  'legal.privacy.use.help': 'আপনার বার্তার উত্তর দিতে, মার্চেন্টের আবেদন যাচাই করতে ও বিরোধ মীমাংসা করতে।',
  'legal.privacy.use.safety': 'সাইট নিরাপদ রাখতে: অপব্যবহার ও প্রতারণা ঠেকাতে, আর কোনো সমস্যা হলে কী ঘটেছিল তা খুঁজে বের করতে।',
  'legal.privacy.emails.heading': 'আমরা যেসব ইমেইল পাঠাই',
  'legal.privacy.emails.what':
    'আপনি যা করেছেন, শুধু সে বিষয়েই আমরা ইমেইল করি: ইমেইল ঠিকানা নিশ্চিত করার লিংক, নতুন পাসওয়ার্ড সেট করার লিংক, বুকিংয়ের নিশ্চিতকরণ, পেমেন্টের রসিদ, বাকি টাকা দেওয়ার আগে মনে করিয়ে দেওয়া, বাতিল ও টাকা ফেরতের খবর, আর পরিশোধ করা বুকিংয়ের ক্যালেন্ডার আমন্ত্রণ।',
  'legal.privacy.emails.newsletter': 'নিউজলেটার আসে কেবল আমাদের পাঠানো লিংক থেকে সাবস্ক্রিপশন নিশ্চিত করার পরে। বন্ধ করতে চাইলে আমাদের লিখুন।',
  'legal.privacy.share.heading': 'কারা দেখতে পায়',
  'legal.privacy.share.merchant':
    'যে মার্চেন্টকে বুক করেছেন: আপনার নাম, ইমেইল ঠিকানা, কী বুক করেছেন ও তারিখ, যাতে তাঁরা আপনাকে সেবা দিতে পারেন।',
  'legal.privacy.share.gateway':
    'আপনার বেছে নেওয়া পেমেন্ট গেটওয়ে (SSLCommerz, বিকাশ বা Stripe): পেমেন্ট নেওয়ার জন্য আপনার নাম, ইমেইল ঠিকানা ও টাকার পরিমাণ।',
  'legal.privacy.share.admins':
    'উৎসবের অ্যাডমিনরা: আবেদন যাচাই, আটকে থাকা পেমেন্ট পরীক্ষা ও বিরোধ মীমাংসার জন্য। তাঁদের প্রতিটি কাজের রেকর্ড রাখা হয়।',
  'legal.privacy.share.law': 'আর কেউ নয়, যদি না বাংলাদেশের আইন তা চায়।',
  'legal.privacy.keep.heading': 'কত দিন রাখি',
  'legal.privacy.keep.account':
    'আপনি মুছে ফেলতে না বলা পর্যন্ত আপনার অ্যাকাউন্ট থাকে। হিসাব ও কর সংক্রান্ত নিয়মে যত দিন দরকার, বুকিং ও পেমেন্টের রেকর্ড তত দিন রাখা হয়, অ্যাকাউন্ট মুছে ফেলার পরেও।',
  'legal.privacy.keep.messages': 'যোগাযোগের বার্তা রাখা হয় কেবল যত দিন আপনাকে সাহায্য করতে সেগুলো দরকার।',
  'legal.privacy.rights.heading': 'আপনার অধিকার',
  'legal.privacy.rights.text':
    'আমরা আপনার যে তথ্য রাখি তার একটি কপি চাইতে, তা সংশোধন করতে বা আপনার অ্যাকাউন্ট মুছে ফেলতে বলতে পারেন। {link} থেকে আমাদের লিখুন; আমরা এক কর্মদিবসের মধ্যে উত্তর দিই।',

  'legal.refund.description':
    'উৎসবে বুকিং বাতিল হলে কত টাকা ফেরত পাবেন: নমনীয়, মাঝারি ও কঠোর নীতি, পোশাকের অর্ডার, মার্চেন্টের বাতিল করা বুকিং, আর টাকা কীভাবে ফেরত আসে।',
  'legal.refund.summary.heading': 'সংক্ষেপে',
  'legal.refund.summary.text':
    'যে বুকিংয়ের পেমেন্ট করেননি, তা বিনা খরচে বাতিল করা যায়। পরিশোধ করা বুকিং বাতিল করলে কত ফেরত পাবেন, তা নির্ভর করে বুকিংয়ের বাতিলের নীতি আর অনুষ্ঠানের আর কত দিন বাকি তার ওপর। মার্চেন্ট বাতিল করলে সব টাকাই ফেরত পাবেন। টাকা সব সময় যেভাবে দিয়েছিলেন, সেভাবেই ফেরত যায়।',
  'legal.refund.unpaid.heading': 'অপরিশোধিত বুকিং',
  'legal.refund.unpaid.cancel':
    'অপরিশোধিত বুকিং যেকোনো সময় “আমার বুকিং” থেকে বাতিল করুন। কোনো টাকা কাটা হয়নি, তাই ফেরত দেওয়ারও কিছু নেই, আর তারিখটি অন্যদের জন্য খুলে যায়।',
  'legal.refund.unpaid.lapse': 'ধরে রাখার সময় শেষ হলে অপরিশোধিত বুকিং নিজে থেকেও বাতিল হয়ে যায় (কখন, তা বুকিংয়ের ইমেইলে লেখা থাকে)।',
  'legal.refund.policies.heading': 'বাতিলের তিনটি নীতি',
  'legal.refund.policies.intro':
    'প্রতিটি ভেন্যু, ফটোগ্রাফার ও মেকআপের লিস্টিংয়ে এই তিনটির একটি নীতি থাকে। নীতিটি বেছে নেন মার্চেন্ট, আর পেমেন্টের আগেই তা লিস্টিংয়ে ও আপনার বুকিংয়ে দেখানো হয়। মার্চেন্ট পরে নীতি বদলালেও বুকিংটি যে নীতিতে করা হয়েছিল, সেটিই বহাল থাকে।',
  'legal.refund.policies.share':
    'দিন গোনা হয় অনুষ্ঠানের তারিখ পর্যন্ত, ঢাকার সময় অনুযায়ী। বুকিংয়ের জন্য আপনি মোট যা দিয়েছেন (অগ্রিম ও বাকি টাকা), তার ওই অংশ ফেরত পাবেন; পয়সার ভগ্নাংশ বাদ দিয়ে পূর্ণ টাকায়।',
  'legal.refund.how.heading': 'পরিশোধ করা বুকিং বাতিল করা',
  'legal.refund.how.open': '“আমার বুকিং” খুলে বুকিংটি বেছে নিন।',
  'legal.refund.how.cancel': '“বুকিং বাতিল করুন” চাপুন। আমরা বুকিংয়ের নীতি আর ঠিক কত টাকা ফেরত পাবেন তা দেখাব।',
  'legal.refund.how.confirm': 'নিশ্চিত করুন। আমরা আপনাকে ও মার্চেন্টকে ইমেইল করি, আর তারিখটি অন্যদের জন্য খুলে যায়।',
  'legal.refund.how.changed':
    'আপনি সিদ্ধান্ত নিতে নিতে টাকার পরিমাণ বদলে গেলে (যেমন, এর মধ্যে দিন বদলে গেলে), কিছু বাতিল করার আগে আমরা নতুন পরিমাণ দেখিয়ে আবার জিজ্ঞেস করি।',
  'legal.refund.merchant.heading': 'মার্চেন্ট বাতিল করলে',
  'legal.refund.merchant.text':
    'মার্চেন্ট কারণ না জানিয়ে আপনার বুকিং বাতিল করতে পারেন না। সে ক্ষেত্রে নীতি যা-ই হোক, আপনার দেওয়া সব টাকা ফেরত পাবেন, আর আমরা কারণসহ আপনাকে ইমেইল করি।',
  'legal.refund.costumes.heading': 'পোশাকের অর্ডার',
  'legal.refund.costumes.text':
    'পোশাক অর্ডারের সময়ই {deliveryCharge} ডেলিভারি চার্জসহ পুরো দাম পরিশোধ করতে হয়। পরিশোধ করা পোশাকের অর্ডার বাতিল করা যায় না। পোশাক না পৌঁছালে, নষ্ট অবস্থায় পৌঁছালে বা লিস্টিংয়ে যা দেখানো হয়েছিল তা না হলে আমাদের লিখুন: অ্যাডমিন টাকা ফেরত দিতে পারেন।',
  'legal.refund.payback.heading': 'টাকা কীভাবে ফেরত আসে',
  'legal.refund.payback.way':
    'টাকা ফেরত যায় যেভাবে দিয়েছিলেন সেভাবেই, একই গেটওয়ের মাধ্যমে: একই কার্ডে, একই বিকাশ, নগদ, রকেট বা উপায় অ্যাকাউন্টে, অথবা একই ব্যাংকে। ক্যাশে বা অন্য কোনো অ্যাকাউন্টে আমরা টাকা ফেরত দিতে পারি না।',
  'legal.refund.payback.timing':
    'বাতিল নিশ্চিত হওয়ার সঙ্গে সঙ্গেই আমরা গেটওয়েকে টাকা ফেরত দিতে বলি, আর গেটওয়ে তখনই নিতে না পারলে নিজে থেকেই বারবার চেষ্টা করতে থাকি। এরপর আপনার ব্যাংক বা ওয়ালেটে টাকাটি দেখাতে কয়েক কর্মদিবস লাগতে পারে।',
  'legal.refund.payback.taken': 'আপনার পেমেন্ট সম্পন্ন হলেও এর মধ্যে অন্য কেউ তারিখটি বুক করে ফেললে, আমরা নিজে থেকেই পুরো টাকা ফেরত দিই।',
  'legal.refund.disputes.heading': 'একমত না হলে',
  'legal.refund.disputes.text':
    'টাকা ফেরতের হিসাব ভুল মনে হলে, বা বুকিং অনুযায়ী সেবা না পেলে, বুকিং নম্বরসহ {link} থেকে আমাদের লিখুন। একজন অ্যাডমিন বিষয়টি দেখে আপনার দেওয়া টাকার যেকোনো অংশ, এমনকি পুরোটাই ফেরত দিতে পারেন; অনুষ্ঠানের তারিখ পেরিয়ে গেলেও, পোশাকের অর্ডারেও।',

  'legal.delivery.description':
    'পোশাক কীভাবে আপনার কাছে পৌঁছায় ও ডেলিভারিতে কত খরচ, বুক করা সেবা অনুষ্ঠানের দিন কীভাবে দেওয়া হয়, আর আমরা ইমেইলে কী পাঠাই।',
  'legal.delivery.services.heading': 'ভেন্যু, ফটোগ্রাফার ও মেকআপ',
  'legal.delivery.services.onTheDay': 'এসব সেবা কোথাও পাঠানো হয় না: মার্চেন্ট অনুষ্ঠানের দিন ভেন্যুতে, বা তাঁর সঙ্গে ঠিক করা জায়গায় সেবা দেন।',
  'legal.delivery.services.confirmation':
    'পেমেন্ট করলে আমরা আপনাকে রসিদ ইমেইল করি; পরিশোধ করা বুকিংয়ের সঙ্গে তারিখটির একটি ক্যালেন্ডার আমন্ত্রণও যায়, তাতে মার্চেন্টের ফোন নম্বর থাকে। আপনার সব বুকিং, টাকার হিসাব আর প্রত্যেক মার্চেন্টের যোগাযোগের তথ্য সব সময় “আমার বুকিং”-এ পাবেন।',
  'legal.delivery.services.talk':
    'সময়, অতিথির সংখ্যা আর বিশেষ কোনো চাহিদা অনুষ্ঠানের আগেই মার্চেন্টের সঙ্গে ঠিক করে নিন। তাঁদের সঙ্গে যোগাযোগ করতে না পারলে আমাদের লিখুন।',
  'legal.delivery.costumes.heading': 'পোশাক',
  'legal.delivery.costumes.charge':
    'পোশাক পৌঁছে দেয় সেই দোকান, যারা পোশাকটি তালিকাভুক্ত করেছে। বাংলাদেশের যেখানেই থাকুন, প্রতিটি পোশাকের অর্ডারে ডেলিভারি চার্জ একই, {deliveryCharge}; এটি পোশাকের পাতায় দেখানো হয় এবং আপনার মোট দামে যোগ থাকে।',
  'legal.delivery.costumes.arrange':
    'পেমেন্টের পর দোকান আপনার নাম ও ইমেইল ঠিকানাসহ অর্ডারটি পায়, আর ডেলিভারির ঠিকানা ও সময় ঠিক করতে আপনার সঙ্গে যোগাযোগ করে। দোকানের ফোন নম্বর পোশাকের পাতায় ও আপনার বুকিংয়ে আছে, তাই আপনিও ফোন করতে পারেন।',
  'legal.delivery.costumes.timing':
    'ডেলিভারিতে কত সময় লাগবে, তা নির্ভর করে দোকান আর দূরত্বের ওপর। অনুষ্ঠানের অন্তত এক সপ্তাহ আগে অর্ডার করুন, আর কোন তারিখের মধ্যে পোশাকটি লাগবে তা দোকানকে জানিয়ে দিন।',
  'legal.delivery.costumes.rented': 'দোকান পোশাকটি বিক্রি না করে ভাড়া দিলে, কবে ও কীভাবে ফেরত দিতে হবে তা দোকানই আপনাকে জানিয়ে দেবে।',
  'legal.delivery.costumes.problems':
    'পোশাক হাতে পেয়েই দেখে নিন। সময়মতো না পৌঁছালে, নষ্ট হলে বা লিস্টিংয়ে যা দেখানো হয়েছিল তা না হলে যত তাড়াতাড়ি সম্ভব বুকিং নম্বরসহ আমাদের লিখুন: অ্যাডমিন অর্ডারের টাকা ফেরত দিতে পারেন। বিস্তারিত দেখুন: {link}।',
  'legal.delivery.emails.heading': 'ইমেইলে আমরা যা পাঠাই',
  'legal.delivery.emails.booking': 'বুকিংয়ের নিশ্চিতকরণ, পেমেন্ট করার লিংকসহ।',
  'legal.delivery.emails.receipt': 'প্রতিটি পেমেন্টের রসিদ, গেটওয়ের লেনদেন নম্বরসহ।',
  'legal.delivery.emails.balance': 'বাকি টাকা দেওয়ার শেষ তারিখের আগে একবার মনে করিয়ে দেওয়া, আর সেই দিন আরেকবার।',
  'legal.delivery.emails.cancelled': 'বুকিং বাতিল হলে একটি বার্তা, কত টাকা ফেরত দেওয়া হচ্ছে তা সহ।',
  'legal.delivery.emails.spam':
    'ইমেইল যায় আপনার অ্যাকাউন্টের ঠিকানায়। কোনো ইমেইল না পেলে স্প্যাম ফোল্ডারে দেখুন: ইমেইলের সব তথ্য “আমার বুকিং”-এও আছে।',

  'legal.support.description': 'উৎসবে বুকিং, পেমেন্ট বা টাকা ফেরত নিয়ে কীভাবে সাহায্য পাবেন, আমরা কখন উত্তর দিই, আর সাধারণ প্রশ্নের উত্তর।',
  'legal.support.reach.heading': 'কীভাবে যোগাযোগ করবেন',
  'legal.support.reach.write': '{link} থেকে আমাদের লিখুন, অথবা সেখানে দেওয়া নম্বরে ফোন করুন বা ঠিকানায় ইমেইল করুন।',
  'legal.support.reach.include': 'এক উত্তরেই যাতে সাহায্য করতে পারি, আমাদের জানান:',
  'legal.support.reach.number': 'বুকিং নম্বর (যেমন “বুকিং #১০৪২”; এটি “আমার বুকিং”-এ আর বুকিং নিয়ে প্রতিটি ইমেইলে থাকে)',
  'legal.support.reach.email': 'আপনার অ্যাকাউন্টের ইমেইল ঠিকানা',
  'legal.support.reach.what': 'কী ঘটেছে, আর আমরা কী করলে আপনার সুবিধা হয়',
  'legal.support.answer.heading': 'কখন উত্তর দিই',
  'legal.support.answer.time':
    'আমরা এক কর্মদিবসের মধ্যে উত্তর দিই। আমাদের কাজের সময় রবিবার থেকে বৃহস্পতিবার, ঢাকার সময় সকাল ১০টা থেকে সন্ধ্যা ৬টা; শুক্রবার, শনিবার বা সরকারি ছুটির দিনে পাঠানো বার্তার উত্তর দিই পরের কর্মদিবসে।',
  'legal.support.answer.urgent': 'আপনার অনুষ্ঠান আজ বা কাল, আর কোনো সমস্যা হয়েছে? আমাদের ফোন করুন; ফোন নম্বর পাবেন এখানে: {link}।',
  'legal.support.faq.heading': 'সাধারণ প্রশ্ন',
  'legal.support.faq.pay.q': 'কীভাবে পেমেন্ট করতে পারি?',
  'legal.support.faq.pay.a':
    'SSLCommerz-এর মাধ্যমে কার্ড, বিকাশ, নগদ, রকেট, উপায় বা ইন্টারনেট ব্যাংকিংয়ে; সরাসরি বিকাশে; অথবা পেমেন্ট পাতায় কার্ডে। সব দাম টাকায় (BDT)।',
  'legal.support.faq.advance.q': 'অগ্রিম কী?',
  'legal.support.faq.advance.a':
    'দামের যে অংশ দিলে আপনার তারিখ নিশ্চিত হয়। প্রতিটি লিস্টিংয়ে লেখা থাকে কত চায়, {advanceMin}% থেকে {advanceMax}%; বাকি টাকা দিতে হয় অনুষ্ঠানের {balanceDays} দিন আগে, আর আমরা ইমেইলে মনে করিয়ে দিই।',
  'legal.support.faq.unpaid.q': 'পেমেন্ট করেছি, কিন্তু বুকিং এখনো অপরিশোধিত দেখাচ্ছে।',
  'legal.support.faq.unpaid.a':
    'গেটওয়ে মাঝে মাঝে দেরিতে উত্তর দেয়, তাই আমরা প্রতি মিনিটে তাদের কাছে খোঁজ নিই। এক ঘণ্টা পরেও অপরিশোধিত দেখালে বুকিং নম্বর আর গেটওয়ের বার্তায় পাওয়া লেনদেন নম্বরসহ আমাদের লিখুন।',
  'legal.support.faq.cancel.q': 'কীভাবে বাতিল করব, আর কত টাকা ফেরত পাব?',
  'legal.support.faq.cancel.a':
    '“আমার বুকিং” থেকে বাতিল করুন। অপরিশোধিত বুকিং বিনা খরচে বাতিল হয়; পরিশোধ করা বুকিংয়ের টাকা ফেরত হয় তার বাতিলের নীতি অনুযায়ী, আর নিশ্চিত করার আগেই আমরা পরিমাণটি দেখাই। বিস্তারিত দেখুন: {link}।',
  'legal.support.faq.refund.q': 'ফেরতের টাকা কবে পাব?',
  'legal.support.faq.refund.a':
    'আমরা সঙ্গে সঙ্গেই পেমেন্ট গেটওয়েকে টাকা ফেরত দিতে বলি। টাকা যেভাবে দিয়েছিলেন সেভাবেই ফেরত যায়, আর আপনার অ্যাকাউন্টে দেখাতে কয়েক কর্মদিবস লাগতে পারে।',
  'legal.support.faq.delivery.q': 'পোশাক কীভাবে আমার কাছে পৌঁছাবে?',
  'legal.support.faq.delivery.a':
    'পেমেন্টের পর ঠিকানা ও সময় ঠিক করতে দোকান আপনার সঙ্গে যোগাযোগ করে। বাংলাদেশের যেকোনো জায়গায় ডেলিভারি চার্জ {deliveryCharge}। বিস্তারিত দেখুন: {link}।',
  'legal.support.faq.password.q': 'পাসওয়ার্ড ভুলে গেছি।',
  'legal.support.faq.password.a':
    'লগ ইন পাতায় “পাসওয়ার্ড ভুলে গেছেন?” বেছে নিন। নতুন পাসওয়ার্ড সেট করার একটি লিংক আমরা আপনাকে ইমেইল করব; লিংকটি এক ঘণ্টা কাজ করে।',
}
