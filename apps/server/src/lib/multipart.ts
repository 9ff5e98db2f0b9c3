import type { FastifyRequest } from 'fastify'
import { AppError } from './errors'

export type TMultipartSpec = {
  files: Record<string, { max: number }>
  maxBytes: number
  /** The message of a file over `maxBytes` (default: "Each file must be at most 5 MB."). */
  tooLarge?: string
}

/** Pictures one user may send in a window: decoding and storing them costs CPU and disk. */
export const UPLOADS_PER_USER: [count: number, windowMs: number] = [30, 10 * 60_000]

/** "5 MB", "1.5 MB", "64 KB": a size limit as people read it. */
export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Number((bytes / 1024 / 1024).toFixed(1))} MB` : `${Math.round(bytes / 1024)} KB`

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code

/**
 * Reads a multipart form: text fields, and the named file fields (others are drained and
 * ignored). A file over the size limit or too many files answer 413/400 naming the field; a form
 * that cannot be read at all (no boundary, too many parts, a forbidden field name) answers 4xx.
 */
export async function readMultipart(request: FastifyRequest, spec: TMultipartSpec) {
  if (!request.isMultipart()) throw new AppError(415, 'Send this form as multipart/form-data.')
  const fields: Record<string, string> = {}
  const files: Record<string, Buffer[]> = Object.fromEntries(Object.keys(spec.files).map((name) => [name, []]))
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value)
        continue
      }
      let data: Buffer
      try {
        data = await part.toBuffer()
      } catch (error) {
        if (codeOf(error) !== 'FST_REQ_FILE_TOO_LARGE') throw error
        const message = spec.tooLarge ?? `Each file must be at most ${formatBytes(spec.maxBytes)}.`
        throw new AppError(413, message, { [part.fieldname]: message })
      }
      const list = Object.hasOwn(files, part.fieldname) ? files[part.fieldname] : undefined
      if (!list || data.length === 0) continue
      list.push(data)
      const max = spec.files[part.fieldname]!.max
      if (list.length > max) {
        const message = max === 1 ? 'Send only one file here.' : `Send at most ${max} files here.`
        throw new AppError(400, message, { [part.fieldname]: message })
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    const code = codeOf(error)
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError(413, 'The form has too many fields or files.')
    if (code === 'FST_PROTO_VIOLATION') throw new AppError(400, 'The form has a field name that is not allowed.')
    request.log.warn({ err: error }, 'unreadable multipart form')
    throw new AppError(400, 'The form could not be read. Please send it again.')
  }
  await limitUploads(
    request,
    Object.values(files).reduce((total, list) => total + list.length, 0),
  )
  return { fields, files }
}

/** Counts `count` pictures against the signed-in user's allowance, before any of them is decoded. */
async function limitUploads(request: FastifyRequest, count: number) {
  const user = request.user
  if (!user || count === 0) return
  const [max, windowMs] = UPLOADS_PER_USER
  for (let i = 0; i < count; i++) {
    const { allowed, retryAfterSeconds } = await request.server.rateLimiter.hit(`uploads:user:${user.id}`, max, windowMs)
    if (!allowed) {
      const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
      throw new AppError(
        429,
        `You have sent ${max} pictures in the last ${windowMs / 60_000} minutes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        undefined,
        'upload_rate_limited',
      )
    }
  }
}
