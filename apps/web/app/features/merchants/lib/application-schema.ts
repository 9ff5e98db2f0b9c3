import { z } from 'zod'
import { ZBusinessCategory, ZDistrictChoice, ZMerchantApplicationFields, ZPriceBdt, ZRating } from '@utsab/shared/schemas/merchants'
import { m } from '@utsab/shared/schemas/messages-by-key'
import { APPLICATION_MAX_PICTURES, filesOf, filesProblem } from './application-files'

/** Files of one input, checked by their content (images only), size and number; the output is the files. */
const imageFiles = (required: string, max: number) =>
  z
    .unknown()
    .transform(filesOf)
    .superRefine(async (files, ctx) => {
      const problem = await filesProblem(files, { required, max })
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    })

/** A number input's text: asked for by name when empty (not read as 0), then checked by the shared rules. */
const filledNumber = (required: string, rules: z.ZodType<number>) =>
  z
    .string()
    .trim()
    .min(1, required)
    .transform((value, ctx) => {
      const parsed = rules.safeParse(value)
      if (parsed.success) return parsed.data
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message })
      return z.NEVER
    })

/**
 * The shared rules of the application (spec §5 and the issue's formats), as the inputs hold them:
 * selects and number inputs give strings (an empty one is asked for by name, not read as 0), the
 * checkbox a boolean, and the file inputs their files.
 */
export const ZApplicationForm = ZMerchantApplicationFields.extend({
  businessCategory: z.string().pipe(ZBusinessCategory),
  district: z.string().pipe(ZDistrictChoice),
  price: filledNumber(m('validation.merchant.priceRequired'), ZPriceBdt),
  rating: filledNumber(m('validation.merchant.ratingRequired'), ZRating),
  agree: z.boolean().refine((agreed) => agreed, m('validation.agree')),
  pictures: imageFiles(m('validation.merchant.picturesRequired'), APPLICATION_MAX_PICTURES),
  licence: imageFiles(m('validation.merchant.licenceRequired'), 1),
})
export type TApplicationFormInput = z.input<typeof ZApplicationForm>
export type TApplicationFormOutput = z.output<typeof ZApplicationForm>
