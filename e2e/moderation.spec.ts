import { pageStatusError, test } from './fixtures'
import { moderationStory } from './support/moderation'

// Moderation (issue 17, decision 029). The refused log-in answers 403, which the browser logs.
test.use({ colorScheme: 'light', reducedMotion: 'no-preference', allowedConsoleErrors: [pageStatusError(403)] })

// In English here; in Bangla at phone size in moderation.mobile.spec.ts.
test('an admin suspends a customer, who can no longer log in, and hides a listing, which leaves its list', async ({
  page,
  createUser,
  loginAs,
}) => {
  test.setTimeout(300_000)
  await moderationStory({ page, lang: 'en', createUser, loginAs })
})
