import { pageStatusError, test } from './fixtures'
import { moderationStory } from './support/moderation'

// Moderation (issue 17, decision 029). The refused log-in answers 403, which the browser logs.
test.use({ colorScheme: 'light', reducedMotion: 'no-preference', allowedConsoleErrors: [pageStatusError(403)] })

for (const lang of ['en', 'bn'] as const) {
  test(`an admin suspends a customer, who can no longer log in, and hides a listing, which leaves its list (${lang})`, async ({
    page,
    createUser,
    loginAs,
  }) => {
    test.setTimeout(300_000)
    await moderationStory({ page, lang, createUser, loginAs })
  })
}
