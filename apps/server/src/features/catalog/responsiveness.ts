import { sql } from 'drizzle-orm'
import { RESPONSIVENESS } from '@utsab/shared/responsiveness'
import type { TDb } from '../../db/client'

/** How often the figures are worked out again (decision 059): a "usually" figure may lag a merchant's last answer this long. */
export const RESPONSIVENESS_REFRESH_MS = 30 * 60_000

/**
 * Works out how quickly each agency usually answers (issue 37, decision 059) and keeps it on the agency and its
 * listings, in one statement. An answer is one of:
 * - a conversation's first customer message of the window, answered by the merchant's first message after it; one still
 *   unanswered after a day counts as taking as long as it has waited so far, so silence never looks quick;
 * - a request to book of the window, accepted or declined (`answered_at`), or left to lapse (counted to its deadline).
 *   A request the customer withdrew, or one still waiting, says nothing about the merchant.
 * Questions count only from customers who proved an email or a number, one per customer and agency (a merchant's own
 * accounts answered at once would otherwise make them look quick); requests need a proved customer already.
 * The figure is the median in whole minutes (rounded up), shown only from RESPONSIVENESS.minSamples answers; rows
 * are written only where the figure changed. Answers how many agencies and listings changed (the catalog cache is
 * then stale).
 */
export async function refreshResponsiveness(db: TDb, now = new Date()): Promise<{ agencies: number; listings: number }> {
  const at = sql`${now.toISOString()}::timestamptz`
  const since = sql`(${at} - make_interval(days => ${RESPONSIVENESS.windowDays}))`
  const waitedLongEnough = sql`(${at} - make_interval(mins => ${RESPONSIVENESS.unansweredCountsAfterMinutes}))`
  const result = await db.execute(sql`
    with asked as (
      select c.id, c.listing_id, c.customer_id, min(m.created_at) as asked_at
      from conversations c
      join "user" u on u.id = c.customer_id and (u.email_verified or u.phone_verified)
      join conversation_messages m on m.conversation_id = c.id and m.from_side = 'customer' and m.created_at >= ${since}
        and m.created_at <= ${at}
      where c.last_message_at >= ${since}
      group by c.id
    ),
    first_asked as (
      select distinct on (l.agency_id, q.customer_id) q.id, l.agency_id, q.asked_at
      from asked q
      join listings l on l.id = q.listing_id
      order by l.agency_id, q.customer_id, q.asked_at
    ),
    samples as (
      select q.agency_id, extract(epoch from (coalesce(r.answered_at, ${at}) - q.asked_at))::float8 / 60 as minutes
      from first_asked q
      cross join lateral (
        select min(a.created_at) as answered_at from conversation_messages a
        where a.conversation_id = q.id and a.from_side = 'merchant' and a.created_at >= q.asked_at and a.created_at <= ${at}
      ) r
      where r.answered_at is not null or q.asked_at <= ${waitedLongEnough}
      union all
      select l.agency_id, extract(epoch from (coalesce(o.answered_at, o.expires_at) - o.requested_at))::float8 / 60
      from orders o
      join listings l on l.id = o.listing_id
      where o.requested_at >= ${since} and o.requested_at <= ${at}
        and (o.answered_at is not null or (o.status = 'expired' and o.expires_at is not null))
    ),
    figures as (
      select a.id, count(s.minutes)::int as samples,
        case when count(s.minutes) >= ${RESPONSIVENESS.minSamples}
          then greatest(0, ceil(percentile_cont(0.5) within group (order by s.minutes)))::int end as minutes
      from agencies a
      left join samples s on s.agency_id = a.id
      group by a.id
    ),
    changed as (
      update agencies a set reply_minutes = f.minutes, reply_samples = f.samples
      from figures f
      where f.id = a.id and (a.reply_minutes is distinct from f.minutes or a.reply_samples <> f.samples)
      returning a.id
    ),
    copied as (
      update listings l set reply_minutes = f.minutes
      from figures f
      where l.agency_id = f.id and l.reply_minutes is distinct from f.minutes
      returning l.id
    )
    select (select count(*) from changed)::int as agencies, (select count(*) from copied)::int as listings
  `)
  const [counts] = (result as unknown as { rows: { agencies: number; listings: number }[] }).rows
  return { agencies: Number(counts?.agencies ?? 0), listings: Number(counts?.listings ?? 0) }
}
