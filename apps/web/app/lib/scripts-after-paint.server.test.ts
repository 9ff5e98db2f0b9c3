import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { scriptsAfterPaint, scriptsAfterPaintStream, WAITING_MODULE_TYPE } from './scripts-after-paint.server'

const routerModule = 'import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");'
const page = (nonce: string) =>
  `<!DOCTYPE html><html lang="bn"><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/entry.client.js" nonce="${nonce}"/>` +
  `<link rel="modulepreload" href="/assets/root.js" nonce="${nonce}"/><title>বিয়ের হল</title></head><body><h1>বিয়ের হল</h1>` +
  `<script nonce="${nonce}">window.__reactRouterContext = {};</script><script nonce="${nonce}" type="module" async="">${routerModule}</script>` +
  `<script>window.__reactRouterContext.streamController.enqueue("data")</script></body></html>`

describe('scriptsAfterPaint', () => {
  it('takes the module preloads out of the head and keeps the start-up module waiting, text unchanged, for a loader', () => {
    const html = scriptsAfterPaint(page('n0nce'))
    expect(html).not.toMatch(/<link rel="modulepreload"/)
    expect(html).not.toMatch(/<script[^>]*type="module"/)
    const waiting = new RegExp(`<script nonce="n0nce" type="${WAITING_MODULE_TYPE}" id="utsab-start">([\\s\\S]*?)</script>`).exec(html)
    expect(waiting?.[1]).toBe(routerModule)
    const loader = /id="utsab-start">[\s\S]*?<\/script><script nonce="n0nce">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    expect(loader).toContain('["/assets/entry.client.js","/assets/root.js"]')
    expect(loader).toContain('requestAnimationFrame')
    // Everything else is as the router wrote it.
    expect(html).toContain('<title>বিয়ের হল</title></head><body><h1>বিয়ের হল</h1>')
    expect(html).toContain('enqueue("data")</script></body></html>')
  })

  it('writes no nonce on a kept page (its policy names the scripts by hash) and leaves a page without the router module alone', () => {
    expect(scriptsAfterPaint(page(''))).toMatch(/<\/script><script>\(function/)
    const handWritten = '<html><head><link rel="modulepreload" href="/a.js"/></head><body></body></html>'
    expect(scriptsAfterPaint(handWritten)).toBe(handWritten)
  })

  it('rewrites a stream cut anywhere, a Bangla letter split between chunks included, and passes what follows untouched', async () => {
    const whole = Buffer.from(page(''))
    for (const cut of [1, 7, 40, 150, whole.length - 60]) {
      const stream = scriptsAfterPaintStream()
      const out = new PassThrough()
      stream.pipe(out)
      const chunks: Buffer[] = []
      out.on('data', (chunk: Buffer) => chunks.push(chunk))
      const ended = new Promise((resolve) => out.on('end', resolve))
      for (let at = 0; at < whole.length; at += cut) stream.write(whole.subarray(at, at + cut))
      stream.end()
      await ended
      expect(Buffer.concat(chunks).toString()).toBe(scriptsAfterPaint(page('')))
    }
  })
})
