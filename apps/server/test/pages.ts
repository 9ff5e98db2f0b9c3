import { existsSync } from 'node:fs'
import path from 'node:path'
import { Window } from 'happy-dom'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { seedDemoData } from '../src/db/seed'
import { webBuildFolder } from '../src/paths'
import { webPlugin } from '../src/plugins/web'
import { createTestApp } from './test-app'

/**
 * Pages as the production process renders them: the real API and React Router's server build
 * (apps/web/build, made by `npm run build`) on one Fastify app, reached with `inject`, over the demo
 * catalog. What a page's HTML says before any script runs — its status, head tags, redirects,
 * headings, empty and error states — is tested here rather than in a browser.
 */
export async function createPageApp(
  overrides: Record<string, string> = {},
  { listen = false, beforeReady }: { listen?: boolean; beforeReady?: (app: FastifyInstance) => void } = {},
) {
  if (!existsSync(path.join(webBuildFolder, 'server/index.js')))
    throw new Error('Page tests render the production build of the web app: run `npm run build` first.')
  const testApp = await createTestApp(overrides, {
    // Listening also starts what production starts with it: the job worker and the recurring tasks' schedules.
    listen,
    beforeReady: async (app) => {
      beforeReady?.(app)
      await app.register(webPlugin, { mode: 'production', buildFolder: webBuildFolder })
    },
  })
  await seedDemoData(testApp.db, { production: false, withBookings: true })
  return { ...testApp, render: (url: string, options: TRenderOptions = {}) => renderPage(testApp.app, url, options) }
}

type TRenderOptions = { cookie?: string; headers?: Record<string, string>; method?: InjectOptions['method'] }

export type TRenderedPage = Awaited<ReturnType<typeof renderPage>>

/** One GET of a page: its status and headers, the HTML, and the parsed document with Testing Library's queries. */
async function renderPage(
  app: { inject: (options: InjectOptions) => Promise<LightMyRequestResponse> },
  url: string,
  options: TRenderOptions,
) {
  const response = await app.inject({
    method: options.method ?? 'GET',
    url,
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
  })
  const html = response.body
  const window = new Window({
    url: `http://utsab.test${url}`,
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
  })
  const document = window.document
  document.write(html)
  const head = (selector: string, attribute: string) => document.querySelector(selector)?.getAttribute(attribute) ?? null
  return {
    status: response.statusCode,
    headers: response.headers,
    /** Where a redirect sends the visitor. */
    location: response.headers.location as string | undefined,
    html,
    document,
    /** The text of the page's h1s. */
    headings: [...document.querySelectorAll('h1')].map((heading) => heading.textContent.trim()),
    /** The addresses of the links whose whole text is `name`. */
    linksNamed: (name: string) =>
      [...document.querySelectorAll('a')].filter((link) => link.textContent.trim() === name).map((link) => link.getAttribute('href')),
    title: document.title,
    lang: document.documentElement.getAttribute('lang'),
    canonical: head('link[rel="canonical"]', 'href'),
    description: head('meta[name="description"]', 'content'),
    robots: head('meta[name="robots"]', 'content'),
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
    close: () => window.happyDOM.close(),
  }
}
