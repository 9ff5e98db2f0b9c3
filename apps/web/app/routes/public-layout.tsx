import { Outlet } from 'react-router'
import { Footer } from '../components/ui/footer'
import { Header } from '../components/ui/header'
import { NewsletterForm } from '../features/contact/components/newsletter-form'

/** Header, content, footer (spec §2 public layout). Pages render their own errors inside it. */
export default function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer newsletter={<NewsletterForm />} />
    </div>
  )
}
