import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes'
import { LISTING_KINDS } from '@utsab/shared/constants'
import { KIND_META, kindListPaths } from '@utsab/shared/kinds'

const rel = (path: string) => path.replace(/^\//, '')

/**
 * Every page, once per language: English at the spec's paths, Bangla at the same paths under /bn.
 * `lang` prefixes the ids of the Bangla copies (route ids must be unique); a page reads its language
 * from its path.
 */
function pages(lang: '' | 'bn/'): RouteConfigEntry[] {
  const id = (name: string) => `${lang}${name}`
  /** Each kind's list page at both spec paths; the page reads its kind from the URL. */
  const listRoutes = LISTING_KINDS.flatMap((kind) =>
    kindListPaths(KIND_META[kind]).map((path, i) => route(rel(path), 'routes/listing-list.tsx', { id: id(`list-${kind}-${i}`) })),
  )
  /** Each kind's detail page under every prefix the spec names. */
  const detailRoutes = LISTING_KINDS.flatMap((kind) =>
    KIND_META[kind].detailPrefixes.map((detailPrefix, i) =>
      route(`${rel(detailPrefix)}/:id`, 'routes/listing-detail.tsx', { id: id(`detail-${kind}-${i}`) }),
    ),
  )
  const page = (path: string, file: string, children?: RouteConfigEntry[]) =>
    route(path, `routes/${file}.tsx`, { id: id(`routes/${file}`) }, children)
  return [
    layout('routes/public-layout.tsx', { id: id('routes/public-layout') }, [
      index('routes/home.tsx', { id: id('routes/home') }),
      route('home', 'routes/home.tsx', { id: id('home-alias') }),
      page('service', 'service'),
      // Everything free on one date, across the four kinds (issue 17).
      page('available', 'available'),
      // Two to four shortlisted listings side by side (issue 37).
      page('compare', 'compare'),
      // An event's invitation and a guest's answers, by the links the family shares (issue 37, decision 061).
      page('invite/:token', 'invite'),
      page('rsvp/:token', 'rsvp'),
      ...listRoutes,
      ...detailRoutes,
      page('about', 'about'),
      page('blogs', 'blogs'),
      page('contact', 'contact'),
      // The policy pages (issue 17), linked from the footer's Help list.
      page('terms', 'terms'),
      page('privacy', 'privacy'),
      page('refund-policy', 'refund-policy'),
      page('delivery', 'delivery'),
      page('support', 'support'),
      page('newsletter/confirmed', 'newsletter-confirmed'),
      page('login', 'login'),
      page('signup', 'signup'),
      page('forgot-password', 'forgot-password'),
      page('reset-password', 'reset-password'),
      page('orders', 'orders'),
      page('orders/:id', 'order-detail'),
      page('cart', 'cart'),
      page('payment/:id', 'payment'),
      page('become-merchant', 'become-merchant'),
      // Login required; the sidebar layout (spec §2) with its nested pages. Unknown paths under it fall to the 404 below.
      page('dashboard', 'dashboard-layout', [
        index('routes/dashboard-index.tsx', { id: id('routes/dashboard-index') }),
        page('all-users', 'dashboard-all-users'),
        page('all-bookings', 'dashboard-all-bookings'),
        page('held-payments', 'dashboard-held-payments'),
        page('payouts', 'dashboard-payouts'),
        page('revenue', 'dashboard-revenue'),
        page('hidden-listings', 'dashboard-hidden-listings'),
        page('all-reviews', 'dashboard-all-reviews'),
        page('reported-messages', 'dashboard-reported-messages'),
        // Everyone's conversations with merchants and customers, and one conversation (issue 17).
        page('messages', 'dashboard-messages'),
        page('messages/:id', 'dashboard-conversation'),
        page('contact-messages', 'dashboard-contact-messages'),
        // The durable job queue: emails that keep failing, with a retry, and the recurring tasks (issue 18).
        page('jobs', 'dashboard-jobs'),
        // The SMS of the last 30 days: sign-in codes and notices, what they cost, the latest ones (issue 36).
        page('sms', 'dashboard-sms'),
        // Real-user Web Vitals: p75 of LCP, INP and CLS per page, device and language over 7 days (issue 38).
        page('vitals', 'dashboard-vitals'),
        page('shortlist', 'dashboard-shortlist'),
        // A customer's event planner: functions, budget, checklist (issue 37).
        page('planner', 'dashboard-planner'),
        page('my-bookings', 'dashboard-my-bookings'),
        // A merchant answers a request to book with a quote (decision 057).
        page('my-bookings/:id/quote', 'dashboard-request-quote'),
        page('add-costumes', 'dashboard-add-costumes'),
        page('earnings', 'dashboard-earnings'),
        // A merchant's calendar of a listing: bookings and blocked dates (issue 17).
        page('calendar', 'dashboard-calendar'),
        // A merchant's packages and add-ons of a listing (issue 17).
        page('packages', 'dashboard-packages'),
        page('reviews', 'dashboard-reviews'),
        // Every signed-in person's own account (issue 17).
        page('account', 'dashboard-account'),
      ]),
      page('*', 'not-found'),
    ]),
    // What the service worker shows offline for an address it kept nothing of (decision 063): no header, nobody's session.
    page('offline', 'offline'),
  ]
}

export default [...pages(''), ...prefix('bn', pages('bn/'))] satisfies RouteConfig
