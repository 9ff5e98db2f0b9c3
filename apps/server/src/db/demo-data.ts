import type { TCancellationPolicy } from '@utsab/shared/booking-money'
import type { TBookingMode, TDistrict, TListingKind } from '@utsab/shared/constants'
import { districtName } from '@utsab/shared/districts'
import { groupDigits, toBengaliDigits } from '@utsab/shared/format'
import type { TAddon, TPackage } from '@utsab/shared/schemas/offer'
import { stableUuid, type TAgencyInput, type TListingInput } from './factories'

/**
 * The demo catalog (decision 058): for each kind, six agencies (one in each demo district) with three listings each, so
 * every list has 18 items across Dhaka, Chittagong, Sylhet and the spec's Bogura, Rajshahi and Khulna. Each listing is
 * written out as its business would set it: its price (a hall's slot, a photographer's or makeup artist's smallest
 * package, a costume to rent or to keep) at what such a business in its district asks in 2026, the advance it takes
 * (20 to 50 %; two small halls and one portrait studio ask the whole price), its cancellation policy and whether it
 * is booked at once or on request. Addresses are streets of their own district, in English and Bangla; pictures are
 * each listing's own (scripts/make-demo-assets.mjs). Everything is derived from fixed tables, so seeding twice gives
 * the same rows and ids. Ratings come only from verified reviews of paid bookings (demo-reviews.ts); what the
 * business typed is kept as its own word.
 *
 * End-to-end specs book the cheapest listings of each kind by their place in the price order (`?sort=price`): the
 * nine cheapest halls, the fifth dearest and the four cheapest photographers take bookings at once, and the second
 * cheapest hall and photographer ask the whole price (a cart of them is paid in one go); seed.test.ts keeps it so.
 */

/** The demo districts and streets that are really in them, in English and Bangla. */
const STREETS = {
  Bogura: [
    ['Satmatha Road', 'সাতমাথা রোড'],
    ['Sherpur Road', 'শেরপুর রোড'],
    ['Jaleshwaritola', 'জলেশ্বরীতলা'],
  ],
  Rajshahi: [
    ['Shaheb Bazar', 'সাহেব বাজার'],
    ['Uposhohor', 'উপশহর'],
    ['Greater Road', 'গ্রেটার রোড'],
  ],
  Khulna: [
    ['KDA Avenue', 'কেডিএ অ্যাভিনিউ'],
    ['Sonadanga', 'সোনাডাঙ্গা'],
    ['Khan Jahan Ali Road', 'খান জাহান আলী রোড'],
  ],
  Chittagong: [
    ['Agrabad Access Road', 'আগ্রাবাদ এক্সেস রোড'],
    ['GEC Circle', 'জিইসি মোড়'],
    ['Kazir Dewri', 'কাজীর দেউড়ি'],
  ],
  Dhaka: [
    ['Satmasjid Road, Dhanmondi', 'সাত মসজিদ রোড, ধানমন্ডি'],
    ['Gulshan Avenue', 'গুলশান অ্যাভিনিউ'],
    ['Bailey Road', 'বেইলি রোড'],
  ],
  Sylhet: [
    ['Zindabazar', 'জিন্দাবাজার'],
    ['Amberkhana', 'আম্বরখানা'],
    ['Upashahar', 'উপশহর'],
  ],
} as const satisfies Partial<Record<TDistrict, readonly (readonly [string, string])[]>>
type TDemoDistrict = keyof typeof STREETS

/** Agencies in this order: the spec's four districts first (their ids predate the others), then Dhaka and Sylhet. */
const AGENCY_DISTRICTS: readonly TDemoDistrict[] = ['Bogura', 'Rajshahi', 'Khulna', 'Chittagong', 'Dhaka', 'Sylhet']

/** Districts whose prices are a big city's (menus, decoration, drones cost more there). */
const CITY: readonly TDemoDistrict[] = ['Dhaka', 'Chittagong']

/**
 * One listing as its merchant set it: names, price, the advance share, the cancellation policy, instant or on request,
 * and for a hall the guests it seats; for a costume whether it is rented or sold.
 */
type TRow = {
  name: readonly [string, string]
  price: number
  advance: number
  policy: TCancellationPolicy
  mode?: TBookingMode
  capacity?: number
  rent?: boolean
}

type TKindPlan = {
  agencies: readonly string[]
  /** Three rows per agency, in the agencies' order. */
  rows: readonly TRow[]
  /** The category of a listing by its English name (a ballroom is a wedding hall, a sherwani a groom's), in both languages. */
  category: (name: string, i: number) => readonly [string, string]
}

