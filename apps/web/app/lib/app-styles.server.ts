import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The server build sits beside the client build: build/server/index.js and build/client/assets/…. */
const clientFolder = fileURLToPath(new URL('../client/', import.meta.url))
const texts = new Map<string, string>()

/** A built stylesheet's text, read once per address (a new build has new addresses). */
export function stylesheetText(href: string): string {
  let text = texts.get(href)
  if (text === undefined) {
    text = readFileSync(clientFolder + href.replace(/^\/+/, ''), 'utf8')
    // Written inside <style>: a closing tag in the text would end it early.
    if (/<\/style/i.test(text)) throw new Error(`${href} holds "</style", which cannot be inlined`)
    texts.set(href, text)
  }
  return text
}
