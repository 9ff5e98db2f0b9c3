import type { TTranslation } from '../catalog'

export const homeEn = {} as const

export const homeBn: TTranslation<typeof homeEn> = {}
