import { Writable } from 'node:stream'

/** A pino destination that keeps every line it is given, for tests that read what the server logged. */
export function captureLog() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString())
      done()
    },
  })
  return { lines, stream }
}
