import type { TDistrict, TListingKind } from '@utsab/shared/constants'
import { districtName } from '@utsab/shared/districts'
import { toBengaliDigits } from '@utsab/shared/format'
import { stableUuid, type TAgencyInput, type TListingInput } from './factories'

/**
 * The demo catalog: for each kind, six agencies (one in each demo district) with three listings each, so every list
 * has 18 items across Dhaka, Chittagong, Sylhet and the spec's Bogura, Rajshahi and Khulna, with varied prices and
 * prices. Addresses are streets of their own district, in English and Bangla; each listing's category fits what it is,
 * in both languages. Everything is derived from fixed tables, so seeding twice gives the same rows and ids. No demo
 * listing has a rating to show: ratings come only from verified reviews of real bookings, which the seed does not
 * invent (what the business typed is kept as its own word).
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

type TKindPlan = {
  agencies: readonly string[]
  /** Listing names in English and Bangla. */
  names: readonly (readonly [string, string])[]
  /** The category of a listing by its English name (a ballroom is a wedding hall, a sherwani a groom's), in both languages. */
  category: (name: string, i: number) => readonly [string, string]
  priceRange: readonly [number, number]
  priceStep: number
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
    names: [
      ['Shapla Grand Ballroom', 'শাপলা গ্র্যান্ড বলরুম'],
      ['Kadam Garden Lawn', 'কদম গার্ডেন লন'],
      ['Nakshi Rooftop Terrace', 'নকশি রুফটপ টেরেস'],
      ['Mohona Community Hall', 'মোহনা কমিউনিটি হল'],
      ['Sonargaon Pavilion', 'সোনারগাঁও প্যাভিলিয়ন'],
      ['Bokul Courtyard', 'বকুল কোর্টইয়ার্ড'],
      ['Rajhans Banquet Hall', 'রাজহংস ব্যাংকোয়েট হল'],
      ['Jhilmil Lakeside Deck', 'ঝিলমিল লেকসাইড ডেক'],
      ['Mayurakshi Hall', 'ময়ূরাক্ষী হল'],
      ['Sapphire Convention Centre', 'স্যাফায়ার কনভেনশন সেন্টার'],
      ['Krishnachura Garden', 'কৃষ্ণচূড়া গার্ডেন'],
      ['Nilachol Hilltop Hall', 'নীলাচল হিলটপ হল'],
      ['Dhanmondi Lake Pavilion', 'ধানমন্ডি লেক প্যাভিলিয়ন'],
      ['Old Dhaka Heritage Hall', 'পুরান ঢাকা হেরিটেজ হল'],
      ['Gulshan Garden Court', 'গুলশান গার্ডেন কোর্ট'],
      ['Jaflong Stone Hall', 'জাফলং স্টোন হল'],
      ['Tea Garden Terrace', 'চা বাগান টেরেস'],
      ['Shahjalal Grand Hall', 'শাহজালাল গ্র্যান্ড হল'],
    ],
    category: (name) =>
      /Lawn|Garden|Courtyard/.test(name)
        ? ['Garden venue', 'বাগানের ভেন্যু']
        : /Terrace|Deck/.test(name)
          ? ['Rooftop and lakeside', 'ছাদ ও লেকের ধারের ভেন্যু']
          : /Pavilion|Convention/.test(name)
            ? ['Convention centre', 'কনভেনশন সেন্টার']
            : ['Wedding hall', 'বিয়ের হল'],
    priceRange: [40_000, 300_000],
    priceStep: 5_000,
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
    names: [
      ['Ayesha Rahman Photography', 'আয়েশা রহমান ফটোগ্রাফি'],
      ['Tanvir Hasan Films', 'তানভীর হাসান ফিল্মস'],
      ['Golden Hour Studio', 'গোল্ডেন আওয়ার স্টুডিও'],
      ['Nabila Karim Portraits', 'নাবিলা করিম পোর্ট্রেটস'],
      ['Candid Moments by Rafi', 'রাফির ক্যান্ডিড মুহূর্ত'],
      ['Shuvo Das Cinematics', 'শুভ দাস সিনেমাটিকস'],
      ['Mitu Akter Photography', 'মিতু আক্তার ফটোগ্রাফি'],
      ['Frame & Flame', 'ফ্রেম অ্যান্ড ফ্লেম'],
      ['Riyad Chowdhury Studio', 'রিয়াদ চৌধুরী স্টুডিও'],
      ['Bodhu Baran Stories', 'বধূবরণ স্টোরিজ'],
      ['Lalon Lens Works', 'লালন লেন্স ওয়ার্কস'],
      ['Mehedi Night Captures', 'মেহেদি নাইট ক্যাপচার্স'],
      ['Old Dhaka Wedding Films', 'পুরান ঢাকা ওয়েডিং ফিল্মস'],
      ['Farhana Islam Photography', 'ফারহানা ইসলাম ফটোগ্রাফি'],
      ['Rickshaw Art Studio', 'রিকশা আর্ট স্টুডিও'],
      ['Surma Light Stories', 'সুরমা লাইট স্টোরিজ'],
      ['Sadia Noor Portraits', 'সাদিয়া নূর পোর্ট্রেটস'],
      ['Keane Bridge Films', 'কিন ব্রিজ ফিল্মস'],
    ],
    category: (name, i) =>
      /Films|Cinematics/.test(name)
        ? ['Wedding films', 'বিয়ের ভিডিও']
        : /Portraits/.test(name)
          ? ['Portraits', 'পোর্ট্রেট']
          : i % 2 === 0
            ? ['Wedding photography', 'বিয়ের ছবি']
            : ['Holud and wedding', 'গায়েহলুদ ও বিয়ের ছবি'],
    priceRange: [8_000, 60_000],
    priceStep: 500,
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
    names: [
      ['Red Benarasi Sari', 'লাল বেনারসি শাড়ি'],
      ['Ivory Sherwani Set', 'আইভরি শেরওয়ানি সেট'],
      ['Jamdani Holud Sari', 'জামদানি হলুদ শাড়ি'],
      ['Royal Blue Lehenga', 'রয়েল ব্লু লেহেঙ্গা'],
      ['Cream Silk Panjabi', 'ক্রিম সিল্ক পাঞ্জাবি'],
      ['Katan Bridal Sari', 'কাতান ব্রাইডাল শাড়ি'],
      ['Maroon Achkan', 'মেরুন আচকান'],
      ['Mustard Holud Panjabi', 'সরিষা রঙের হলুদ পাঞ্জাবি'],
      ['Pink Georgette Lehenga', 'গোলাপি জর্জেট লেহেঙ্গা'],
      ['Golden Tissue Sari', 'সোনালি টিস্যু শাড়ি'],
      ['Black Velvet Prince Coat', 'কালো ভেলভেট প্রিন্স কোট'],
      ['Green Muslin Sari', 'সবুজ মসলিন শাড়ি'],
      ['Dhakai Jamdani Bridal Sari', 'ঢাকাই জামদানি ব্রাইডাল শাড়ি'],
      ['Off-white Nakshi Panjabi', 'অফ-হোয়াইট নকশি পাঞ্জাবি'],
      ['Red Katan Lehenga', 'লাল কাতান লেহেঙ্গা'],
      ['Manipuri Handloom Sari', 'মণিপুরি তাঁতের শাড়ি'],
      ['Teal Silk Sherwani', 'টিল সিল্ক শেরওয়ানি'],
      ['Lilac Holud Sari', 'লাইলাক হলুদ শাড়ি'],
    ],
    category: (name) =>
      /Holud/.test(name)
        ? ['Holud', 'গায়েহলুদ']
        : /Sherwani|Panjabi|Achkan|Prince Coat/.test(name)
          ? ['Groom', 'বরের পোশাক']
          : /Bridal|Benarasi|Katan/.test(name)
            ? ['Bridal', 'কনের পোশাক']
            : ['Festive', 'উৎসবের পোশাক'],
    priceRange: [1_500, 25_000],
    priceStep: 100,
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
    names: [
      ['Bridal Glow Package', 'ব্রাইডাল গ্লো প্যাকেজ'],
      ['Holud Floral Makeup', 'হলুদের ফুলেল মেকআপ'],
      ['Reception Glam Look', 'রিসেপশন গ্ল্যাম লুক'],
      ['Groom Grooming Session', 'বরের গ্রুমিং সেশন'],
      ['Mehendi Night Makeup', 'মেহেদি সন্ধ্যার মেকআপ'],
      ['Party Glam Express', 'পার্টি গ্ল্যাম এক্সপ্রেস'],
      ['Airbrush Bridal Deluxe', 'এয়ারব্রাশ ব্রাইডাল ডিলাক্স'],
      ['Natural Engagement Look', 'ন্যাচারাল এনগেজমেন্ট লুক'],
      ['Stage Decor & Makeup', 'স্টেজ সাজসজ্জা ও মেকআপ'],
      ['Family Makeup Bundle', 'পারিবারিক মেকআপ প্যাকেজ'],
      ['Traditional Bou Saaj', 'ঐতিহ্যবাহী বউ সাজ'],
      ['Flower Jewellery & Decor', 'ফুলের গয়না ও সাজসজ্জা'],
      ['Dhaka Reception Glam', 'ঢাকা রিসেপশন গ্ল্যাম'],
      ['Airbrush HD Bridal', 'এয়ারব্রাশ এইচডি ব্রাইডাল'],
      ['Holud Stage Decoration', 'হলুদের মঞ্চসজ্জা'],
      ['Sylheti Bridal Saaj', 'সিলেটি বউ সাজ'],
      ['Engagement Soft Glam', 'এনগেজমেন্ট সফট গ্ল্যাম'],
      ['Mehendi Artistry Package', 'মেহেদি আর্টিস্ট্রি প্যাকেজ'],
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
    priceRange: [3_000, 30_000],
    priceStep: 250,
  },
}

