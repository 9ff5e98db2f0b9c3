import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { serverTranslator } from '@utsab/shared/i18n/compile'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import type { TLocale } from '@utsab/shared/i18n/locales'
import { escapeHtml } from '../../../lib/html'

/**
 * What the built-in gateway simulators' pages share: their shell (a Test mode banner on every
 * screen), their style, their Bangla font, and the test wallets they accept.
 */

/** Test wallets, as bKash's sandbox publishes a few numbers: OTP 123456 and PIN 12121 for all of them. */
export const TEST_WALLETS = {
  '01770618575': 'succeeds',
  '01770618576': 'insufficient_balance',
  '01770618577': 'timeout',
} as const
export const TEST_OTP = '123456'
export const TEST_PIN = '12121'

/** Under /api; a path no real gateway has, so nobody mistakes a simulator for one. */
export const SIMULATORS_PREFIX = '/test-gateways'
const fontPath = (weight: number) => `${SIMULATORS_PREFIX}/noto-sans-bengali-${weight}.woff2`

const PAGE_STYLE = `
${[400, 700].map((weight) => `@font-face{font-family:'Noto Sans Bengali';font-weight:${weight};font-display:swap;src:url('/api${fontPath(weight)}') format('woff2');unicode-range:U+0951-0952,U+0964-0965,U+0980-09FE,U+200C-200D,U+25CC}`).join('\n')}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 'Noto Sans Bengali',system-ui,sans-serif;background:#f5f5f4;color:#1c1917}
main{max-width:32rem;margin:0 auto;padding:1rem}
.banner{background:#a16207;color:#fff;font-weight:700;padding:.5rem 1rem;text-align:center}
.box{background:#fff;border:1px solid #d6d3d1;border-radius:.75rem;padding:1rem;margin-top:1rem}
h1{font-size:1.25rem;margin:.5rem 0}h2{font-size:1.1rem;margin:0 0 .5rem}
label{display:block;font-weight:600;margin-top:.75rem}
input,select{width:100%;font:inherit;padding:.6rem;border:1px solid #78716c;border-radius:.5rem;margin-top:.25rem}
button{font:inherit;font-weight:700;margin-top:1rem;width:100%;padding:.75rem;border-radius:.5rem;border:0;background:#0f766e;color:#fff;cursor:pointer}
button.secondary{background:#e7e5e4;color:#1c1917}
button.bkash{background:#c2185b}
.error{color:#b91c1c;font-weight:600}.hint{font-size:.875rem;color:#57534e}
@media (prefers-color-scheme:dark){body{background:#1c1917;color:#f5f5f4}.box{background:#292524;border-color:#57534e}.hint{color:#d6d3d1}.error{color:#fca5a5}button.secondary{background:#44403c;color:#f5f5f4}}
`

/** A simulator's page: the Test mode banner, then `body`; `script` runs with the page's nonce. */
export function page(locale: TLocale, nonce: string, title: TMessageKey, body: string, script = '') {
  const { t } = serverTranslator(locale)
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(t(title))}</title><style nonce="${nonce}">${PAGE_STYLE}</style></head>
<body><div class="banner" role="note">${escapeHtml(t('gateway.testMode'))}</div><main>${body}</main>${script ? `<script nonce="${nonce}">${script}</script>` : ''}</body></html>`
}

/** Sends a simulator page with its own policy: its style and script by nonce, its font, forms to our origin. */
export const html = (reply: FastifyReply, nonce: string, body: string, status = 200) =>
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'nonce-${nonce}'; font-src 'self'; script-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    )
    .header('cache-control', 'no-store')
    .send(body)

/** The pages' Bangla letters, from the same font the site uses (a phone may have none). Registered once for all simulators. */
export function registerSimulatorFonts(app: FastifyInstance) {
  const resolve = createRequire(import.meta.url).resolve
  for (const weight of [400, 700]) {
    const file = resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff2`)
    app.get(fontPath(weight), { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('content-type', 'font/woff2')
        .header('cache-control', 'public, max-age=86400')
        .send(await readFile(file)),
    )
  }
}
