import type { TTranslation } from '../catalog'

/**
 * SMS notices (issue 36): short, each with a link to the page it is about. English stays in the GSM alphabet (no
 * curly quotes, no taka sign) so 160 characters go in one SMS; Bangla goes as UCS-2 (67 a part), so it says less.
 */
export const smsEn = {
  'sms.requestNew': 'Utsab: new request to book #{number} for {date}. Answer by {deadline}: {link}',
  'sms.bookingPaid': 'Utsab: {paid} paid for booking #{number}. {link}',
  'sms.requestAccepted': 'Utsab: your request #{number} for {date} was accepted. Next steps: {link}',
  'sms.requestDeclined': 'Utsab: your request #{number} for {date} was declined. Details: {link}',
  'sms.requestQuoted': 'Utsab: your request #{number} for {date} was answered with a quote. See it: {link}',
  'sms.requestLapsed': 'Utsab: your request #{number} got no answer in time and lapsed. Details: {link}',
  'sms.balanceDue': 'Utsab: the balance of {amount} for booking #{number} is due on {date}. Pay: {link}',
  'sms.balanceDueToday': 'Utsab: the balance of {amount} for booking #{number} is due today. Pay: {link}',
  'sms.eventTomorrow': 'Utsab: your booking #{number} is tomorrow, {date}. Details: {link}',
}

export const smsBn: TTranslation<typeof smsEn> = {
  'sms.requestNew': 'উৎসব: নতুন অনুরোধ #{number}, {date}। উত্তর {deadline}-এর মধ্যে: {link}',
  'sms.bookingPaid': 'উৎসব: বুকিং #{number}-এ {paid} পরিশোধ হয়েছে। {link}',
  'sms.requestAccepted': 'উৎসব: আপনার অনুরোধ #{number} ({date}) গৃহীত হয়েছে: {link}',
  'sms.requestDeclined': 'উৎসব: আপনার অনুরোধ #{number} ({date}) নাকচ হয়েছে: {link}',
  'sms.requestQuoted': 'উৎসব: অনুরোধ #{number} ({date})-এর উত্তরে কোটেশন: {link}',
  'sms.requestLapsed': 'উৎসব: উত্তর না আসায় আপনার অনুরোধ #{number} বাতিল হয়েছে: {link}',
  'sms.balanceDue': 'উৎসব: বুকিং #{number}-এর বাকি {amount}, শেষ দিন {date}: {link}',
  'sms.balanceDueToday': 'উৎসব: বুকিং #{number}-এর বাকি {amount} আজই দিন: {link}',
  'sms.eventTomorrow': 'উৎসব: আপনার বুকিং #{number} আগামীকাল, {date}: {link}',
}
