import { readEnv } from '../env'
import { openConfiguredDatabase } from './client'
import { demoBookingsAllowed, seedDemoData } from './seed'

const env = readEnv()
const database = await openConfiguredDatabase(env)
try {
  await database.migrate()
  const { inserted, reviews } = await seedDemoData(database.db, {
    production: env.NODE_ENV === 'production',
    withBookings: demoBookingsAllowed(env),
  })
  console.log(`Seeded ${inserted} demo listings and ${reviews} reviewed past bookings (${database.kind}).`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await database.close()
}
