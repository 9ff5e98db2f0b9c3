import { DISTRICTS, type TDistrict, type TListingKind } from '@utsab/shared/constants'
import { stableUuid, type TAgencyInput, type TListingInput } from './factories'

/**
 * The demo catalog: for each kind, four agencies (one per district) with three listings each,
 * so every list has 12 items across the four districts, with varied prices and ratings.
 * Everything is derived from fixed tables, so seeding twice gives the same rows and ids.
 */
type TKindPlan = {
  agencies: readonly string[]
  names: readonly string[]
  categories: readonly string[]
  priceRange: readonly [number, number]
  priceStep: number
}

const PLANS: Record<TListingKind, TKindPlan> = {
  venue: {
    agencies: ['Karatoya Convention Hall', 'Padma Garden Venues', 'Rupsha River Resorts', 'Karnaphuli Banquets'],
    names: [
      'Shapla Grand Ballroom',
      'Kadam Garden Lawn',
      'Nakshi Rooftop Terrace',
      'Mohona Community Hall',
      'Sonargaon Pavilion',
      'Bokul Courtyard',
      'Rajhans Banquet Hall',
      'Jhilmil Lakeside Deck',
      'Mayurakshi Hall',
      'Sapphire Convention Centre',
      'Krishnachura Garden',
      'Nilachol Hilltop Hall',
    ],
    categories: ['Wedding', 'Reception', 'Birthday', 'Corporate'],
    priceRange: [40_000, 300_000],
    priceStep: 5_000,
  },
  photographer: {
    agencies: ['Mahasthan Frames', 'Barind Lens Studio', 'Sundarbans Story Films', 'Patenga Light House'],
    names: [
      'Ayesha Rahman Photography',
      'Tanvir Hasan Films',
      'Golden Hour Studio',
      'Nabila Karim Portraits',
      'Candid Moments by Rafi',
      'Shuvo Das Cinematics',
      'Mitu Akter Photography',
      'Frame & Flame',
      'Riyad Chowdhury Studio',
      'Bodhu Baran Stories',
      'Lalon Lens Works',
      'Mehedi Night Captures',
    ],
    categories: ['Wedding', 'Holud', 'Birthday', 'Corporate'],
    priceRange: [8_000, 60_000],
    priceStep: 500,
  },
  costume: {
    agencies: ['Bogura Tant Ghar', 'Silk City Attire', 'Khulna Jamdani House', 'Chattala Couture'],
    names: [
      'Red Benarasi Sari',
      'Ivory Sherwani Set',
      'Jamdani Holud Sari',
      'Royal Blue Lehenga',
      'Cream Silk Panjabi',
      'Katan Bridal Sari',
      'Maroon Achkan',
      'Mustard Holud Panjabi',
      'Pink Georgette Lehenga',
      'Golden Tissue Sari',
      'Black Velvet Prince Coat',
      'Green Muslin Sari',
    ],
    categories: ['Bridal', 'Groom', 'Holud', 'Party'],
    priceRange: [1_500, 25_000],
    priceStep: 100,
  },
  makeup: {
    agencies: ['Glow by Nusrat', 'Rajshahi Bridal Lounge', 'Rupkotha Makeover', 'Chittagong Glam Studio'],
    names: [
      'Bridal Glow Package',
      'Holud Floral Makeup',
      'Reception Glam Look',
      'Groom Grooming Session',
      'Mehendi Night Makeup',
      'Party Glam Express',
      'Airbrush Bridal Deluxe',
      'Natural Engagement Look',
      'Stage Decor & Makeup',
      'Family Makeup Bundle',
      'Traditional Bou Saaj',
      'Flower Jewellery & Decor',
    ],
    categories: ['Bridal', 'Holud', 'Party', 'Decoration'],
    priceRange: [3_000, 30_000],
    priceStep: 250,
  },
}

const SIZES = ['S', 'M', 'L', 'XL', 'Free size'] as const
const ROADS = ['Satmatha Road', 'Shaheb Bazar', 'KDA Avenue', 'Agrabad Access Road', 'Zero Point', 'Kazir Dewri']
const PHONES = ['+8801711', '+8801812', '+8801913', '+8801615']

/** A deterministic spread in [0, 1) for item i of a kind, so prices and ratings look varied. */
const spread = (i: number, salt: number) => ((i * 7919 + salt * 104729) % 97) / 97

export type TDemoAgency = { agency: TAgencyInput; listings: TListingInput[] }

export function demoCatalog(now = new Date('2026-11-01T09:00:00Z')): TDemoAgency[] {
  const result: TDemoAgency[] = []
  let minutes = 0
  for (const [kind, plan] of Object.entries(PLANS) as [TListingKind, TKindPlan][]) {
    plan.agencies.forEach((agencyName, a) => {
      const district = DISTRICTS[a % DISTRICTS.length] as TDistrict
      const slug = agencyName.toLowerCase().replace(/[^a-z]+/g, '')
      const agency: TAgencyInput = {
        id: stableUuid(`agency:${kind}:${a}`),
        name: agencyName,
        district,
        address: `${10 + a * 7} ${ROADS[a % ROADS.length]}, ${district}`,
        phone: `${PHONES[a % PHONES.length]}${String(100000 + a * 4321 + kind.length * 17).slice(0, 6)}`,
        email: `hello@${slug}.example.com`,
      }
      const listings = [0, 1, 2].map((j): TListingInput => {
        const i = a * 3 + j
        const [low, high] = plan.priceRange
        const price = Math.round((low + spread(i, 1) * (high - low)) / plan.priceStep) * plan.priceStep
        const rating = Math.round((3 + spread(i, 2) * 2) * 10) / 10
        const pictureCount = 2 + (i % 3)
        const pictures = Array.from({ length: pictureCount }, (_, p) => `/demo/${kind}-${((i + p * 5) % 12) + 1}.svg`)
        minutes += 37
        return {
          id: stableUuid(`listing:${kind}:${i}`),
          kind,
          name: plan.names[i] ?? `${kind} ${i}`,
          category: plan.categories[(i + a) % plan.categories.length] ?? 'Wedding',
          pictures,
          backgroundPicture: kind === 'venue' ? `/demo/venue-bg.svg` : null,
          description:
            kind === 'venue'
              ? `Seats ${150 + i * 50} guests, with in-house catering of Bengali and Mughlai menus, parking and a bridal room.`
              : null,
          priceBdt: price,
          rating,
          size: kind === 'costume' ? (SIZES[i % SIZES.length] ?? 'M') : null,
          district,
          address: `${5 + i} ${ROADS[(i + 2) % ROADS.length]}, ${district}`,
          createdAt: new Date(now.getTime() - minutes * 60_000),
        }
      })
      result.push({ agency, listings })
    })
  }
  return result
}
