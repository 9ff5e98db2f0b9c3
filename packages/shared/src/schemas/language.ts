import { z } from 'zod'
import { LOCALES } from '../i18n/locales'
import { m } from './messages-by-key'

/** The language switch: the chosen language and the page to show in it (a path on this site). */
export const ZLanguageChoice = z.object({
  locale: z.enum(LOCALES, { message: m('validation.language') }),
  next: z.string().max(2048).optional(),
})
export type TLanguageChoice = z.infer<typeof ZLanguageChoice>