/** The sizes a demo costume comes in (a customer picks one when ordering). */
const SIZES = ['S, M, L', 'M, L, XL', 'S, M, L, XL', 'Free size', 'M, L'] as const
const PHONES = ['+8801711', '+8801812', '+8801913', '+8801615']

const venueDescription = (guests: number, locale: 'en' | 'bn') =>
  locale === 'bn'
    ? `${toBengaliDigits(String(guests))} জন অতিথির আসন, বাঙালি ও মোগলাই খাবারের নিজস্ব ক্যাটারিং, পার্কিং আর কনের জন্য আলাদা ঘর।`
    : `Seats ${guests} guests, with in-house catering of Bengali and Mughlai menus, parking and a bridal room.`

/** Item i of a kind shows two to four pictures. */
const picturesOf = (i: number) => 2 + (i % 3)

/**
 * A family comparing halls must not see one hall's pictures on another, so the venues' pictures follow each other
 * (venue-1.svg to venue-54.svg, drawn by scripts/make-demo-assets.mjs); the other kinds share twelve scenes.
 */
const firstVenuePicture = (i: number) => 1 + Array.from({ length: i }, (_, k) => picturesOf(k)).reduce((a, b) => a + b, 0)

/** A deterministic spread in [0, 1) for item i of a kind, so prices and ratings look varied. */
const spread = (i: number, salt: number) => ((i * 7919 + salt * 104729) % 97) / 97

