import type { TTranslation } from '../catalog'

/**
 * The dashboard's frame and the pages every role shares: the sidebar (spec §2's links, 'Unknown
 * Access'), the overview at /dashboard and the bookings page. The spec's link names word for word.
 */
export const dashboardEn = {
  'dashboard.description': 'Dashboard on Utsab.',
  // The sidebar
  'dashboard.sidebar.unknownAccess': 'Unknown Access',
  'dashboard.sidebar.role': 'Role',
  'dashboard.link.allUsers': 'All User',
  'dashboard.link.allBookings': 'All bookings',
  'dashboard.link.heldPayments': 'Held payments',
  'dashboard.link.merchantBookings': 'Bookings',
  'dashboard.link.addEvents': 'Add Events',
  // The overview for everyone but admins
  'dashboard.overview.welcome': 'Welcome, {name}. Your role:',
  'dashboard.overview.payOrCancel': 'Pay or cancel',
  'dashboard.overview.merchantBookingsText': 'See who booked your services, for which dates, and whether they have paid.',
  'dashboard.overview.myBookingsText': 'See the services you booked. Pay for a booking or cancel it from My bookings.',
  'dashboard.overview.listingsTitle': 'Your listings',
  'dashboard.overview.listingsText': 'Add your services to the catalog, edit them, and publish or hide them.',
  'dashboard.overview.applicationTitle': 'Your merchant application',
  'dashboard.overview.pendingStrong': 'Waiting for review.',
  'dashboard.overview.pendingText':
    'You applied as {agency} ({category}) on {date}. An admin will accept or decline it; we email you if it is declined.',
  'dashboard.overview.requestedText': "Your request to become a merchant is waiting for an admin's review.",
  'dashboard.overview.declined': 'Declined.',
  'dashboard.overview.declinedOn': 'Declined on {date}.',
  'dashboard.overview.reasonGiven': 'The reason given:',
  'dashboard.overview.applyAgain': 'Apply again',
  'dashboard.overview.sellTitle': 'Sell on Utsab',
  'dashboard.overview.sellText':
    'Offer your venue, photography, costumes or makeup to customers across Bangladesh. Apply with your trade licence; an admin reviews it.',
  // The bookings page
  'dashboard.bookings.merchantTitle': 'Bookings of your listings',
  'dashboard.bookings.description': 'Bookings on Utsab.',
  'dashboard.bookings.cannotShow': 'Your bookings cannot be shown yet',
  'dashboard.bookings.merchantLead':
    'Bookings customers made on your listings, newest first. An unpaid booking holds its date until it is paid or its hold expires.',
  'dashboard.bookings.customerLead': 'The services you booked, newest first. To pay for a booking or cancel it, go to {link}.',
  'dashboard.bookings.merchantEmpty': 'No bookings yet. When a customer books one of your listings, it shows here, and we email you.',
  'dashboard.bookings.manageListings': 'Manage your listings',
  'dashboard.bookings.customerEmpty': 'You have no bookings yet. Browse the services to book your first one.',
  // Shown by error pages inside the dashboard, which have only the layout's texts
  'dashboard.adminsOnly.title': 'Admins only',
  'dashboard.adminsOnly.text': 'Only admins can see this page. Ask an admin if you need access.',
  'dashboard.adminsOnly.back': 'Back to your dashboard',
  'dashboard.firstPage': 'First page',
} as const

