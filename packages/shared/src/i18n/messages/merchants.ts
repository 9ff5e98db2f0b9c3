import type { TTranslation } from '../catalog'

export const merchantsEn = {} as const

export const merchantsBn: TTranslation<typeof merchantsEn> = {}