const PLANS: Record<TListingKind, TKindPlan> = {
  venue: {
    agencies: [
      'Karatoya Convention Hall',
      'Padma Garden Venues',
      'Rupsha River Resorts',
      'Karnaphuli Banquets',
      'Buriganga Banquet Hall',
      'Surma Valley Convention',
    ],
    // A slot (day or evening) of the hall itself; food is priced per plate on top.
    rows: [
      // Bogura: the demo merchant's halls, the town's best, confirm each date themselves.
      {
        name: ['Shapla Grand Ballroom', 'শাপলা গ্র্যান্ড বলরুম'],
        price: 160_000,
        advance: 30,
        policy: 'strict',
        mode: 'request',
        capacity: 800,
      },
      { name: ['Kadam Garden Lawn', 'কদম গার্ডেন লন'], price: 125_000, advance: 25, policy: 'moderate', mode: 'request', capacity: 600 },
      {
        name: ['Nakshi Rooftop Terrace', 'নকশি রুফটপ টেরেস'],
        price: 140_000,
        advance: 30,
        policy: 'moderate',
        mode: 'request',
        capacity: 250,
      },
      // Rajshahi
      { name: ['Mohona Community Hall', 'মোহনা কমিউনিটি হল'], price: 45_000, advance: 100, policy: 'flexible', capacity: 400 },
      { name: ['Sonargaon Pavilion', 'সোনারগাঁও প্যাভিলিয়ন'], price: 95_000, advance: 30, policy: 'moderate', capacity: 700 },
      { name: ['Bokul Courtyard', 'বকুল কোর্টইয়ার্ড'], price: 70_000, advance: 25, policy: 'flexible', capacity: 350 },
      // Khulna
      { name: ['Rajhans Banquet Hall', 'রাজহংস ব্যাংকোয়েট হল'], price: 85_000, advance: 30, policy: 'moderate', capacity: 500 },
      { name: ['Jhilmil Lakeside Deck', 'ঝিলমিল লেকসাইড ডেক'], price: 60_000, advance: 100, policy: 'flexible', capacity: 200 },
      { name: ['Mayurakshi Hall', 'ময়ূরাক্ষী হল'], price: 110_000, advance: 35, policy: 'moderate', capacity: 650 },
      // Chittagong
      { name: ['Sapphire Convention Centre', 'স্যাফায়ার কনভেনশন সেন্টার'], price: 240_000, advance: 40, policy: 'strict', capacity: 1_200 },
      { name: ['Krishnachura Garden', 'কৃষ্ণচূড়া গার্ডেন'], price: 115_000, advance: 25, policy: 'moderate', capacity: 600 },
      { name: ['Nilachol Hilltop Hall', 'নীলাচল হিলটপ হল'], price: 175_000, advance: 35, policy: 'moderate', capacity: 500 },
      // Dhaka: convention halls of 1.8 to 3.8 lakh a slot; the dearest confirms each date itself.
      { name: ['Dhanmondi Lake Pavilion', 'ধানমন্ডি লেক প্যাভিলিয়ন'], price: 250_000, advance: 40, policy: 'strict', capacity: 700 },
      { name: ['Old Dhaka Heritage Hall', 'পুরান ঢাকা হেরিটেজ হল'], price: 180_000, advance: 30, policy: 'moderate', capacity: 450 },
      {
        name: ['Gulshan Garden Court', 'গুলশান গার্ডেন কোর্ট'],
        price: 380_000,
        advance: 50,
        policy: 'strict',
        mode: 'request',
        capacity: 900,
      },
      // Sylhet
      { name: ['Jaflong Stone Hall', 'জাফলং স্টোন হল'], price: 90_000, advance: 25, policy: 'moderate', capacity: 450 },
      { name: ['Tea Garden Terrace', 'চা বাগান টেরেস'], price: 120_000, advance: 30, policy: 'flexible', capacity: 300 },
      { name: ['Shahjalal Grand Hall', 'শাহজালাল গ্র্যান্ড হল'], price: 210_000, advance: 40, policy: 'strict', capacity: 1_500 },
    ],
    category: (name) =>
      /Lawn|Garden|Courtyard/.test(name)
        ? ['Garden venue', 'বাগানের ভেন্যু']
        : /Terrace|Deck/.test(name)
          ? ['Rooftop and lakeside', 'ছাদ ও লেকের ধারের ভেন্যু']
          : /Pavilion|Convention/.test(name)
            ? ['Convention centre', 'কনভেনশন সেন্টার']
            : ['Wedding hall', 'বিয়ের হল'],
  },
  photographer: {
    agencies: [
      'Mahasthan Frames',
      'Barind Lens Studio',
      'Sundarbans Story Films',
      'Patenga Light House',
      'Dhanmondi Shutter Co.',
      'Ratargul Frames',
    ],
    // The smallest package; the others and an extra hour are in photographerOffer.
    rows: [
      { name: ['Ayesha Rahman Photography', 'আয়েশা রহমান ফটোগ্রাফি'], price: 18_000, advance: 30, policy: 'moderate' },
      { name: ['Tanvir Hasan Films', 'তানভীর হাসান ফিল্মস'], price: 25_000, advance: 40, policy: 'moderate' },
      { name: ['Golden Hour Studio', 'গোল্ডেন আওয়ার স্টুডিও'], price: 15_000, advance: 25, policy: 'flexible' },
      { name: ['Nabila Karim Portraits', 'নাবিলা করিম পোর্ট্রেটস'], price: 13_000, advance: 100, policy: 'flexible' },
      { name: ['Candid Moments by Rafi', 'রাফির ক্যান্ডিড মুহূর্ত'], price: 20_000, advance: 30, policy: 'moderate' },
      { name: ['Shuvo Das Cinematics', 'শুভ দাস সিনেমাটিকস'], price: 35_000, advance: 50, policy: 'strict', mode: 'request' },
      { name: ['Mitu Akter Photography', 'মিতু আক্তার ফটোগ্রাফি'], price: 16_000, advance: 25, policy: 'flexible' },
      { name: ['Frame & Flame', 'ফ্রেম অ্যান্ড ফ্লেম'], price: 12_000, advance: 50, policy: 'moderate' },
      { name: ['Riyad Chowdhury Studio', 'রিয়াদ চৌধুরী স্টুডিও'], price: 22_000, advance: 30, policy: 'moderate' },
      { name: ['Bodhu Baran Stories', 'বধূবরণ স্টোরিজ'], price: 28_000, advance: 35, policy: 'moderate' },
      { name: ['Lalon Lens Works', 'লালন লেন্স ওয়ার্কস'], price: 19_000, advance: 20, policy: 'flexible' },
      { name: ['Mehedi Night Captures', 'মেহেদি নাইট ক্যাপচার্স'], price: 24_000, advance: 30, policy: 'moderate' },
      { name: ['Old Dhaka Wedding Films', 'পুরান ঢাকা ওয়েডিং ফিল্মস'], price: 40_000, advance: 50, policy: 'strict', mode: 'request' },
      { name: ['Farhana Islam Photography', 'ফারহানা ইসলাম ফটোগ্রাফি'], price: 38_000, advance: 40, policy: 'strict' },
      { name: ['Rickshaw Art Studio', 'রিকশা আর্ট স্টুডিও'], price: 30_000, advance: 35, policy: 'moderate' },
      { name: ['Surma Light Stories', 'সুরমা লাইট স্টোরিজ'], price: 21_000, advance: 30, policy: 'moderate' },
      { name: ['Sadia Noor Portraits', 'সাদিয়া নূর পোর্ট্রেটস'], price: 17_000, advance: 25, policy: 'flexible' },
      { name: ['Keane Bridge Films', 'কিন ব্রিজ ফিল্মস'], price: 32_000, advance: 40, policy: 'moderate' },
    ],
    category: (name, i) =>
      /Films|Cinematics/.test(name)
        ? ['Wedding films', 'বিয়ের ভিডিও']
        : /Portraits/.test(name)
          ? ['Portraits', 'পোর্ট্রেট']
          : i % 2 === 0
            ? ['Wedding photography', 'বিয়ের ছবি']
            : ['Holud and wedding', 'গায়েহলুদ ও বিয়ের ছবি'],
  },
  costume: {
    agencies: [
      'Bogura Tant Ghar',
      'Silk City Attire',
      'Khulna Jamdani House',
      'Chattala Couture',
      'Dhakai Jamdani Ghar',
      'Manipuri Weaves Sylhet',
    ],
    // Sold (to keep) unless `rent`: a rental is for three days. Costumes are paid in full (they have no event date).
    rows: [
      { name: ['Red Benarasi Sari', 'লাল বেনারসি শাড়ি'], price: 14_500, advance: 100, policy: 'moderate' },
      { name: ['Ivory Sherwani Set', 'আইভরি শেরওয়ানি সেট'], price: 6_500, advance: 100, policy: 'moderate', rent: true },
      { name: ['Jamdani Holud Sari', 'জামদানি হলুদ শাড়ি'], price: 5_500, advance: 100, policy: 'moderate' },
      { name: ['Royal Blue Lehenga', 'রয়েল ব্লু লেহেঙ্গা'], price: 8_000, advance: 100, policy: 'moderate', rent: true },
      { name: ['Cream Silk Panjabi', 'ক্রিম সিল্ক পাঞ্জাবি'], price: 4_200, advance: 100, policy: 'moderate' },
      { name: ['Katan Bridal Sari', 'কাতান ব্রাইডাল শাড়ি'], price: 22_000, advance: 100, policy: 'moderate' },
      { name: ['Maroon Achkan', 'মেরুন আচকান'], price: 5_000, advance: 100, policy: 'moderate', rent: true },
      { name: ['Mustard Holud Panjabi', 'সরিষা রঙের হলুদ পাঞ্জাবি'], price: 3_000, advance: 100, policy: 'moderate' },
      { name: ['Pink Georgette Lehenga', 'গোলাপি জর্জেট লেহেঙ্গা'], price: 12_500, advance: 100, policy: 'moderate' },
      { name: ['Golden Tissue Sari', 'সোনালি টিস্যু শাড়ি'], price: 9_500, advance: 100, policy: 'moderate' },
      { name: ['Black Velvet Prince Coat', 'কালো ভেলভেট প্রিন্স কোট'], price: 7_500, advance: 100, policy: 'moderate', rent: true },
      { name: ['Green Muslin Sari', 'সবুজ মসলিন শাড়ি'], price: 18_000, advance: 100, policy: 'moderate' },
      { name: ['Dhakai Jamdani Bridal Sari', 'ঢাকাই জামদানি ব্রাইডাল শাড়ি'], price: 58_000, advance: 100, policy: 'moderate' },
      { name: ['Off-white Nakshi Panjabi', 'অফ-হোয়াইট নকশি পাঞ্জাবি'], price: 6_800, advance: 100, policy: 'moderate' },
      { name: ['Red Katan Lehenga', 'লাল কাতান লেহেঙ্গা'], price: 45_000, advance: 100, policy: 'moderate' },
      { name: ['Manipuri Handloom Sari', 'মণিপুরি তাঁতের শাড়ি'], price: 3_800, advance: 100, policy: 'moderate' },
      { name: ['Teal Silk Sherwani', 'টিল সিল্ক শেরওয়ানি'], price: 9_000, advance: 100, policy: 'moderate', rent: true },
      { name: ['Lilac Holud Sari', 'লাইলাক হলুদ শাড়ি'], price: 4_500, advance: 100, policy: 'moderate' },
    ],
    category: (name) =>
      /Holud/.test(name)
        ? ['Holud', 'গায়েহলুদ']
        : /Sherwani|Panjabi|Achkan|Prince Coat/.test(name)
          ? ['Groom', 'বরের পোশাক']
          : /Bridal|Benarasi|Katan/.test(name)
            ? ['Bridal', 'কনের পোশাক']
            : ['Festive', 'উৎসবের পোশাক'],
  },
  makeup: {
    agencies: [
      'Glow by Nusrat',
      'Rajshahi Bridal Lounge',
      'Rupkotha Makeover',
      'Chittagong Glam Studio',
      'Gulshan Bridal Studio',
      'Surma Bridal Lounge',
    ],
    // The smallest package; the others are in makeupOffer.
    rows: [
      { name: ['Bridal Glow Package', 'ব্রাইডাল গ্লো প্যাকেজ'], price: 12_000, advance: 30, policy: 'moderate' },
      { name: ['Holud Floral Makeup', 'হলুদের ফুলেল মেকআপ'], price: 6_000, advance: 25, policy: 'flexible' },
      { name: ['Reception Glam Look', 'রিসেপশন গ্ল্যাম লুক'], price: 9_000, advance: 30, policy: 'moderate' },
      { name: ['Groom Grooming Session', 'বরের গ্রুমিং সেশন'], price: 3_500, advance: 50, policy: 'flexible' },
      { name: ['Mehendi Night Makeup', 'মেহেদি সন্ধ্যার মেকআপ'], price: 5_500, advance: 25, policy: 'flexible' },
      { name: ['Party Glam Express', 'পার্টি গ্ল্যাম এক্সপ্রেস'], price: 4_000, advance: 20, policy: 'flexible' },
      { name: ['Airbrush Bridal Deluxe', 'এয়ারব্রাশ ব্রাইডাল ডিলাক্স'], price: 18_000, advance: 40, policy: 'moderate' },
      { name: ['Natural Engagement Look', 'ন্যাচারাল এনগেজমেন্ট লুক'], price: 7_000, advance: 25, policy: 'moderate' },
      { name: ['Stage Decor & Makeup', 'স্টেজ সাজসজ্জা ও মেকআপ'], price: 25_000, advance: 50, policy: 'strict', mode: 'request' },
      { name: ['Family Makeup Bundle', 'পারিবারিক মেকআপ প্যাকেজ'], price: 16_000, advance: 30, policy: 'moderate' },
      { name: ['Traditional Bou Saaj', 'ঐতিহ্যবাহী বউ সাজ'], price: 10_000, advance: 30, policy: 'moderate' },
      { name: ['Flower Jewellery & Decor', 'ফুলের গয়না ও সাজসজ্জা'], price: 8_500, advance: 40, policy: 'moderate' },
      { name: ['Dhaka Reception Glam', 'ঢাকা রিসেপশন গ্ল্যাম'], price: 22_000, advance: 40, policy: 'moderate' },
      { name: ['Airbrush HD Bridal', 'এয়ারব্রাশ এইচডি ব্রাইডাল'], price: 28_000, advance: 50, policy: 'strict', mode: 'request' },
      { name: ['Holud Stage Decoration', 'হলুদের মঞ্চসজ্জা'], price: 38_000, advance: 50, policy: 'strict' },
      { name: ['Sylheti Bridal Saaj', 'সিলেটি বউ সাজ'], price: 14_000, advance: 35, policy: 'moderate' },
      { name: ['Engagement Soft Glam', 'এনগেজমেন্ট সফট গ্ল্যাম'], price: 8_000, advance: 25, policy: 'flexible' },
      { name: ['Mehendi Artistry Package', 'মেহেদি আর্টিস্ট্রি প্যাকেজ'], price: 6_500, advance: 20, policy: 'flexible' },
    ],
    category: (name) =>
      /Decor/.test(name)
        ? ['Decoration', 'সাজসজ্জা']
        : /Holud|Mehendi/.test(name)
          ? ['Holud and mehendi', 'গায়েহলুদ ও মেহেদি']
          : /Groom/.test(name)
            ? ['Groom', 'বরের সাজ']
            : /Bridal|Bou Saaj/.test(name)
              ? ['Bridal', 'কনের সাজ']
              : ['Party and engagement', 'পার্টি ও এনগেজমেন্ট'],
  },
}