export const dashboardBn: TTranslation<typeof dashboardEn> = {
  'dashboard.description': 'উৎসবে আপনার ড্যাশবোর্ড।',
  'dashboard.sidebar.unknownAccess': 'অজানা অ্যাক্সেস',
  'dashboard.sidebar.role': 'ভূমিকা',
  'dashboard.link.allUsers': 'সব ব্যবহারকারী',
  'dashboard.link.allBookings': 'সব বুকিং',
  'dashboard.link.heldPayments': 'আটকে থাকা পেমেন্ট',
  'dashboard.link.merchantBookings': 'বুকিং',
  'dashboard.link.addEvents': 'সেবা যোগ করুন',
  'dashboard.overview.welcome': 'স্বাগতম, {name}। আপনার ভূমিকা:',
  'dashboard.overview.payOrCancel': 'পেমেন্ট বা বাতিল',
  'dashboard.overview.merchantBookingsText': 'কে আপনার কোন সেবা কোন তারিখে বুক করেছেন, আর পেমেন্ট করেছেন কি না, এখানে দেখুন।',
  'dashboard.overview.myBookingsText': 'আপনার বুক করা সেবাগুলো দেখুন। “আমার বুকিং” থেকে পেমেন্ট করুন বা বুকিং বাতিল করুন।',
  'dashboard.overview.listingsTitle': 'আপনার লিস্টিং',
  'dashboard.overview.listingsText': 'আপনার সেবাগুলো ক্যাটালগে যোগ করুন, বদলান, আর প্রকাশ করুন বা লুকিয়ে রাখুন।',
  'dashboard.overview.applicationTitle': 'আপনার মার্চেন্ট আবেদন',
  'dashboard.overview.pendingStrong': 'পর্যালোচনার অপেক্ষায়।',
  'dashboard.overview.pendingText':
    'আপনি {date} তারিখে {agency} ({category}) হিসেবে আবেদন করেছেন। একজন অ্যাডমিন এটি গ্রহণ বা প্রত্যাখ্যান করবেন; প্রত্যাখ্যাত হলে আমরা আপনাকে ইমেইলে জানাব।',
  'dashboard.overview.requestedText': 'মার্চেন্ট হওয়ার জন্য আপনার অনুরোধটি একজন অ্যাডমিনের পর্যালোচনার অপেক্ষায় আছে।',
  'dashboard.overview.declined': 'প্রত্যাখ্যাত।',
  'dashboard.overview.declinedOn': '{date} তারিখে প্রত্যাখ্যাত।',
  'dashboard.overview.reasonGiven': 'কারণ হিসেবে লেখা হয়েছে:',
  'dashboard.overview.applyAgain': 'আবার আবেদন করুন',
  'dashboard.overview.sellTitle': 'উৎসবে বিক্রি করুন',
  'dashboard.overview.sellText':
    'আপনার ভেন্যু, ফটোগ্রাফি, পোশাক বা মেকআপ সেবা সারা বাংলাদেশের গ্রাহকদের কাছে পৌঁছে দিন। ট্রেড লাইসেন্স দিয়ে আবেদন করুন; একজন অ্যাডমিন তা পর্যালোচনা করবেন।',
  'dashboard.bookings.merchantTitle': 'আপনার লিস্টিংয়ের বুকিং',
  'dashboard.bookings.description': 'উৎসবে বুকিং।',
  'dashboard.bookings.cannotShow': 'আপনার বুকিং এখনো দেখানো যাচ্ছে না',
  'dashboard.bookings.merchantLead':
    'গ্রাহকেরা আপনার লিস্টিংয়ে যে বুকিং করেছেন, নতুনগুলো আগে। পেমেন্ট না হওয়া বুকিং পেমেন্ট হওয়া বা সময় ফুরোনো পর্যন্ত তারিখটি ধরে রাখে।',
  'dashboard.bookings.customerLead': 'আপনার বুক করা সেবা, নতুনগুলো আগে। বুকিংয়ের পেমেন্ট বা বাতিল করতে {link} পাতায় যান।',
  'dashboard.bookings.merchantEmpty': 'এখনো কোনো বুকিং নেই। কোনো গ্রাহক আপনার লিস্টিং বুক করলে তা এখানে দেখাবে, আর আমরা আপনাকে ইমেইল করব।',
  'dashboard.bookings.manageListings': 'লিস্টিং পরিচালনা করুন',
  'dashboard.bookings.customerEmpty': 'আপনার এখনো কোনো বুকিং নেই। সেবাগুলো ঘুরে দেখে প্রথম বুকিংটি করুন।',
  'dashboard.adminsOnly.title': 'শুধু অ্যাডমিনদের জন্য',
  'dashboard.adminsOnly.text': 'এই পাতা শুধু অ্যাডমিনরা দেখতে পারেন। প্রয়োজন হলে একজন অ্যাডমিনকে জিজ্ঞেস করুন।',
  'dashboard.adminsOnly.back': 'আপনার ড্যাশবোর্ডে ফিরে যান',
  'dashboard.firstPage': 'প্রথম পাতা',
}
