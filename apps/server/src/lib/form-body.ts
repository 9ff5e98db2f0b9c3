import type { FastifyInstance } from 'fastify'

/**
 * Reads `application/x-www-form-urlencoded` bodies as a flat record, in the plugin that registers
 * it only: payment gateways post their callbacks as forms, and nothing else of ours takes one.
 */
export function acceptFormBodies(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))))
  })
}

/** A posted form's field as a string ('' when absent or not text). */
export const formField = (body: unknown, name: string): string => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined
  return typeof value === 'string' ? value : ''
}

/**
 * Reads `multipart/form-data` bodies as a flat record of their text fields (files ignored), in the
 * plugin that registers it only: SSLCommerz's own Node client posts its session initiation so.
 */
export function acceptMultipartFormBodies(app: FastifyInstance, bodyLimit: number) {
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit }, (request, body, done) => {
    // The platform's own multipart reader: no parser of ours for a format this rarely needed.
    new Response(body as Buffer, { headers: { 'content-type': String(request.headers['content-type']) } })
      .formData()
      .then((form) => {
        const fields: Record<string, string> = {}
        for (const [name, value] of form) if (typeof value === 'string') fields[name] = value
        done(null, fields)
      })
      .catch(() => done(null, {}))
  })
}
