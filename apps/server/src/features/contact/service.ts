import type { z } from 'zod'
import type { ZContactMessage } from '@utsab/shared/schemas/contact'
import type { TDb } from '../../db/client'
import { contactMessages, newsletterSubscribers } from '../../db/schema'

export async function saveContactMessage(db: TDb, message: z.output<typeof ZContactMessage>): Promise<string> {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id })
  if (!row) throw new Error('insert returned no row')
  return row.id
}

/** Subscribing twice is not an error: the address is simply on the list. */
export async function subscribeToNewsletter(db: TDb, email: string): Promise<void> {
  await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing()
}
