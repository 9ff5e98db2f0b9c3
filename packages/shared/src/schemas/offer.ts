import { z } from 'zod'
import { wholeNumberBetween, withoutControls } from './common'
import { label, m, maxLength, minLength, required, type TLabel } from './messages-by-key'

/**
 * What a listing sells beyond its base price (issue 17): one or more packages, of which a booking takes one, and
 * add-ons a booking may add. An add-on is priced once per booking, per hour (an extra hour of a photographer) or
 * per guest (a venue's per-plate menu).
 */
export const ADDON_UNITS = ['booking', 'hour', 'guest'] as const
export type TAddonUnit = (typeof ADDON_UNITS)[number]
export const OFFER_LIMITS = { packages: 6, addons: 10, hours: 12, price: 10_000_000 } as const

const ZOfferId = z.string().trim().min(1).max(40)

export const ZPackage = z.object({
  id: z.string(),
  name: z.string(),
  nameBn: z.string().nullable(),
  price: z.number().int().describe('Price in BDT'),
  includes: z.string().describe('What the package includes, as the merchant wrote it'),
  includesBn: z.string().nullable(),
})
export type TPackage = z.infer<typeof ZPackage>

export const ZAddon = z.object({
  id: z.string(),
  name: z.string(),
  nameBn: z.string().nullable(),
  price: z.number().int().describe('Price in BDT, per unit'),
  unit: z.enum(ADDON_UNITS),
})
export type TAddon = z.infer<typeof ZAddon>

/** The cheapest per-guest add-on's price (a venue's menu, per plate), or null when it sells none. */
export const perPlateFrom = (addons: Pick<TAddon, 'price' | 'unit'>[]) =>
  addons
    .filter((addon) => addon.unit === 'guest')
    .reduce<number | null>((min, addon) => (min === null ? addon.price : Math.min(min, addon.price)), null)

export const ZOffer = z.object({ packages: z.array(ZPackage), addons: z.array(ZAddon) })
export type TOffer = z.infer<typeof ZOffer>

const offerName = (name: TLabel) =>
  withoutControls(
    z
      .string({ message: required(name) })
      .trim()
      .min(2, minLength(name, 2))
      .max(60, maxLength(name, 60)),
    name,
  )
const optionalBangla = (name: TLabel, max: number) =>
  withoutControls(z.string().trim().max(max, maxLength(name, max)), name, { multiline: max > 60 })
    .nullish()
    .transform((value) => value || null)
const offerPrice = wholeNumberBetween(label('validation.label.price'), 0, OFFER_LIMITS.price)

/** PUT /api/merchant/listings/:id/offer: the whole list of packages and add-ons (an id keeps an existing one). */
export const ZOfferInput = z
  .object({
    packages: z
      .array(
        z.object({
          id: ZOfferId.optional(),
          name: offerName(label('validation.label.packageName')),
          nameBn: optionalBangla(label('validation.label.packageNameBn'), 60),
          price: offerPrice,
          includes: withoutControls(
            z
              .string()
              .trim()
              .max(300, maxLength(label('validation.label.includes'), 300)),
            label('validation.label.includes'),
            { multiline: true },
          ).default(''),
          includesBn: optionalBangla(label('validation.label.includesBn'), 300),
        }),
      )
      .max(OFFER_LIMITS.packages, m('validation.offer.packagesMax', { max: OFFER_LIMITS.packages })),
    addons: z
      .array(
        z.object({
          id: ZOfferId.optional(),
          name: offerName(label('validation.label.addonName')),
          nameBn: optionalBangla(label('validation.label.addonNameBn'), 60),
          price: offerPrice,
          unit: z.enum(ADDON_UNITS, { message: m('validation.offer.addonUnit') }),
        }),
      )
      .max(OFFER_LIMITS.addons, m('validation.offer.addonsMax', { max: OFFER_LIMITS.addons })),
  })
  .superRefine((offer, context) => {
    for (const list of ['packages', 'addons'] as const) {
      const seen = new Set<string>()
      offer[list].forEach((entry, index) => {
        const key = entry.name.toLowerCase()
        if (seen.has(key)) context.addIssue({ code: 'custom', path: [list, index, 'name'], message: m('validation.offer.sameName') })
        seen.add(key)
      })
    }
  })
export type TOfferInput = z.infer<typeof ZOfferInput>
export type TOfferFormInput = z.input<typeof ZOfferInput>

/** What a booking chooses of the offer: a package (the first when none is named) and add-ons, with hours for those priced by the hour. */
export const ZOfferChoice = z.object({
  packageId: ZOfferId.optional(),
  addons: z
    .array(z.object({ id: ZOfferId, quantity: wholeNumberBetween(label('validation.label.hours'), 1, OFFER_LIMITS.hours).optional() }))
    .max(OFFER_LIMITS.addons)
    .optional(),
})

/** One line of a booking's price, as the detail page, the cart and the order show it: the listing itself (no packages), a package, or an add-on. */
export const ZPriceLine = z.object({
  /** `item`: a line its merchant wrote in a quote (decision 057). */
  kind: z.enum(['listing', 'package', 'addon', 'item']),
  name: z.string(),
  nameBn: z.string().nullable(),
  unit: z.enum(ADDON_UNITS),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  amount: z.number().int(),
})
export type TPriceLine = z.infer<typeof ZPriceLine>
