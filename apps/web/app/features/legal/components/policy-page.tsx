import type { ReactNode } from 'react'
import { formatDate } from '@utsab/shared/format'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import { Link } from '#app/components/ui/link'
import { SlottedText } from '#app/components/ui/slotted-text'
import { useLocale, useT } from '#app/lib/i18n'
import { POLICY_LAST_UPDATED, POLICY_PAGES, policyPage, policyValues, type TPolicyName } from '../policy-pages'
import { FaqItem } from '#app/components/ui/faq-item'

/** A link inside a sentence: the message marks its place with `{link}`. */
export type TPolicyLink = { to: string; label: TMessageKey }

/** One piece of a section: a paragraph, a list, or something the page renders itself (the refund tiers, the FAQ). */
export type TPolicyBlock = { text: TMessageKey; link?: TPolicyLink } | { list: TMessageKey[]; ordered?: boolean } | { node: ReactNode }

/** A section: its heading (an h2 whose id the table of contents links to) and its blocks. */
export type TPolicySection = { id: string; heading: TMessageKey; blocks: TPolicyBlock[] }

/** Links that several pages' sentences use. */
export const CONTACT_LINK: TPolicyLink = { to: '/contact', label: 'legal.common.contactPage' }
export const pageLink = (name: TPolicyName): TPolicyLink => ({ to: policyPage(name).path, label: policyPage(name).title })

/** A page with this many sections or more starts with a table of contents. */
const CONTENTS_FROM = 4

/** `t` with the numbers the policy texts mention (policyValues), in the page's language. */
export function usePolicyText() {
  const t = useT()
  const values = policyValues(useLocale())
  return (key: TMessageKey) => t(key, values)
}

/** A sentence whose `{link}` is a link to another page, in the page's language. */
export function PolicySentence({ text, link }: { text: TMessageKey; link?: TPolicyLink }) {
  const t = useT()
  const values = policyValues(useLocale())
  if (!link) return <>{t(text, values)}</>
  return (
    <SlottedText text={(slot) => t(text, { ...values, link: slot })}>
      <Link to={link.to} className="link">
        {t(link.label)}
      </Link>
    </SlottedText>
  )
}

function Block({ block }: { block: TPolicyBlock }) {
  const say = usePolicyText()
  if ('node' in block) return <>{block.node}</>
  if ('list' in block) {
    const List = block.ordered ? 'ol' : 'ul'
    return (
      <List className={`space-y-2 pl-5 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
        {block.list.map((key) => (
          <li key={key}>{say(key)}</li>
        ))}
      </List>
    )
  }
  return (
    <p>
      <PolicySentence text={block.text} link={block.link} />
    </p>
  )
}

/**
 * A policy page: its name, when it was last changed, the plain-language note, a table of contents
 * for a long page, its sections in a readable column, and links to the other policy pages.
 */
export function PolicyPage({
  name,
  intro,
  sections,
  askUs = true,
}: {
  name: TPolicyName
  intro?: TMessageKey
  sections: TPolicySection[]
  /** Ends with "Questions about this page? Write to us…" (the support page says so at its top instead). */
  askUs?: boolean
}) {
  const t = useT()
  const locale = useLocale()
  const say = usePolicyText()
  const page = policyPage(name)
  const others = POLICY_PAGES.filter((other) => other.name !== name)
  return (
    <div className="container-page py-12">
      <article className="mx-auto max-w-prose">
        <header>
          <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t(page.title)}
          </h1>
          <p className="mt-3 text-sm text-stone-600 dark:text-stone-400">
            {t('legal.common.lastUpdated', { date: formatDate(POLICY_LAST_UPDATED, locale) })}
          </p>
          <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{t('legal.common.plainLanguage')}</p>
          {intro && <p className="mt-6 text-lg text-stone-800 dark:text-stone-200">{say(intro)}</p>}
        </header>

        {sections.length >= CONTENTS_FROM && (
          <nav aria-labelledby="policy-contents" className="card mt-8 p-5">
            <h2 id="policy-contents" className="text-sm font-semibold uppercase tracking-wider text-stone-600 dark:text-stone-400">
              {t('legal.common.contents')}
            </h2>
            <ol className="mt-3 list-decimal space-y-1 pl-5 marker:text-stone-500">
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="link inline-block py-0.5">
                    {t(section.heading)}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}

        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className="mt-10">
            <h2 id={section.id} className="scroll-mt-24 text-2xl font-semibold tracking-tight">
              {t(section.heading)}
            </h2>
            <div className="mt-3 space-y-4 leading-relaxed text-stone-700 dark:text-stone-300">
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} />
              ))}
            </div>
          </section>
        ))}

        {askUs && (
          <p className="mt-12 text-stone-700 dark:text-stone-300">
            <PolicySentence text="legal.common.questions" link={CONTACT_LINK} />
          </p>
        )}

        <nav aria-labelledby="policy-more" className={`${askUs ? 'mt-8' : 'mt-12'} border-t border-stone-200 pt-6 dark:border-stone-800`}>
          <h2 id="policy-more" className="text-sm font-semibold uppercase tracking-wider text-stone-600 dark:text-stone-400">
            {t('legal.common.otherPages')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            {others.map((other) => (
              <li key={other.name}>
                <Link to={other.path} className="link inline-block py-1">
                  {t(other.title)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </article>
    </div>
  )
}

/** Questions and answers, each a shared FaqItem. */
export function PolicyFaq({ items }: { items: { question: TMessageKey; answer: TMessageKey; link?: TPolicyLink }[] }) {
  const t = useT()
  return (
    <div className="space-y-3">
      {items.map((item) => (
        <FaqItem key={item.question} question={t(item.question)}>
          <PolicySentence text={item.answer} link={item.link} />
        </FaqItem>
      ))}
    </div>
  )
}
