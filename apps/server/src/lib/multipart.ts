import type { FastifyRequest } from 'fastify'
import type { TMessage } from '@utsab/shared/i18n/message'
import { AppError } from './errors'

export type TMultipartSpec = {
  files: Record<string, { max: number }>
  maxBytes: number
  /** The message of a file over `maxBytes` (default: "Each file must be at most 5 MB."). */
  tooLarge?: TMessage
}

/** Pictures one user may send in a window: decoding and storing them costs CPU and disk. */
export const UPLOADS_PER_USER: [count: number, windowMs: number] = [30, 10 * 60_000]

/** "Each file must be at most 5 MB." ("1.5 MB", "64 KB"): a size limit as people read it. */
export function fileSizeLimit(bytes: number): TMessage {
  if (bytes < 1024 * 1024) return { key: 'errors.upload.fileTooLargeKb', params: { size: Math.round(bytes / 1024) } }
  const megabytes = Number((bytes / 1024 / 1024).toFixed(1))
  // A fraction stays as written ("1.5"): digits are grouped only in whole numbers.
  return { key: 'errors.upload.fileTooLargeMb', params: { size: Number.isInteger(megabytes) ? megabytes : String(megabytes) } }
}

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code

/**
 * Reads a multipart form: text fields, and the named file fields (others are drained and
 * ignored). A file over the size limit or too many files answer 413/400 naming the field; a form
 * that cannot be read at all (no boundary, too many parts, a forbidden field name) answers 4xx.
 */
export async function readMultipart(request: FastifyRequest, spec: TMultipartSpec) {
  if (!request.isMultipart()) throw new AppError('multipart_required')
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
        throw new AppError('file_too_large', undefined, { [part.fieldname]: spec.tooLarge ?? fileSizeLimit(spec.maxBytes) })
      }
      const list = Object.hasOwn(files, part.fieldname) ? files[part.fieldname] : undefined
      if (!list || data.length === 0) continue
      list.push(data)
      const max = spec.files[part.fieldname]!.max
      if (list.length > max) {
        const refused: TMessage = max === 1 ? { key: 'errors.upload.oneFile' } : { key: 'errors.upload.maxFiles', params: { max } }
        throw new AppError('too_many_files', undefined, { [part.fieldname]: refused })
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    const code = codeOf(error)
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new AppError('form_too_many_parts')
    if (code === 'FST_PROTO_VIOLATION') throw new AppError('form_field_not_allowed')
    request.log.warn({ err: error }, 'unreadable multipart form')
    throw new AppError('form_unreadable')
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
      throw new AppError('upload_rate_limited', { max, window: windowMs / 60_000, minutes })
    }
  }
}
