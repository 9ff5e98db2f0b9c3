import { endpoint, lazySchema } from '#app/lib/api-client'

/**
 * The footer's newsletter box ships on every page, so this file imports no zod: its schemas are
 * given lazily (loaded only when answers are checked, never in a plain production start).
 */
// Declared apart from the endpoint so each schema keeps its own type.
const ZSubscriptionLazy = lazySchema(() => import('@utsab/shared/schemas/contact').then((schemas) => schemas.ZNewsletterSubscription))
const ZSubscribedLazy = lazySchema(() => import('@utsab/shared/schemas/contact').then((schemas) => schemas.ZNewsletterSubscribed))

export const newsletterEndpoint = endpoint({
  method: 'POST',
  path: '/api/newsletter',
  body: ZSubscriptionLazy,
  response: ZSubscribedLazy,
})
