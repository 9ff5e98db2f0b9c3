import { lazy, Suspense } from 'react'
import { Outlet, useLocation, useMatches, useNavigation, useRouteLoaderData } from 'react-router'
import { useT } from '#app/lib/i18n'
import { useMe } from '#app/lib/session'
import { Footer } from '#app/components/ui/footer'
import { Header } from '#app/components/ui/header'
import { LanguageOffer, ReadInBangla } from '#app/components/ui/language-switch'
import { PageSpinner } from '#app/components/ui/spinner'
import { useVerifiedToast } from '#app/features/auth/hooks/use-verified-toast'
import { isGuardedPath } from '#app/features/auth/lib/guarded-paths'
import { explainsVerification } from '#app/features/auth/lib/verification-handle'
import { NewsletterForm } from '#app/features/contact/components/newsletter-form'

/**
 * The account menu and its mutations load only for a logged-in visitor, keeping them out of a
 * guest's first visit. A server-rendered button stays on screen until its code arrives.
 */
const VerifyEmailBanner = lazy(() =>
  import('#app/features/auth/components/verify-email').then((module) => ({ default: module.VerifyEmailBanner })),
)
const AccountMenu = lazy(() => import('#app/features/auth/components/account-menu').then((module) => ({ default: module.AccountMenu })))
const AccountMenuEntries = lazy(() =>
  import('#app/features/auth/components/account-menu').then((module) => ({ default: module.AccountMenuEntries })),
)

/** Header, content, footer (spec §2 public layout). Pages render their own errors inside it. */
export default function PublicLayout() {
  const t = useT()
  const { user, isAdmin, cartCount, unreadMessages } = useMe()
  const rootData = useRouteLoaderData('root') as { offerBangla?: boolean; readInBangla?: boolean } | undefined
  const offerBangla = rootData?.offerBangla === true
  const navigation = useNavigation()
  useVerifiedToast()
  // Spec §4: a login-only page shows a loader while its guard checks the session — when coming from
  // outside the login-only area; moving within it (between dashboard pages) keeps the page and sidebar.
  const location = useLocation()
  const pageExplainsVerification = useMatches().some((match) => explainsVerification(match.handle))
  const checkingSession = navigation.state === 'loading' && isGuardedPath(navigation.location.pathname) && !isGuardedPath(location.pathname)
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('site.skipToContent')}
      </a>
      <Header
        viewer={!user ? 'guest' : isAdmin ? 'admin' : 'member'}
        cartCount={cartCount}
        unreadMessages={unreadMessages}
        account={
          <Suspense fallback={<span className="inline-block size-11" aria-hidden="true" />}>
            <AccountMenu />
          </Suspense>
        }
        mobileAccount={
          <Suspense fallback={null}>
            <AccountMenuEntries />
          </Suspense>
        }
      />
      {offerBangla && <LanguageOffer />}
      {rootData?.readInBangla === true && <ReadInBangla />}
      {user && !user.emailVerified && !user.phoneVerified && !pageExplainsVerification && (
        <Suspense fallback={null}>
          <VerifyEmailBanner email={user.email} />
        </Suspense>
      )}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {checkingSession ? <PageSpinner /> : <Outlet />}
      </main>
      <Footer newsletter={<NewsletterForm />} />
    </div>
  )
}
