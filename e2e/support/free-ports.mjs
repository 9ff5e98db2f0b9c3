// Free loopback ports for the end-to-end suite's servers, so the suite runs beside anything else that listens
// (no fixed 2525, 2526, 3900 or 3210). All listeners stay open until every port is known, so the ports differ.
//   import { freePorts } from './free-ports.mjs'; await freePorts(4)
//   node e2e/support/free-ports.mjs 4   → prints the ports as a JSON array (for callers that must stay synchronous)
import { createServer } from 'node:net'
import { pathToFileURL } from 'node:url'

/** `count` distinct ports that nothing listened on a moment ago (the OS picks them: listen on port 0). */
export async function freePorts(count) {
  const servers = []
  try {
    for (let i = 0; i < count; i += 1) {
      const server = createServer()
      servers.push(server)
      await new Promise((resolve, reject) => {
        server.once('error', reject)
        server.listen(0, '127.0.0.1', resolve)
      })
    }
    return servers.map((server) => server.address().port)
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.stdout.write(JSON.stringify(await freePorts(Number(process.argv[2] ?? 1))))
}
