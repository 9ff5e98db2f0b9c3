import type { TTranslation } from '../catalog'

export const dashboardEn = {} as const

export const dashboardBn: TTranslation<typeof dashboardEn> = {}
