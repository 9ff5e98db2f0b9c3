import { count, desc, gt, lt, sql, type AnyColumn } from 'drizzle-orm'
import type { TVitalsBeacon, TVitalsReport } from '@utsab/shared/schemas/vitals'
import {
  VITALS_KEEP_DAYS,
  VITALS_REPORT_DAYS,
  VITALS_SAMPLE_RATE,
  VITALS_THRESHOLDS,
  vitalsRating,
  type TDeviceClass,
  type TVitalsMetric,
} from '@utsab/shared/vitals'
import type { TLocale } from '@utsab/shared/i18n/locales'
import type { TDb } from '../../db/client'
import { webVitals } from '../../db/schema'

/** Stores one page view's measurements: only what the beacon's schema lets through, and the time. */
export async function recordVitals(db: TDb, beacon: TVitalsBeacon) {
  await db.insert(webVitals).values({
    route: beacon.route,
    locale: beacon.locale,
    device: beacon.device,
    navigation: beacon.navigation,
    lcpMs: beacon.lcpMs,
    inpMs: beacon.inpMs,
    cls: beacon.cls,
  })
}

/** The 75th percentile of a column's measured values (nulls are left out), as PostgreSQL interpolates it. */
const p75 = (column: AnyColumn) =>
  sql`percentile_cont(0.75) within group (order by ${column})`.mapWith((value: unknown) => (value === null ? null : Number(value)))

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`

const figure = (metric: TVitalsMetric, value: number | null, samples: number) => {
  const p75Value = value === null ? null : metric === 'cls' ? Math.round(value * 1000) / 1000 : Math.round(value)
  return { p75: p75Value, samples, rating: p75Value === null ? null : vitalsRating(metric, p75Value) }
}

/**
 * The admins' report: for each route, device class and language measured in the last 7 days, the p75 of
 * LCP, INP and CLS with how many page views measured each, rated by Google's thresholds; most measured first.
 */
export async function vitalsReport(db: TDb): Promise<TVitalsReport> {
  const rows = await db
    .select({
      route: webVitals.route,
      device: webVitals.device,
      locale: webVitals.locale,
      samples: count(),
      lcp: p75(webVitals.lcpMs),
      lcpSamples: count(webVitals.lcpMs),
      inp: p75(webVitals.inpMs),
      inpSamples: count(webVitals.inpMs),
      cls: p75(webVitals.cls),
      clsSamples: count(webVitals.cls),
    })
    .from(webVitals)
    .where(gt(webVitals.at, daysAgo(VITALS_REPORT_DAYS)))
    .groupBy(webVitals.route, webVitals.device, webVitals.locale)
    .orderBy(desc(count()), webVitals.route, webVitals.device, webVitals.locale)
  return {
    days: VITALS_REPORT_DAYS,
    sampleRate: VITALS_SAMPLE_RATE,
    thresholds: VITALS_THRESHOLDS,
    rows: rows.map((row) => ({
      route: row.route,
      // The table's checks hold these to the known values.
      device: row.device as TDeviceClass,
      locale: row.locale as TLocale,
      samples: row.samples,
      lcp: figure('lcp', row.lcp, row.lcpSamples),
      inp: figure('inp', row.inp, row.inpSamples),
      cls: figure('cls', row.cls, row.clsSamples),
    })),
  }
}

/** Deletes the measurements older than 30 days (the `sweep-web-vitals` task); answers how many went. */
export async function sweepOldVitals(db: TDb) {
  const removed = await db
    .delete(webVitals)
    .where(lt(webVitals.at, daysAgo(VITALS_KEEP_DAYS)))
    .returning({ id: webVitals.id })
  return removed.length
}
