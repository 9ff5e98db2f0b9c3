import { z } from 'zod'

/** Every error answer of the API. `fields` names the inputs at fault, with a message each. */
export const ZApiError = z.object({
  statusCode: z.number().int(),
  /** Machine-readable reason (`validation_failed`, `cart_full`, `cross_site_request`, …): clients branch on it, never on `message`. */
  code: z.string().optional(),
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
})
export type TApiError = z.infer<typeof ZApiError>

export const ZUuid = z.uuid({ message: 'Must be a valid id' })

export const ZEmail = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ message: 'Email is not valid' }))
  .transform((email) => email.toLowerCase())
