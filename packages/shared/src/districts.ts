/**
 * The 64 districts of Bangladesh, grouped by their 8 divisions, with their English and Bangla names. A district's
 * English name is its value everywhere (API, database, URLs); the spec's four keep their spelling (Bogura,
 * Rajshahi, Khulna, Chittagong), the others are written as the government's 2018 spellings have them.
 */
export type TDivision = { id: string; en: string; bn: string; districts: readonly { en: string; bn: string }[] }

const d = (en: string, bn: string) => ({ en, bn })

export const DIVISIONS = [
  {
    id: 'barishal',
    en: 'Barishal',
    bn: 'বরিশাল',
    districts: [
      d('Barguna', 'বরগুনা'),
      d('Barishal', 'বরিশাল'),
      d('Bhola', 'ভোলা'),
      d('Jhalokati', 'ঝালকাঠি'),
      d('Patuakhali', 'পটুয়াখালী'),
      d('Pirojpur', 'পিরোজপুর'),
    ],
  },
  {
    id: 'chattogram',
    en: 'Chattogram',
    bn: 'চট্টগ্রাম',
    districts: [
      d('Bandarban', 'বান্দরবান'),
      d('Brahmanbaria', 'ব্রাহ্মণবাড়িয়া'),
      d('Chandpur', 'চাঁদপুর'),
      d('Chittagong', 'চট্টগ্রাম'),
      d("Cox's Bazar", 'কক্সবাজার'),
      d('Cumilla', 'কুমিল্লা'),
      d('Feni', 'ফেনী'),
      d('Khagrachhari', 'খাগড়াছড়ি'),
      d('Lakshmipur', 'লক্ষ্মীপুর'),
      d('Noakhali', 'নোয়াখালী'),
      d('Rangamati', 'রাঙ্গামাটি'),
    ],
  },
  {
    id: 'dhaka',
    en: 'Dhaka',
    bn: 'ঢাকা',
    districts: [
      d('Dhaka', 'ঢাকা'),
      d('Faridpur', 'ফরিদপুর'),
      d('Gazipur', 'গাজীপুর'),
      d('Gopalganj', 'গোপালগঞ্জ'),
      d('Kishoreganj', 'কিশোরগঞ্জ'),
      d('Madaripur', 'মাদারীপুর'),
      d('Manikganj', 'মানিকগঞ্জ'),
      d('Munshiganj', 'মুন্সীগঞ্জ'),
      d('Narayanganj', 'নারায়ণগঞ্জ'),
      d('Narsingdi', 'নরসিংদী'),
      d('Rajbari', 'রাজবাড়ী'),
      d('Shariatpur', 'শরীয়তপুর'),
      d('Tangail', 'টাঙ্গাইল'),
    ],
  },
  {
    id: 'khulna',
    en: 'Khulna',
    bn: 'খুলনা',
    districts: [
      d('Bagerhat', 'বাগেরহাট'),
      d('Chuadanga', 'চুয়াডাঙ্গা'),
      d('Jashore', 'যশোর'),
      d('Jhenaidah', 'ঝিনাইদহ'),
      d('Khulna', 'খুলনা'),
      d('Kushtia', 'কুষ্টিয়া'),
      d('Magura', 'মাগুরা'),
      d('Meherpur', 'মেহেরপুর'),
      d('Narail', 'নড়াইল'),
      d('Satkhira', 'সাতক্ষীরা'),
    ],
  },
  {
    id: 'mymensingh',
    en: 'Mymensingh',
    bn: 'ময়মনসিংহ',
    districts: [d('Jamalpur', 'জামালপুর'), d('Mymensingh', 'ময়মনসিংহ'), d('Netrokona', 'নেত্রকোণা'), d('Sherpur', 'শেরপুর')],
  },
  {
    id: 'rajshahi',
    en: 'Rajshahi',
    bn: 'রাজশাহী',
    districts: [
      d('Bogura', 'বগুড়া'),
      d('Chapainawabganj', 'চাঁপাইনবাবগঞ্জ'),
      d('Joypurhat', 'জয়পুরহাট'),
      d('Naogaon', 'নওগাঁ'),
      d('Natore', 'নাটোর'),
      d('Pabna', 'পাবনা'),
      d('Rajshahi', 'রাজশাহী'),
      d('Sirajganj', 'সিরাজগঞ্জ'),
    ],
  },
  {
    id: 'rangpur',
    en: 'Rangpur',
    bn: 'রংপুর',
    districts: [
      d('Dinajpur', 'দিনাজপুর'),
      d('Gaibandha', 'গাইবান্ধা'),
      d('Kurigram', 'কুড়িগ্রাম'),
      d('Lalmonirhat', 'লালমনিরহাট'),
      d('Nilphamari', 'নীলফামারী'),
      d('Panchagarh', 'পঞ্চগড়'),
      d('Rangpur', 'রংপুর'),
      d('Thakurgaon', 'ঠাকুরগাঁও'),
    ],
  },
  {
    id: 'sylhet',
    en: 'Sylhet',
    bn: 'সিলেট',
    districts: [d('Habiganj', 'হবিগঞ্জ'), d('Moulvibazar', 'মৌলভীবাজার'), d('Sunamganj', 'সুনামগঞ্জ'), d('Sylhet', 'সিলেট')],
  },
] as const satisfies readonly TDivision[]

type TDistrictOf<T> = T extends { districts: readonly (infer D)[] } ? (D extends { en: infer N } ? N : never) : never
export type TDistrict = TDistrictOf<(typeof DIVISIONS)[number]>

/** Every district's value (its English name), division by division. */
export const DISTRICTS = DIVISIONS.flatMap((division) => division.districts.map((district) => district.en)) as [TDistrict, ...TDistrict[]]

const BANGLA_NAMES = new Map<string, string>(DIVISIONS.flatMap((division) => division.districts.map((x) => [x.en, x.bn] as const)))

/** A district's name in a language. */
export const districtName = (district: TDistrict, locale: 'en' | 'bn' = 'en') =>
  locale === 'bn' ? (BANGLA_NAMES.get(district) ?? district) : district