/** The sizes a demo costume comes in, by what it is (a customer picks one when ordering). */
const sizesOf = (name: string, i: number) =>
  /Sari/.test(name) ? 'Free size' : /Lehenga/.test(name) ? 'S, M, L' : i % 2 === 0 ? '38, 40, 42, 44' : 'M, L, XL, XXL'
const PHONES = ['+8801711', '+8801812', '+8801913', '+8801615']

/** What a hall says of itself: the guests it seats, its menus (as venueOffer sells them), and, in the cities, air-conditioning. */
const venueDescription = (guests: number, district: TDemoDistrict, locale: 'en' | 'bn') => {
  const dhaka = district === 'Dhaka'
  const cooled = CITY.includes(district)
  if (locale === 'bn')
    return `${groupDigits(guests, 'bn')} জন অতিথির আসন, নিজস্ব ক্যাটারিংয়ে ${dhaka ? 'কাচ্চি ও মোগলাই' : 'বাঙালি ও কাচ্চি'} মেনু, জেনারেটর, ${cooled ? 'শীতাতপ নিয়ন্ত্রিত হল, ' : ''}গাড়ি পার্কিং আর কনের জন্য আলাদা ঘর। দিন বা সন্ধ্যার এক শিফট।`
  return `Seats ${groupDigits(guests)} guests. In-house catering with ${dhaka ? 'kacchi and Mughlai' : 'Bengali and kacchi'} menus, generator back-up, ${cooled ? 'an air-conditioned hall, ' : ''}car parking and a bridal room. One shift, day or evening.`
}

