import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server'
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router'
import { AppStylesContext } from '#app/lib/app-styles'
import { stylesheetText } from '#app/lib/app-styles.server'
import { NonceContext } from '#app/lib/nonce'
import { scriptsAfterPaintStream } from '#app/lib/scripts-after-paint.server'

export const streamTimeout = 5_000

/**
 * React Router's default Node entry, plus the Content-Security-Policy nonce: every script the render
 * writes (the router's own and ours) carries the nonce the server put in this response's policy.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  const nonce = loadContext.shared ? undefined : loadContext.cspNonce
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers, and a page kept for every visitor without cookies, get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      loadContext.shared || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce ?? ''}>
        <AppStylesContext.Provider value={{ textOf: stylesheetText, inline: loadContext.shared === true }}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </AppStylesContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // A finished part is written in its place, however large: React would otherwise send a part over 12 KB
        // (the booking panel, the reviews) after the page and move it in by script, and the first paint showed the
        // page without it, then shifted everything below (CLS 0.34 on a listing's page).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          const shell = scriptsAfterPaintStream()
          shell.pipe(body)
          pipe(shell)
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}
