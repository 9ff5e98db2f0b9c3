import { createHash } from 'node:crypto'
import { chmod, mkdir, rm } from 'node:fs/promises'
import http from 'node:http'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * One process owns an embedded (PGlite) data folder: two opening it at once would both write the same
 * cluster and break it. The owner says so by listening on a Unix socket next to the folder (readable by
 * the folder's user only), and answers on it with a snapshot of the database (decision 041): that is how
 * `npm run backup` copies the database of a running server. A socket left by a process that died
 * answers nobody and is taken over.
 */
export class EmbeddedFolderBusy extends Error {
  constructor(readonly pgliteDir: string) {
    super(
      `Another process (a running server, \`npm run seed\`, a backup or a restore) is using the embedded database in ${pgliteDir}. Stop it first; \`npm run backup\` asks a running server for its snapshot instead.`,
    )
    this.name = 'EmbeddedFolderBusy'
  }
}

/** Unix socket paths are limited to about 104 bytes; a deeper folder gets a socket in the temporary folder, named by its path. */
const MAX_SOCKET_PATH = 100

export function ownerSocketPath(pgliteDir: string): string {
  const folder = path.resolve(pgliteDir)
  const beside = path.join(path.dirname(folder), `${path.basename(folder)}.owner.sock`)
  if (Buffer.byteLength(beside) <= MAX_SOCKET_PATH) return beside
  return path.join(tmpdir(), `utsab-${createHash('sha256').update(folder).digest('hex').slice(0, 16)}.sock`)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Whether a process listens on `socketPath` (a file left by a dead process refuses the connection). */
function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath)
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}

export type TEmbeddedOwner = {
  socketPath: string
  /** What the owner answers a snapshot request with: the data folder as a tarball. */
  serveSnapshots: (snapshot: () => Promise<Blob>) => void
  release: () => Promise<void>
}

/**
 * Claims the folder for this process, waiting up to `waitMs` for another owner to let go (a restart
 * whose old process is still closing). Throws `EmbeddedFolderBusy` when it does not.
 */
export async function claimEmbeddedFolder(pgliteDir: string, { waitMs = 0 } = {}): Promise<TEmbeddedOwner> {
  const socketPath = ownerSocketPath(pgliteDir)
  await mkdir(path.dirname(socketPath), { recursive: true })
  let snapshot: (() => Promise<Blob>) | undefined
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/snapshot' || !snapshot) {
      response.writeHead(404).end()
      return
    }
    snapshot().then(
      async (blob) => {
        response.writeHead(200, { 'content-type': 'application/x-tar', 'content-length': blob.size })
        response.end(Buffer.from(await blob.arrayBuffer()))
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(error instanceof Error ? error.message : String(error))
      },
    )
  })
  const deadline = Date.now() + waitMs
  for (;;) {
    try {
      await new Promise<void>((resolve, reject) => {
        const onError = (error: Error) => (server.off('listening', onListening), reject(error))
        const onListening = () => (server.off('error', onError), resolve())
        server.once('error', onError).once('listening', onListening).listen(socketPath)
      })
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
      if (!(await answers(socketPath))) {
        // Left by a process that died (SIGKILL, a crash): nobody owns the folder.
        await rm(socketPath, { force: true })
        continue
      }
      if (Date.now() >= deadline) throw new EmbeddedFolderBusy(path.resolve(pgliteDir))
      await sleep(200)
    }
  }
  await chmod(socketPath, 0o600)
  // Never what keeps a process alive.
  server.unref()
  return {
    socketPath,
    serveSnapshots: (take) => void (snapshot = take),
    release: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await rm(socketPath, { force: true })
    },
  }
}

/**
 * Asks the process that owns the folder for a snapshot of its database. Answers undefined when no
 * process owns it (then the caller may claim the folder and open it itself).
 */
export async function askOwnerForSnapshot(pgliteDir: string): Promise<Buffer | undefined> {
  const socketPath = ownerSocketPath(pgliteDir)
  if (!(await answers(socketPath))) return undefined
  return new Promise((resolve, reject) => {
    const request = http.get({ socketPath, path: '/snapshot' }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        const body = Buffer.concat(chunks)
        if (response.statusCode === 200) resolve(body)
        else
          reject(new Error(`The server that owns ${pgliteDir} could not take a snapshot: ${body.toString('utf8') || response.statusCode}`))
      })
    })
    request.on('error', reject)
  })
}
