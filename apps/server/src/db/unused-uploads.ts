import { and, lt, sql } from 'drizzle-orm'
import type { TDb } from './client'
import { listings, merchantApplications, orders, uploads, user } from './schema'

/**
 * Stored pictures that no row points to, older than `olderThan`: an upload whose form was never sent
 * (a cut request, a closed tab), a listing's replaced or removed pictures. The age leaves a form being
 * filled in time to be sent.
 */
export async function findUnusedUploads(db: TDb, options: { olderThan: Date; limit: number }): Promise<string[]> {
  const rows = await db
    .select({ url: uploads.url })
    .from(uploads)
    .where(
      and(
        lt(uploads.createdAt, options.olderThan),
        sql`not exists (select 1 from ${listings} where ${listings.pictures} @> array[${uploads.url}] or ${listings.backgroundPicture} = ${uploads.url})`,
        sql`not exists (select 1 from ${merchantApplications} where ${merchantApplications.pictures} @> array[${uploads.url}] or ${merchantApplications.licenceImage} = ${uploads.url})`,
        sql`not exists (select 1 from ${orders} where ${orders.picture} = ${uploads.url})`,
        sql`not exists (select 1 from ${user} where ${user.image} = ${uploads.url})`,
      ),
    )
    .orderBy(uploads.createdAt)
    .limit(options.limit)
  return rows.map((row) => row.url)
}