/** What a costume listing says it is: rented for three days, or sold to keep, in both languages. */
const costumeDescription = (row: TRow, locale: 'en' | 'bn') => {
  if (locale === 'bn')
    return row.rent
      ? 'ভাড়া, তিন দিনের জন্য: ড্রাই ক্লিন করে পৌঁছে দেওয়া হয়, ফেরত নিতে আসা হয়। দাগ বা ছেঁড়া থাকলে মেরামতের খরচ আলাদা।'
      : 'কিনে নেওয়ার জন্য: নতুন, নিজের হাতে দেখে বাছাই করা। পৌঁছানোর সাত দিনের মধ্যে না পরা অবস্থায় বদলে নেওয়া যায়।'
  return row.rent
    ? 'For rent, three days: delivered dry-cleaned and collected after. Stains or tears are repaired at cost.'
    : 'To keep: new, checked by hand before it is sent. Unworn, it can be exchanged within seven days of delivery.'
}

/** Item i of a kind shows two to four pictures. */
const picturesOf = (i: number) => 2 + (i % 3)

/**
 * A family comparing listings must not see one's pictures on another, so each kind's pictures follow each other
 * (venue-1.svg to venue-54.svg, photographer-1.svg to photographer-54.svg and so on), drawn by
 * scripts/make-demo-assets.mjs, which draws each listing's first picture as its main scene.
 */
