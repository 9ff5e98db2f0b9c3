import type { ReactNode } from 'react'

/** A character no message contains: it marks where the node goes in the translated sentence. */
const SLOT = '\uE000'

/**
 * A translated sentence with one value rendered as a node: a link inside the sentence, or a name read
 * to screen readers only ("Edit <sr-only>Shapla Hall</sr-only>"). Each language places the value
 * where its grammar wants it, so the node is never glued to the English word order.
 */
export function SlottedText({ text, children }: { text: (slot: string) => string; children: ReactNode }) {
  const [before = '', after = ''] = text(SLOT).split(SLOT)
  return (
    <>
      {before}
      {children}
      {after}
    </>
  )
}

/**
 * The common case: the value is a name only screen readers need (the visible row already shows it).
 * Its message keeps the name apart from any word ending ('অ্যাডমিন করুন {name}', not '{name}-কে …'),
 * so what is seen reads whole without it.
 */
export function WithHiddenName({ text, name }: { text: (slot: string) => string; name: string }) {
  return (
    <SlottedText text={text}>
      <span className="sr-only">{name}</span>
    </SlottedText>
  )
}
