// Bench-only: fills a migrated database with `count` published listings spread over the four kinds and
// four districts (one agency per 50 listings), with varied prices and ratings and English and Bangla names (eight
// river and flower names, each with its number), in a few set-based inserts. The search text is written as
// listingSearchText writes it (names in both languages, agency, category; lower case). Venues seat 50 to 999 guests.
// seedBookings then gives the listings booked by date `perListing` bookings each on average over the next year.
import pg from 'pg'

export async function seedListings(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const agencies = Math.max(1, Math.ceil(count / 50))
    await client.query('BEGIN')
    // A stable, valid (version 4 shaped) uuid per agency number, so listings can point at their agency.
    await client.query(`CREATE OR REPLACE FUNCTION pg_temp.bench_uuid(n integer) RETURNS uuid AS $$
      SELECT (substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-8' || substr(h, 18, 3) || '-' || substr(h, 21, 12))::uuid
      FROM (SELECT md5('bench-agency-' || n) AS h) AS x $$ LANGUAGE sql IMMUTABLE`)
    await client.query(
      `INSERT INTO agencies (id, name, district, address, phone, email)
       SELECT pg_temp.bench_uuid(i), 'Bench Agency ' || i,
              (ARRAY['Bogura','Rajshahi','Khulna','Chittagong'])[1 + i % 4]::district,
              i || ' Bench Road', '+8801711' || lpad((i % 1000000)::text, 6, '0'), 'agency' || i || '@bench.test'
       FROM generate_series(1, $1) AS i
       ON CONFLICT DO NOTHING`,
      [agencies],
    )
    await client.query(
      `INSERT INTO listings (kind, agency_id, name, name_bn, category, pictures, background_picture, price_bdt, rating, district, address, search_text, created_at, capacity)
       SELECT (ARRAY['venue','photographer','costume','makeup'])[1 + i % 4]::listing_kind,
              pg_temp.bench_uuid(1 + i % $2),
              (ARRAY['Shapla','Kadam','Bokul','Padma','Meghna','Surma','Jamuna','Karatoya'])[1 + (i / 4) % 8] || ' Hall ' || i,
              (ARRAY['শাপলা','কদম','বকুল','পদ্মা','মেঘনা','সুরমা','যমুনা','করতোয়া'])[1 + (i / 4) % 8] || ' হল ' || i,
              'Wedding', ARRAY['/demo/venue-1.svg'], '/demo/venue-bg.svg',
              1000 + (i * 7919) % 200000, round(((i * 31) % 51) / 10.0, 1),
              (ARRAY['Bogura','Rajshahi','Khulna','Chittagong'])[1 + (i / 4) % 4]::district,
              i || ' Bench Road',
              lower((ARRAY['Shapla','Kadam','Bokul','Padma','Meghna','Surma','Jamuna','Karatoya'])[1 + (i / 4) % 8]) || ' hall ' || i || ' '
                || (ARRAY['শাপলা','কদম','বকুল','পদ্মা','মেঘনা','সুরমা','যমুনা','করতোয়া'])[1 + (i / 4) % 8] || ' হল ' || i
                || ' bench agency ' || (1 + i % $2) || ' wedding',
              now() - (i || ' seconds')::interval,
              CASE WHEN i % 4 = 0 THEN 50 + (i * 13) % 950 END
       FROM generate_series(1, $1) AS i`,
      [count, agencies],
    )
    await client.query('COMMIT')
    // As autovacuum would soon after: sets the visibility map (index-only scans) and drops the trigger's dead count rows.
    await client.query('VACUUM ANALYZE listings, agencies, listing_counts')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    await client.end()
  }
}

/** The day the date benches search for: this many days after today, in Bangladesh. */
export const SEARCH_DAY_OFFSET = 30
export const searchDay = () => {
  const day = new Date(Date.now() + 6 * 3600_000)
  day.setUTCDate(day.getUTCDate() + SEARCH_DAY_OFFSET)
  return day.toISOString().slice(0, 10)
}