const firstPicture = (i: number) => 1 + Array.from({ length: i }, (_, k) => picturesOf(k)).reduce((a, b) => a + b, 0)

/** A deterministic spread in [0, 1) for item i of a kind, so the typed ratings look varied. */
const spread = (i: number, salt: number) => ((i * 7919 + salt * 104729) % 97) / 97

/** Rounded to a price a merchant would write (to the 500 taka below 50,000, else to the 1,000). */
const roundPrice = (amount: number) => (amount < 50_000 ? Math.round(amount / 500) * 500 : Math.round(amount / 1_000) * 1_000)

type TOffer = Pick<TListingInput, 'packages' | 'addons'>
type TPackageText = readonly [name: string, nameBn: string, includes: string, includesBn: string, times: number]

const packagesOf = (i: number, price: number, texts: readonly TPackageText[]): TPackage[] =>
  texts.map(([name, nameBn, includes, includesBn, times], k) => ({
    id: `p_${k}_${i}`,
    name,
    nameBn,
    price: k === 0 ? price : roundPrice(price * times),
    includes,
    includesBn,
  }))

/**
 * A hall's two per-plate menus (Dhaka's dearer, and kacchi and a Mughlai feast there) and its stage decoration. The
 * menus come first: e2e specs take the first per-guest add-on as the menu and tab through the hall's add-ons.
 */
