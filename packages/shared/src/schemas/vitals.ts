import { z } from 'zod'
import { LOCALES } from '../i18n/locales'
import { DEVICE_CLASSES, NAVIGATION_TYPES, VITALS_BOUNDS, VITALS_RATINGS, VITALS_ROUTES } from '../vitals'
import { m } from './messages-by-key'

const milliseconds = (max: number) => z.number().int().min(0).max(max).nullable()

/**
 * POST /api/vitals: one page view's measurements (decision 062). Only these fields, each bounded: the
 * route pattern (never the address), the page's language, a device class, how the page was reached and
 * the three values; a metric the browser cannot measure is null, but at least one is measured.
 */
export const ZVitalsBeacon = z
  .strictObject({
    route: z.enum(VITALS_ROUTES),
    locale: z.enum(LOCALES),
    device: z.enum(DEVICE_CLASSES),
    navigation: z.enum(NAVIGATION_TYPES),
    lcpMs: milliseconds(VITALS_BOUNDS.lcpMs),
    inpMs: milliseconds(VITALS_BOUNDS.inpMs),
    cls: z.number().min(0).max(VITALS_BOUNDS.cls).nullable(),
  })
  .refine((beacon) => beacon.lcpMs !== null || beacon.inpMs !== null || beacon.cls !== null, m('validation.vitals.noMetric'))
export type TVitalsBeacon = z.infer<typeof ZVitalsBeacon>

/** One metric of a group: its 75th percentile over the samples that measured it (null when none did), and their number. */
const ZVitalsFigure = z.object({
  p75: z.number().nullable(),
  samples: z.number().int(),
  rating: z.enum(VITALS_RATINGS).nullable(),
})

/** The p75 of each metric for one route, device class and language. */
export const ZVitalsRow = z.object({
  route: z.string(),
  device: z.enum(DEVICE_CLASSES),
  locale: z.enum(LOCALES),
  samples: z.number().int(),
  lcp: ZVitalsFigure,
  inp: ZVitalsFigure,
  cls: ZVitalsFigure,
})
export type TVitalsRow = z.infer<typeof ZVitalsRow>

const ZThreshold = z.object({ good: z.number(), poor: z.number() })

/** GET /api/admin/vitals: the last `days` days by route, device and language (most samples first), with the thresholds. */
export const ZVitalsReport = z.object({
  days: z.number().int(),
  sampleRate: z.number(),
  thresholds: z.object({ lcp: ZThreshold, inp: ZThreshold, cls: ZThreshold }),
  rows: z.array(ZVitalsRow),
})
export type TVitalsReport = z.infer<typeof ZVitalsReport>
