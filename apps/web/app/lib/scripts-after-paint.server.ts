import { Transform } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'
import { EARLY_CLICKS_GLOBAL } from './early-clicks'

/** The type that keeps the router's start-up module from running until the loader below starts it. */
export const WAITING_MODULE_TYPE = 'text/x-utsab-after-paint'

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g
/** The router writes one module script, the start-up module; the page's text can hold no such attribute unescaped. */
const MODULE_MARKER = ' type="module"'
const ROUTER_MODULE = /<script\b([^>]*?)\stype="module"([^>]*)>([\s\S]*?)<\/script>/

/**
 * The scripts a page hydrates with, fetched after its first paint (decision 064). The router preloads every
 * module of the page in the head and starts them as soon as they arrive; on a phone over a slow network
 * they took the bandwidth and the main thread the page's first paint, its font and its picture need.
 * Here the preloads leave the head and the start-up module waits, under another type, until a small
 * loader sees a frame painted; it then preloads the same modules at once and starts the module as the
 * router wrote it (the page's policy admits its text by nonce or by hash, wherever it is inserted).
 * A page without the router's module (an error page written by hand) is left as it is.
 */
export function scriptsAfterPaint(html: string): string {
  const start = ROUTER_MODULE.exec(html)
  if (!start) return html
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!)
  const [whole, before, after, body] = start as unknown as [string, string, string, string]
  const nonce = /\bnonce="([^"]*)"/.exec(before + after)?.[1] ?? ''
  const waiting = `<script${before} type="${WAITING_MODULE_TYPE}" id="utsab-start"${after.replace(/\s*async=""/, '')}>${body}</script>`
  const loader = `<script${nonce ? ` nonce="${nonce}"` : ''}>${loaderSource(modules)}</script>`
  return html.replace(MODULE_PRELOAD, '').replace(whole, () => waiting + loader)
}

/** Keeps the plain buttons tapped before hydration, for the page to press again (lib/early-clicks.ts). */
const earlyClicksSource = `var e=[];function k(v){var b=v.target&&v.target.closest?v.target.closest('button[type="button"]'):null;if(b&&!b.disabled)e.push(b)}d.addEventListener("click",k,true);window.${EARLY_CLICKS_GLOBAL}={stop:function(){d.removeEventListener("click",k,true)},replay:function(){e.splice(0).forEach(function(b){if(b.isConnected&&!b.disabled)b.click()})}};`

/**
 * After a frame is painted: the modules preloaded together (no waterfall of imports), then the start-up
 * module run. A page opened in a background tab paints nothing until it is shown: it starts at once.
 */
function loaderSource(modules: readonly string[]): string {
  return `(function(){var d=document;${earlyClicksSource}function start(){${JSON.stringify(modules)}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});var w=d.getElementById("utsab-start"),s=d.createElement("script");s.type="module";s.nonce=w.nonce;s.textContent=w.textContent;d.body.appendChild(s)}if(d.hidden)start();else requestAnimationFrame(function(){setTimeout(start)})})()`
}

/**
 * `scriptsAfterPaint` on a rendered stream: the document is held until the router's start-up module
 * (the end of the shell) has passed, rewritten once, and the rest (streamed data) passes untouched.
 * Each chunk is searched once, from where the last one ended: a large page arrives in many chunks.
 */
export function scriptsAfterPaintStream(): Transform {
  // A Bangla text can be split between two chunks: decoded as one text, never chunk by chunk.
  const decoder = new StringDecoder('utf8')
  let held = ''
  let moduleAt = -1
  let passing = false
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (passing) return callback(null, chunk)
      // The marker may be cut between two chunks: the search starts a little before the new text.
      const from = Math.max(0, held.length - MODULE_MARKER.length)
      held += decoder.write(chunk)
      if (moduleAt === -1) moduleAt = held.indexOf(MODULE_MARKER, from)
      const end = moduleAt === -1 ? -1 : held.indexOf('</script>', moduleAt)
      if (end === -1) return callback()
      passing = true
      const cut = end + '</script>'.length
      callback(null, scriptsAfterPaint(held.slice(0, cut)) + held.slice(cut))
    },
    flush(callback) {
      callback(null, passing ? undefined : held + decoder.end())
    },
  })
}