function venueOffer(i: number, district: TDemoDistrict, price: number): TOffer {
  const step = (i % 3) * 50
  const menus: [string, string, number][] =
    district === 'Dhaka'
      ? [
          ['Kacchi biryani menu (per plate)', 'কাচ্চি বিরিয়ানি মেনু (প্রতি প্লেট)', 1_250 + step],
          ['Mughlai feast (per plate)', 'মোগলাই ভোজ (প্রতি প্লেট)', 1_650 + step],
        ]
      : [
          ['Bengali menu (per plate)', 'বাঙালি মেনু (প্রতি প্লেট)', (CITY.includes(district) || district === 'Sylhet' ? 800 : 650) + step],
          [
            'Kacchi biryani menu (per plate)',
            'কাচ্চি বিরিয়ানি মেনু (প্রতি প্লেট)',
            (CITY.includes(district) || district === 'Sylhet' ? 1_050 : 850) + step,
          ],
        ]
  const addons: TAddon[] = menus.map(([name, nameBn, plate], k) => ({ id: `a_menu${k}_${i}`, name, nameBn, price: plate, unit: 'guest' }))
  addons.push({
    id: `a_stage_${i}`,
    name: 'Stage and flower decoration',
    nameBn: 'মঞ্চ ও ফুলের সাজসজ্জা',
    price: roundPrice(Math.max(15_000, price * 0.2)),
    unit: 'booking',
  })
  return { packages: [], addons }
}

const PHOTO_PACKAGES: Record<string, readonly TPackageText[]> = {
  'Wedding films': [
    [
      'Highlight film',
      'হাইলাইট ফিল্ম',
      'One cinematographer, 6 hours, a 3 to 5 minute highlight film',
      'একজন সিনেমাটোগ্রাফার, ৬ ঘণ্টা, ৩–৫ মিনিটের হাইলাইট ফিল্ম',
      1,
    ],
    [
      'Film and photos',
      'ফিল্ম ও ছবি',
      'A cinematographer and a photographer, 8 hours, the highlight film and 400 edited photos',
      'একজন সিনেমাটোগ্রাফার ও একজন ফটোগ্রাফার, ৮ ঘণ্টা, হাইলাইট ফিল্ম ও ৪০০টি এডিট করা ছবি',
      1.5,
    ],
    [
      'Holud and wedding',
      'হলুদ ও বিয়ে',
      'Both days, two cameras, a 20 minute film of the whole day and a highlight',
      'দুই দিন, দুটি ক্যামেরা, পুরো দিনের ২০ মিনিটের ফিল্ম ও একটি হাইলাইট',
      2,
    ],
  ],
  Portraits: [
    ['Portrait session', 'পোর্ট্রেট সেশন', '2 hours, 40 edited portraits', '২ ঘণ্টা, ৪০টি এডিট করা পোর্ট্রেট', 1],
    ['Couple shoot', 'কাপল শুট', '4 hours at two places, 100 edited photos', 'দুই জায়গায় ৪ ঘণ্টা, ১০০টি এডিট করা ছবি', 1.5],
    [
      'Wedding portraits',
      'বিয়ের পোর্ট্রেট',
      'The wedding day, 6 hours, 250 edited photos and a printed album',
      'বিয়ের দিন, ৬ ঘণ্টা, ২৫০টি এডিট করা ছবি ও ছাপানো অ্যালবাম',
      2,
    ],
  ],
  default: [
    [
      'Essential',
      'এসেনশিয়াল',
      '4 hours, one photographer, 300 edited photos online',
      '৪ ঘণ্টা, একজন ফটোগ্রাফার, ৩০০টি এডিট করা ছবি অনলাইনে',
      1,
    ],
    [
      'Classic',
      'ক্লাসিক',
      '8 hours, two photographers, 600 edited photos and a printed album',
      '৮ ঘণ্টা, দুজন ফটোগ্রাফার, ৬০০টি এডিট করা ছবি ও ছাপানো অ্যালবাম',
      1.5,
    ],
    [
      'Premium',
      'প্রিমিয়াম',
      'Holud and wedding day, two photographers and a cinematographer, album and highlight film',
      'হলুদ ও বিয়ের দিন, দুজন ফটোগ্রাফার ও একজন সিনেমাটোগ্রাফার, অ্যালবাম ও হাইলাইট ফিল্ম',
      2,
    ],
  ],
}

