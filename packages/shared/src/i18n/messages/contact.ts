import type { TTranslation } from '../catalog'

/**
 * The contact page and its form, and the newsletter: the footer's box (every page) and the page its
 * confirmation link lands on. The spec's reply promise word for word.
 */
export const contactEn = {
  // The footer's newsletter box (every page).
  'contact.newsletter.title': 'Newsletter',
  'contact.newsletter.intro': 'Offers and new venues, once a month.',
  'contact.newsletter.email': 'Email address',
  'contact.newsletter.subscribing': 'Subscribing…',
  'contact.newsletter.subscribe': 'Subscribe',
  // Where the newsletter's confirmation link lands.
  'contact.newsletter.pageTitle': 'Newsletter subscription',
  'contact.newsletter.pageDescription': 'Confirming your subscription to the Utsab newsletter.',
  'contact.newsletter.confirmed': 'Subscription confirmed',
  'contact.newsletter.notConfirmed': 'Subscription not confirmed',
  'contact.newsletter.confirmedText': 'Your subscription is confirmed. Thank you!',
  'contact.newsletter.linkInvalid': 'This confirmation link is invalid or has expired. Please subscribe again to get a new one.',
  // The contact page
  'contact.title': 'Contact',
  'contact.description': 'Questions about an event or a booking? Call, email or write to us; {reply}.',
  'contact.reply': 'we will respond you within 24 hrs',
  'contact.heading': 'Contact us',
  'contact.phone': 'Phone',
  'contact.email': 'Email',
  'contact.office': 'Office',
  'contact.officeStreet': 'House 12, Road 5, Dhanmondi',
  'contact.officeCity': 'Dhaka 1205, Bangladesh',
  'contact.writeToUs': 'Write to us',
  // The contact form
  'contact.form.label': 'Contact form',
  'contact.form.requiredBefore': 'Fields marked',
  'contact.form.requiredHidden': 'as required',
  'contact.form.requiredAfter': 'are required.',
  'contact.form.name': 'Name',
  'contact.form.email': 'Email',
  'contact.form.phone': 'Phone',
  'contact.form.company': 'Company name',
  'contact.form.message': 'Message',
  'contact.form.sending': 'Sending…',
  'contact.form.submit': 'Send message',
} as const

export const contactBn: TTranslation<typeof contactEn> = {
  'contact.newsletter.title': 'নিউজলেটার',
  'contact.newsletter.intro': 'অফার আর নতুন ভেন্যুর খবর, মাসে একবার।',
  'contact.newsletter.email': 'ইমেইল ঠিকানা',
  'contact.newsletter.subscribing': 'সাবস্ক্রাইব করা হচ্ছে…',
  'contact.newsletter.subscribe': 'সাবস্ক্রাইব করুন',
  'contact.newsletter.pageTitle': 'নিউজলেটার সাবস্ক্রিপশন',
  'contact.newsletter.pageDescription': 'উৎসবের নিউজলেটারে আপনার সাবস্ক্রিপশন নিশ্চিত করা হচ্ছে।',
  'contact.newsletter.confirmed': 'সাবস্ক্রিপশন নিশ্চিত হয়েছে',
  'contact.newsletter.notConfirmed': 'সাবস্ক্রিপশন নিশ্চিত হয়নি',
  'contact.newsletter.confirmedText': 'আপনার সাবস্ক্রিপশন নিশ্চিত হয়েছে। ধন্যবাদ!',
  'contact.newsletter.linkInvalid': 'এই নিশ্চিতকরণ লিংকটি সঠিক নয়, অথবা এর মেয়াদ শেষ হয়ে গেছে। নতুন লিংক পেতে আবার সাবস্ক্রাইব করুন।',
  'contact.title': 'যোগাযোগ',
  'contact.description': 'কোনো অনুষ্ঠান বা বুকিং নিয়ে প্রশ্ন আছে? ফোন করুন, ইমেইল করুন বা লিখে জানান; {reply}।',
  'contact.reply': 'আমরা ২৪ ঘণ্টার মধ্যে আপনাকে উত্তর দেব',
  'contact.heading': 'আমাদের সঙ্গে যোগাযোগ করুন',
  'contact.phone': 'ফোন',
  'contact.email': 'ইমেইল',
  'contact.office': 'অফিস',
  'contact.officeStreet': 'বাড়ি ১২, রোড ৫, ধানমন্ডি',
  'contact.officeCity': 'ঢাকা ১২০৫, বাংলাদেশ',
  'contact.writeToUs': 'আমাদের লিখুন',
  'contact.form.label': 'যোগাযোগের ফর্ম',
  'contact.form.requiredBefore': 'যেসব ঘরে',
  'contact.form.requiredHidden': 'আবশ্যক',
  'contact.form.requiredAfter': 'চিহ্ন দেওয়া আছে, সেগুলো পূরণ করুন।',
  'contact.form.name': 'নাম',
  'contact.form.email': 'ইমেইল',
  'contact.form.phone': 'ফোন',
  'contact.form.company': 'প্রতিষ্ঠানের নাম',
  'contact.form.message': 'বার্তা',
  'contact.form.sending': 'পাঠানো হচ্ছে…',
  'contact.form.submit': 'বার্তা পাঠান',
}
