import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * Real-user Web Vitals (decision 062): one row per measured page view, sent by the page's own beacon. It
 * names a route pattern, never an address; no user, session, address or browser string is kept. Rows
 * older than 30 days are deleted by the `sweep-web-vitals` task.
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: uuid().primaryKey().defaultRandom(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The page's route pattern without its language: '/venue/:id'. */
    route: text().notNull(),
    locale: text().notNull(),
    /** `phone`, `tablet` or `desktop`, from the viewport and the pointer. */
    device: text().notNull(),
    /** Null where the browser cannot measure it (or the visitor never interacted, for INP). */
    lcpMs: integer('lcp_ms'),
    inpMs: integer('inp_ms'),
    cls: real(),
    /** How the page was reached: `navigate`, `reload`, `back_forward` or `prerender`. */
    navigation: text().notNull(),
  },
  (t) => [
    index('web_vitals_at_idx').on(t.at),
    check('web_vitals_locale_known', sql`${t.locale} in ('en', 'bn')`),
    check('web_vitals_device_known', sql`${t.device} in ('phone', 'tablet', 'desktop')`),
    check('web_vitals_navigation_known', sql`${t.navigation} in ('navigate', 'reload', 'back_forward', 'prerender')`),
    check('web_vitals_values_bounded', sql`${t.lcpMs} >= 0 and ${t.inpMs} >= 0 and ${t.cls} >= 0`),
  ],
)