/** A photographer's three packages by what they shoot (the smallest is the listing's price), an extra hour and a drone or an album. */
function photographerOffer(i: number, district: TDemoDistrict, price: number, category: string): TOffer {
  const city = CITY.includes(district)
  const hour: TAddon = {
    id: `a_hour_${i}`,
    name: 'Extra hour',
    nameBn: 'অতিরিক্ত ঘণ্টা',
    price: Math.max(1_500, roundPrice(price * 0.12)),
    unit: 'hour',
  }
  const extra: TAddon =
    category === 'Portraits'
      ? {
          id: `a_album_${i}`,
          name: 'Printed album (12×18, 30 pages)',
          nameBn: 'ছাপানো অ্যালবাম (১২×১৮, ৩০ পাতা)',
          price: 6_000,
          unit: 'booking',
        }
      : { id: `a_drone_${i}`, name: 'Drone footage', nameBn: 'ড্রোন ফুটেজ', price: city ? 10_000 : 7_000, unit: 'booking' }
  return { packages: packagesOf(i, price, PHOTO_PACKAGES[category] ?? PHOTO_PACKAGES.default!), addons: [hour, extra] }
}

const MAKEUP_PACKAGES: Record<string, readonly TPackageText[]> = {
  Bridal: [
    ['Bride only', 'শুধু কনে', "The bride's makeup, hair and sari draping, about 3 hours", 'কনের মেকআপ, চুল ও শাড়ি পরানো, প্রায় ৩ ঘণ্টা', 1],
    [
      'Bride and family',
      'কনে ও পরিবার',
      'The bride and two family members, with jewellery setting',
      'কনে ও পরিবারের দুজন, গয়না পরানোসহ',
      1.5,
    ],
    [
      'Holud and wedding',
      'হলুদ ও বিয়ে',
      'Both days, airbrush on the wedding day, the bride and four more',
      'দুই দিন, বিয়ের দিন এয়ারব্রাশ, কনে ও আরও চারজন',
      2.2,
    ],
  ],
  'Holud and mehendi': [
    ['Holud look', 'হলুদের সাজ', "The bride's holud makeup with fresh flower jewellery", 'তাজা ফুলের গয়নাসহ কনের হলুদের মেকআপ', 1],
    ['Holud and mehendi', 'হলুদ ও মেহেদি', 'The holud look, and mehendi on both hands and feet', 'হলুদের সাজ, আর দুই হাত ও পায়ে মেহেদি', 1.5],
    [
      'Bride and sisters',
      'কনে ও বোনেরা',
      'Holud looks for the bride and three more, with mehendi',
      'কনে ও আরও তিনজনের হলুদের সাজ, মেহেদিসহ',
      2.2,
    ],
  ],
  Groom: [
    ['Groom', 'বর', 'Facial, grooming and hair styling, about 90 minutes', 'ফেসিয়াল, গ্রুমিং ও চুলের স্টাইল, প্রায় ৯০ মিনিট', 1],
    ['Groom and brothers', 'বর ও ভাইয়েরা', 'The groom and two more, with the turban tied', 'বর ও আরও দুজন, পাগড়ি বাঁধাসহ', 2],
  ],
  Decoration: [
    [
      'Holud stage',
      'হলুদের মঞ্চ',
      'A 12 ft stage with marigold and rajnigandha, and seating for the bride',
      'গাঁদা ও রজনীগন্ধায় ১২ ফুট মঞ্চ, কনের বসার আয়োজন',
      1,
    ],
    [
      'Stage and entrance',
      'মঞ্চ ও প্রবেশপথ',
      'The stage, a flower gate at the entrance and a photo corner',
      'মঞ্চ, প্রবেশপথে ফুলের গেট ও ছবির কর্নার',
      1.6,
    ],
    [
      'Whole venue',
      'পুরো ভেন্যু',
      'Stage, entrance, flowers on every table and fairy lights',
      'মঞ্চ, প্রবেশপথ, প্রতিটি টেবিলে ফুল ও মরিচবাতি',
      2.5,
    ],
  ],
  default: [
    ['One look', 'একটি সাজ', 'Makeup and hair, about 90 minutes', 'মেকআপ ও চুল, প্রায় ৯০ মিনিট', 1],
    ['Two looks', 'দুটি সাজ', 'Engagement and reception looks, on two days', 'এনগেজমেন্ট ও রিসেপশনের সাজ, দুই দিনে', 1.8],
  ],
}

