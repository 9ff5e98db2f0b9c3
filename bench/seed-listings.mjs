// Bench-only: fills a migrated database with `count` published listings spread over the four kinds and
// four districts (one agency per 50 listings), with varied prices and ratings and English and Bangla names (eight
// river and flower names, each with its number), in a few set-based inserts. The search text is written as
// listingSearchText writes it (names in both languages, agency, category; lower case).
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
      `INSERT INTO listings (kind, agency_id, name, name_bn, category, pictures, background_picture, price_bdt, rating, district, address, search_text, created_at)
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
              now() - (i || ' seconds')::interval
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
