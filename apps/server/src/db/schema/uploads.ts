import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { user } from './auth'

/**
 * Every picture the image store wrote, and who sent it: a profile picture must be one of the user's
 * own (issue 13), not any path under /uploads/. `ownerId` is empty only for a sign-up photo, for the
 * moment between storing it and creating its account.
 */
export const uploads = pgTable(
  'uploads',
  {
    url: text().primaryKey(),
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId)],
)