/** Rounded to a price a merchant would write (to the 500 taka below 50,000, else to the 1,000). */
const roundPrice = (amount: number) => (amount < 50_000 ? Math.round(amount / 500) * 500 : Math.round(amount / 1_000) * 1_000)

/**
 * What a demo listing sells beyond its price (issue 17): photographers and makeup artists three packages from
 * the listing's price up, with an extra hour; venues per-plate menus priced per guest and stage decoration;
 * costumes sell the one item.
 */
function demoOffer(kind: TListingKind, i: number, price: number): Pick<TListingInput, 'packages' | 'addons'> {
  const id = (name: string) => `${name}_${i}`
  if (kind === 'venue')
    return {
      packages: [],
      addons: [
        {
          id: id('a_bengali'),
          name: 'Bengali menu (per plate)',
          nameBn: 'বাঙালি মেনু (প্রতি প্লেট)',
          price: 650 + (i % 4) * 50,
          unit: 'guest',
        },
        {
          id: id('a_mughlai'),
          name: 'Mughlai menu (per plate)',
          nameBn: 'মোগলাই মেনু (প্রতি প্লেট)',
          price: 950 + (i % 4) * 50,
          unit: 'guest',
        },
        {
          id: id('a_stage'),
          name: 'Stage and flower decoration',
          nameBn: 'মঞ্চ ও ফুলের সাজসজ্জা',
          price: 25_000 + (i % 5) * 5_000,
          unit: 'booking',
        },
      ],
    }
  if (kind === 'costume') return { packages: [], addons: [] }
  const photographer = kind === 'photographer'
  return {
    packages: [
      {
        id: id('p_essential'),
        name: 'Essential',
        nameBn: 'এসেনশিয়াল',
        price,
        includes: photographer ? '4 hours, one photographer, 300 edited photos online' : 'Makeup and hair for the bride, 3 hours',
        includesBn: photographer ? '৪ ঘণ্টা, একজন ফটোগ্রাফার, ৩০০টি এডিট করা ছবি অনলাইনে' : 'কনের মেকআপ ও চুল, ৩ ঘণ্টা',
      },
      {
        id: id('p_classic'),
        name: 'Classic',
        nameBn: 'ক্লাসিক',
        price: roundPrice(price * 1.6),
        includes: photographer
          ? '8 hours, two photographers, 600 edited photos and a printed album'
          : 'Bride and two family members, with jewellery setting',
        includesBn: photographer ? '৮ ঘণ্টা, দুজন ফটোগ্রাফার, ৬০০টি এডিট করা ছবি ও ছাপানো অ্যালবাম' : 'কনে ও পরিবারের দুজন, গয়না পরানোসহ',
      },
      {
        id: id('p_premium'),
        name: 'Premium',
        nameBn: 'প্রিমিয়াম',
        price: roundPrice(price * 2.4),
        includes: photographer
          ? 'Holud and wedding day, photos and a cinematic film'
          : 'Holud and wedding day, airbrush, for the bride and four more',
        includesBn: photographer ? 'হলুদ ও বিয়ের দিন, ছবি ও সিনেমাটিক ফিল্ম' : 'হলুদ ও বিয়ের দিন, এয়ারব্রাশ, কনে ও আরও চারজন',
      },
    ],
    addons: [
      { id: id('a_hour'), name: 'Extra hour', nameBn: 'অতিরিক্ত ঘণ্টা', price: roundPrice(price * 0.15), unit: 'hour' },
      photographer
        ? { id: id('a_drone'), name: 'Drone footage', nameBn: 'ড্রোন ফুটেজ', price: 8_000, unit: 'booking' }
        : { id: id('a_mehendi'), name: 'Mehendi for the bride', nameBn: 'কনের মেহেদি', price: 2_500, unit: 'booking' },
    ],
  }
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
        const [low, high] = plan.priceRange
        const price = Math.round((low + spread(i, 1) * (high - low)) / plan.priceStep) * plan.priceStep
        const rating = Math.round((3 + spread(i, 2) * 2) * 10) / 10
        const pictureCount = picturesOf(i)
        const pictures = Array.from({ length: pictureCount }, (_, p) =>
          kind === 'venue' ? `/demo/venue-${firstVenuePicture(i) + p}.svg` : `/demo/${kind}-${((i + p * 5) % 12) + 1}.svg`,
        )
        minutes += 37
        const [english, bangla] = plan.names[i] ?? [`${kind} ${i}`, null]
        const [category, categoryBn] = plan.category(english, i)
        const [street, streetBn] = streets[(j + 1) % streets.length]!
        const guests = 150 + i * 50
        return {
          id: stableUuid(`listing:${kind}:${i}`),
          kind,
          name: english,
          nameBn: bangla,
          category,
          categoryBn,
          pictures,
          backgroundPicture: kind === 'venue' ? `/demo/venue-bg.svg` : null,
          description: kind === 'venue' ? venueDescription(guests, 'en') : null,
          descriptionBn: kind === 'venue' ? venueDescription(guests, 'bn') : null,
          priceBdt: price,
          ...demoOffer(kind, i, price),
          rating,
          size: kind === 'costume' ? (SIZES[i % SIZES.length] ?? 'M') : null,
          // The hall seats the guests its description names.
          capacity: kind === 'venue' ? guests : null,
          // The demo merchant's own halls (the first venue agency) take requests, so the demo shows both ways of booking.
          bookingMode: kind === 'venue' && a === 0 ? 'request' : 'instant',
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
