import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { createRequestListener } from '@react-router/node'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ServerBuild } from 'react-router'
import type { TApiFetch, TLoadContext } from '@utsab/shared/load-context'

type TNodeHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

export type TWebOptions =
  | { mode: 'production'; buildFolder: string }
  /** Vite in middleware mode: `middlewares` serves modules and assets, `loadBuild` the current server build. */
  | { mode: 'development'; middlewares: TNodeHandler; loadBuild: () => Promise<ServerBuild> }

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Mounts the React Router app: static client files, then every other GET goes to React Router's
 * request handler. Loaders reach the API in process through `context.api`, with the visitor's cookies.
 */
export async function webPlugin(app: FastifyInstance, options: TWebOptions) {
  const loadContext = (request: Request): TLoadContext => {
    const cookie = request.headers.get('cookie')
    const api: TApiFetch = async (url, init = {}) => {
      const response = await app.inject({
        method: init.method ?? 'GET',
        url,
        headers: { ...(cookie ? { cookie } : {}), ...init.headers },
        ...(init.body === undefined ? {} : { payload: init.body as object }),
      })
      return { status: response.statusCode, headers: response.headers, json: () => response.json() }
    }
    return { api, origin: app.publicUrl ?? new URL(request.url).origin }
  }

  let handle: TNodeHandler
  if (options.mode === 'production') {
    const clientFolder = path.join(options.buildFolder, 'client')
    await app.register(fastifyStatic, {
      root: clientFolder,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.startsWith(path.join(clientFolder, 'assets') + path.sep)
        res.setHeader('cache-control', hashed ? IMMUTABLE : 'public, max-age=3600')
      },
    })
    const serverBuildPath = path.join(options.buildFolder, 'server/index.js')
    const build = (await import(serverBuildPath)) as ServerBuild
    const listener = createRequestListener({ build, mode: 'production', getLoadContext: loadContext })
    handle = (req, res) => void listener(req, res)
  } else {
    const { middlewares, loadBuild } = options
    handle = (req, res) =>
      middlewares(req, res, () => {
        void createRequestListener({ build: loadBuild, mode: 'development', getLoadContext: loadContext })(req, res)
      })
  }

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith('/api/')) {
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No API route for ${request.method} ${request.url}` })
    }
    reply.hijack()
    handle(request.raw, reply.raw, () => {})
  }
  // Fastify adds the matching HEAD route itself; Node leaves out the body of a HEAD answer.
  app.get('/*', { schema: { hide: true } }, render)
}
