import { FaqItem } from '#app/components/ui/faq-item'
import { useT } from '#app/lib/i18n'

const FAQ = ['several', 'areas', 'quality', 'sell'] as const

/** The home page's questions, each a shared FaqItem. */
export function Faq() {
  const t = useT()
  return (
    <section aria-labelledby="faq-title" className="container-page max-w-3xl py-16">
      <h2 id="faq-title" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
        {t('home.faq.title')}
      </h2>
      <div className="mt-8 space-y-3">
        {FAQ.map((item) => (
          <FaqItem key={item} question={t(`home.faq.${item}Question`)}>
            {t(`home.faq.${item}Answer`)}
          </FaqItem>
        ))}
      </div>
    </section>
  )
}
