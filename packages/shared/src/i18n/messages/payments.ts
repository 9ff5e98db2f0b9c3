import type { TTranslation } from '../catalog'

/**
 * The payment page: what is being paid, the test-mode card form (or Stripe's), and the receipt. The
 * spec's texts (Test mode, the payment-completed heading) word for word; the card messages are Stripe's.
 */
export const paymentsEn = {
  'payments.title': 'Payment',
  'payments.description': 'Pay for your booking on Utsab.',
  'payments.loginToPay': 'Please log in to pay',
  // What is being paid
  'payments.payingFor': 'Paying for',
  'payments.payingForMany': 'Paying for {count} bookings',
  'payments.includesDelivery': 'includes {amount} delivery',
  'payments.amount': 'Amount',
  'payments.loading': 'Loading the payment',
  'payments.cardDetails': 'Card details',
  // Test mode
  'payments.testMode': 'Test mode',
  'payments.noRealMoney': 'No real money moves.',
  'payments.testCard.succeeds': 'succeeds',
  'payments.testCard.declined': 'is declined',
  'payments.testCard.anyExpiry': 'Any future expiry (MM/YY) and any 3-digit CVC.',
  // The card form
  'payments.card.form': 'Card payment',
  'payments.card.number': 'Card number',
  'payments.card.expiry': 'Expiry (MM/YY)',
  'payments.card.expiryPlaceholder': 'MM/YY',
  'payments.card.cvc': 'CVC',
  'payments.card.incompleteNumber': 'Your card number is incomplete.',
  'payments.card.incompleteExpiry': "Your card's expiration date is incomplete.",
  'payments.card.incompleteCvc': "Your card's security code is incomplete.",
  'payments.card.declined': 'Your card was declined.',
  'payments.pay': 'Pay',
  'payments.paying': 'Paying…',
  'payments.stillProcessing': 'The payment is still processing. We will email your receipt when it completes.',
  'payments.notConfigured': 'Card payments are not configured.',
  // Paid
  'payments.completed': 'congrats ! your payment completed',
  'payments.transactionId': 'Transaction id:',
  'payments.paidForOne': '{amount} paid for this booking:',
  'payments.paidForMany': '{amount} paid for {count} bookings:',
  'payments.seeBooking': 'See booking #{number}',
} as const

export const paymentsBn: TTranslation<typeof paymentsEn> = {
  'payments.title': 'পেমেন্ট',
  'payments.description': 'উৎসবে আপনার বুকিংয়ের পেমেন্ট করুন।',
  'payments.loginToPay': 'পেমেন্ট করতে অনুগ্রহ করে লগ ইন করুন',
  'payments.payingFor': 'যে বুকিংয়ের পেমেন্ট করছেন',
  'payments.payingForMany': '{count}টি বুকিংয়ের পেমেন্ট করছেন',
  'payments.includesDelivery': '{amount} ডেলিভারি চার্জসহ',
  'payments.amount': 'মোট পরিমাণ',
  'payments.loading': 'পেমেন্টের তথ্য লোড হচ্ছে',
  'payments.cardDetails': 'কার্ডের তথ্য',
  'payments.testMode': 'টেস্ট মোড',
  'payments.noRealMoney': 'এখানে আসল টাকার কোনো লেনদেন হয় না।',
  'payments.testCard.succeeds': 'দিলে পেমেন্ট সফল হয়',
  'payments.testCard.declined': 'দিলে কার্ড প্রত্যাখ্যাত হয়',
  'payments.testCard.anyExpiry': 'মেয়াদ হিসেবে ভবিষ্যতের যেকোনো মাস/বছর (MM/YY) আর যেকোনো ৩ অঙ্কের CVC দিন।',
  'payments.card.form': 'কার্ডে পেমেন্ট',
  'payments.card.number': 'কার্ড নম্বর',
  'payments.card.expiry': 'মেয়াদ (মাস/বছর)',
  'payments.card.expiryPlaceholder': 'মাস/বছর',
  'payments.card.cvc': 'CVC কোড',
  'payments.card.incompleteNumber': 'আপনার কার্ড নম্বরটি অসম্পূর্ণ।',
  'payments.card.incompleteExpiry': 'আপনার কার্ডের মেয়াদের তারিখ অসম্পূর্ণ।',
  'payments.card.incompleteCvc': 'আপনার কার্ডের নিরাপত্তা কোড (CVC) অসম্পূর্ণ।',
  'payments.card.declined': 'আপনার কার্ডটি প্রত্যাখ্যাত হয়েছে।',
  'payments.pay': 'পেমেন্ট করুন',
  'payments.paying': 'পেমেন্ট হচ্ছে…',
  'payments.stillProcessing': 'পেমেন্টটি এখনো প্রক্রিয়াধীন। সম্পন্ন হলে আমরা আপনাকে রসিদ ইমেইল করব।',
  'payments.notConfigured': 'কার্ডে পেমেন্টের ব্যবস্থা এখনো চালু করা হয়নি।',
  'payments.completed': 'অভিনন্দন! আপনার পেমেন্ট সম্পন্ন হয়েছে।',
  'payments.transactionId': 'লেনদেন আইডি:',
  'payments.paidForOne': 'এই বুকিংয়ের জন্য {amount} পরিশোধ করা হয়েছে:',
  'payments.paidForMany': '{count}টি বুকিংয়ের জন্য {amount} পরিশোধ করা হয়েছে:',
  'payments.seeBooking': 'বুকিং #{number} দেখুন',
}