/** A makeup artist's packages by what they do (the smallest is the listing's price), and the extra they sell with them. */
function makeupOffer(i: number, price: number, category: string): TOffer {
  const packages = packagesOf(i, price, MAKEUP_PACKAGES[category] ?? MAKEUP_PACKAGES.default!)
  const addons: TAddon[] =
    category === 'Decoration'
      ? [{ id: `a_lights_${i}`, name: 'Fairy lights for the house', nameBn: 'বাড়িতে মরিচবাতির সাজ', price: 6_000, unit: 'booking' }]
      : category === 'Groom'
        ? [{ id: `a_turban_${i}`, name: 'Turban (pagri) to rent', nameBn: 'পাগড়ি ভাড়া', price: 1_500, unit: 'booking' }]
        : [
            {
              id: `a_hour_${i}`,
              name: 'Extra hour',
              nameBn: 'অতিরিক্ত ঘণ্টা',
              price: Math.max(1_000, roundPrice(price * 0.1)),
              unit: 'hour',
            },
            { id: `a_mehendi_${i}`, name: 'Mehendi for the bride', nameBn: 'কনের মেহেদি', price: 2_500, unit: 'booking' },
          ]
  return { packages, addons }
}

export type TDemoAgency = { agency: TAgencyInput; listings: TListingInput[] }

export function demoCatalog(now = new Date('2026-11-01T09:00:00Z')): TDemoAgency[] {
  const result: TDemoAgency[] = []
  let minutes = 0
  for (const [kind, plan] of Object.entries(PLANS) as [TListingKind, TKindPlan][]) {
    plan.agencies.forEach((agencyName, a) => {
      const district = AGENCY_DISTRICTS[a % AGENCY_DISTRICTS.length]!
      const streets = STREETS[district]
      const slug = agencyName.toLowerCase().replace(/[^a-z]+/g, '')
      const agency: TAgencyInput = {
        id: stableUuid(`agency:${kind}:${a}`),
        name: agencyName,
        district,
        address: `${10 + a * 7} ${streets[0][0]}, ${district}`,
        phone: `${PHONES[a % PHONES.length]}${String(100000 + a * 4321 + kind.length * 17).slice(0, 6)}`,
        email: `hello@${slug}.example.com`,
      }
      const listings = [0, 1, 2].map((j): TListingInput => {
        const i = a * 3 + j
        const row = plan.rows[i]!
        const [english, bangla] = row.name
        const [category, categoryBn] = plan.category(english, i)
        const pictures = Array.from({ length: picturesOf(i) }, (_, p) => `/demo/${kind}-${firstPicture(i) + p}.svg`)
        minutes += 37
        const [street, streetBn] = streets[(j + 1) % streets.length]!
        const offer =
          kind === 'venue'
            ? venueOffer(i, district, row.price)
            : kind === 'photographer'
              ? photographerOffer(i, district, row.price, category)
              : kind === 'makeup'
                ? makeupOffer(i, row.price, category)
                : { packages: [], addons: [] }
        return {
          id: stableUuid(`listing:${kind}:${i}`),
          kind,
          name: english,
          nameBn: bangla,
          category,
          categoryBn,
          pictures,
          // None: a hall's card and page show its own first picture (a shared background made every hall's card alike).
          backgroundPicture: null,
          description:
            kind === 'venue' ? venueDescription(row.capacity!, district, 'en') : kind === 'costume' ? costumeDescription(row, 'en') : null,
          descriptionBn:
            kind === 'venue' ? venueDescription(row.capacity!, district, 'bn') : kind === 'costume' ? costumeDescription(row, 'bn') : null,
          priceBdt: row.price,
          ...offer,
          rating: Math.round((3.8 + spread(i, 2) * 1.2) * 10) / 10,
          size: kind === 'costume' ? sizesOf(english, i) : null,
          capacity: kind === 'venue' ? row.capacity! : null,
          advancePercent: row.advance,
          cancellationPolicy: row.policy,
          bookingMode: row.mode ?? 'instant',
          district,
          address: `${5 + i} ${street}, ${district}`,
          addressBn: `${toBengaliDigits(String(5 + i))} ${streetBn}, ${districtName(district, 'bn')}`,
          createdAt: new Date(now.getTime() - minutes * 60_000),
        }
      })
      result.push({ agency, listings })
    })
  }
  return result
}
