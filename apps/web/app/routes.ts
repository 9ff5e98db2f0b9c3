import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'
import { LISTING_KINDS } from '@utsab/shared/constants'
import { KIND_META, kindListPaths } from '@utsab/shared/kinds'

const rel = (path: string) => path.replace(/^\//, '')

/** Each kind's list page at both spec paths; the page reads its kind from the URL. */
const listRoutes = LISTING_KINDS.flatMap((kind) =>
  kindListPaths(KIND_META[kind]).map((path, i) => route(rel(path), 'routes/listing-list.tsx', { id: `list-${kind}-${i}` })),
)

/** Each kind's detail page under every prefix the spec names. */
const detailRoutes = LISTING_KINDS.flatMap((kind) =>
  KIND_META[kind].detailPrefixes.map((prefix, i) =>
    route(`${rel(prefix)}/:id`, 'routes/listing-detail.tsx', { id: `detail-${kind}-${i}` }),
  ),
)

export default [
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('home', 'routes/home.tsx', { id: 'home-alias' }),
    route('service', 'routes/service.tsx'),
    ...listRoutes,
    ...detailRoutes,
    route('about', 'routes/about.tsx'),
    route('blogs', 'routes/blogs.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('newsletter/confirmed', 'routes/newsletter-confirmed.tsx'),
    route('login', 'routes/login.tsx'),
    route('signup', 'routes/signup.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('orders', 'routes/orders.tsx'),
    route('orders/:id', 'routes/order-detail.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('payment/:id', 'routes/payment.tsx'),
    route('become-merchant', 'routes/become-merchant.tsx'),
    // Login required; the sidebar layout (spec §2) with its nested pages. Unknown paths under it fall to the 404 below.
    route('dashboard', 'routes/dashboard-layout.tsx', [
      index('routes/dashboard-index.tsx'),
      route('all-users', 'routes/dashboard-all-users.tsx'),
      route('all-bookings', 'routes/dashboard-all-bookings.tsx'),
      route('my-bookings', 'routes/dashboard-my-bookings.tsx'),
      route('add-costumes', 'routes/dashboard-add-costumes.tsx'),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig
