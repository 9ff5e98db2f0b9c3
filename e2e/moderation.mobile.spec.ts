import { expectNoSidewaysScroll, pageStatusError, test } from './fixtures'
import { moderationStory } from './support/moderation'

// Moderation at phone size, in Bangla: the users table's rows are cards whose Suspend button and the reason
// dialog's buttons stay in reach. The refused log-in answers 403, which the browser logs.
test.use({ colorScheme: 'light', reducedMotion: 'no-preference', allowedConsoleErrors: [pageStatusError(403)] })

test('on a phone in Bangla: an admin suspends a customer and hides a listing', async ({ page, createUser, loginAs }) => {
  test.setTimeout(300_000)
  await moderationStory({ page, lang: 'bn', createUser, loginAs })
  await expectNoSidewaysScroll(page)
})