/**
 * `total` bookings spread over the venues, photographers and makeup artists (costumes are not booked by date), each
 * listing's on distinct days of the next year (a venue's both shifts on some): 80 % paid, 10 % cancelled, 10 % holds
 * still running. Every 16th dated listing is booked whole on the search day, so a date search has rows to skip.
 */
export async function seedBookings(databaseUrl, total) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('BEGIN')
    await client.query(`INSERT INTO "user" (id, name, email, email_verified) VALUES ('bench-customer', 'Bench Customer', 'customer@bench.test', true)
      ON CONFLICT DO NOTHING`)
    const {
      rows: [{ dated }],
    } = await client.query(`SELECT count(*)::int AS dated FROM listings WHERE kind <> 'costume'`)
    const perListing = Math.max(1, Math.ceil(total / Math.max(dated, 1)))
    await client.query(
      `INSERT INTO orders (customer_id, listing_id, kind, event_date, shift, status, event, category, customer_name, customer_email,
         agency_name, location, contact, rating, unit_price_bdt, price_bdt, total_bdt, advance_bdt, paid_bdt, cancellation_policy,
         expires_at, paid_at)
       SELECT 'bench-customer', l.id, l.kind, b.day, CASE WHEN l.kind = 'venue' THEN b.shift END, b.status, l.name, l.category,
              'Bench Customer', 'customer@bench.test', 'Bench Agency', l.address, '+8801711000000', l.rating,
              l.price_bdt, l.price_bdt, l.price_bdt, l.price_bdt, CASE WHEN b.status = 'paid' THEN l.price_bdt ELSE 0 END,
              l.cancellation_policy,
              CASE WHEN b.status = 'pending' THEN now() + interval '1 day' END, CASE WHEN b.status = 'paid' THEN now() END
       FROM (SELECT id, kind, name, category, address, rating, price_bdt, cancellation_policy, row_number() OVER (ORDER BY id) AS r
             FROM listings WHERE kind <> 'costume') AS l
       CROSS JOIN LATERAL (
         SELECT CASE WHEN j = 0 AND l.r % 16 = 0 THEN $3::date ELSE current_date + 1 + ((l.r * 37 + j * 29) % 365)::int END AS day,
                (ARRAY['evening', 'day'])[1 + (j / 2) % 2]::venue_shift AS shift,
                CASE WHEN j = 0 AND l.r % 16 = 0 THEN 'paid'
                     ELSE (ARRAY['paid','paid','paid','paid','paid','paid','paid','paid','cancelled','pending'])[1 + (l.r + j) % 10] END::order_status AS status
         FROM generate_series(0, $1 - 1) AS j
         WHERE l.r * $1 + j < $2 + $1
       ) AS b
       ON CONFLICT DO NOTHING`,
      [perListing, total, searchDay()],
    )
    // The search day's whole-day bookings: a venue's other shift too.
    await client.query(
      `INSERT INTO orders (customer_id, listing_id, kind, event_date, shift, status, event, category, customer_name, customer_email,
         agency_name, location, contact, rating, unit_price_bdt, price_bdt, total_bdt, advance_bdt, paid_bdt, cancellation_policy, paid_at)
       SELECT customer_id, listing_id, kind, event_date, 'day', 'paid', event, category, customer_name, customer_email, agency_name,
              location, contact, rating, unit_price_bdt, price_bdt, total_bdt, advance_bdt, total_bdt, cancellation_policy, now()
       FROM orders WHERE kind = 'venue' AND event_date = $1::date AND shift = 'evening'
       ON CONFLICT DO NOTHING`,
      [searchDay()],
    )
    await client.query('COMMIT')
    await client.query('VACUUM ANALYZE orders')
    const {
      rows: [{ booked }],
    } = await client.query('SELECT count(*)::int AS booked FROM orders')
    return booked
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    await client.end()
  }
}
