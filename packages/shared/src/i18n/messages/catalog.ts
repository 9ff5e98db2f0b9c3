import type { TTranslation } from '../catalog'

export const catalogEn = {} as const

export const catalogBn: TTranslation<typeof catalogEn> = {}
