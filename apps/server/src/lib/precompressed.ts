import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * An answer's bytes as they are, and compressed once in each encoding browsers ask for: a kept answer (a page,
 * a catalog list) is sent many times, so it is compressed when it is kept, at the best quality, never per request.
 */
export type TPrecompressed = { identity: Buffer; br?: Buffer; gzip?: Buffer; size: number }

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Below this, compression saves less than it costs (as @fastify/compress's threshold). */
const COMPRESS_FROM_BYTES = 1024

export async function precompress(text: string): Promise<TPrecompressed> {
  const identity = Buffer.from(text)
  if (identity.length < COMPRESS_FROM_BYTES) return { identity, size: identity.length }
  const [br, gzipped] = await Promise.all([
    brotli(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipAsync(identity, { level: 9 }),
  ])
  return { identity, br, gzip: gzipped, size: identity.length + br.length + gzipped.length }
}

type TEncoding = 'br' | 'gzip' | undefined
/** Browsers send a handful of Accept-Encoding values: each is read once (bounded, since a client may send any). */
const encodingOfHeader = new Map<string, TEncoding>()
const REMEMBERED_HEADERS = 64

/** The encoding this client takes: brotli, else gzip, else none (q=0 refuses one). */
export function chosenEncoding(acceptEncoding: string | undefined): TEncoding {
  if (!acceptEncoding) return undefined
  if (encodingOfHeader.has(acceptEncoding)) return encodingOfHeader.get(acceptEncoding)
  const encoding = readAcceptEncoding(acceptEncoding)
  if (encodingOfHeader.size >= REMEMBERED_HEADERS) encodingOfHeader.clear()
  encodingOfHeader.set(acceptEncoding, encoding)
  return encoding
}

function readAcceptEncoding(acceptEncoding: string): TEncoding {
  const accepted = new Set<string>()
  for (const part of acceptEncoding.split(',').slice(0, 20)) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';')
    const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean)
    if (q === undefined || Number(q) > 0) accepted.add(name.trim())
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip'
  return undefined
}

/** Sends the bytes in the encoding the client takes (the caller has set the content type). */
export function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, body: TPrecompressed) {
  reply.header('vary', 'accept-encoding')
  const encoding = chosenEncoding(request.headers['accept-encoding'])
  const encoded = encoding && body[encoding]
  if (!encoding || !encoded) return reply.send(body.identity)
  reply.header('content-encoding', encoding)
  return reply.send(encoded)
}
