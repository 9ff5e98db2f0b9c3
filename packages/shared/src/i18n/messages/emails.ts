import type { TTranslation } from '../catalog'

export const emailsEn = {} as const

export const emailsBn: TTranslation<typeof emailsEn> = {}
