import type { TTranslation } from '../catalog'

export const adminEn = {} as const

export const adminBn: TTranslation<typeof adminEn> = {}
