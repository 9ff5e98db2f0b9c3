import type { TTranslation } from '../catalog'

/**
 * The few texts the browser needs without any page's catalog: the last-resort error page (when the
 * root loader itself failed) and the API client's own failures. Part of `common`; kept in a module of
 * their own so the browser bundle carries these lines and not the whole common catalog.
 */
export const fallbackEn = {
  'site.name': 'Utsab',
  'client.somethingWrong': 'Something went wrong. Please try again.',
  'client.network': 'Could not reach the server. Please check your connection and try again.',
  'client.requestFailed': 'Request failed ({status})',
  'page.notFound': "Sorry, we couldn't find this page.",
  'page.notFoundTitle': 'Page not found',
  'page.backToHomepage': 'Back to homepage',
  'page.error': 'Something went wrong',
  'page.errorTitle': 'Something went wrong.',
  'page.errorRetryLater': 'Please try again in a moment.',
} as const

export const fallbackBn: TTranslation<typeof fallbackEn> = {
  'site.name': 'উৎসব',
  'client.somethingWrong': 'কিছু একটা সমস্যা হয়েছে। আবার চেষ্টা করুন।',
  'client.network': 'সার্ভারের সঙ্গে যোগাযোগ করা যায়নি। আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  'client.requestFailed': 'অনুরোধটি সম্পন্ন হয়নি ({status})',
  'page.notFound': 'দুঃখিত, পাতাটি খুঁজে পাওয়া যায়নি।',
  'page.notFoundTitle': 'পাতা পাওয়া যায়নি',
  'page.backToHomepage': 'হোমপেজে ফিরে যান',
  'page.error': 'কিছু একটা সমস্যা হয়েছে',
  'page.errorTitle': 'কিছু একটা সমস্যা হয়েছে।',
  'page.errorRetryLater': 'একটু পরে আবার চেষ্টা করুন।',
}
