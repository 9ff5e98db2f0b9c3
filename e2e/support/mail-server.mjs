// A loopback mailbox for the end-to-end suite: an SMTP server that accepts every message the app sends,
// and a small HTTP API that lets the tests read them back.
//   SMTP  127.0.0.1:${MAIL_SMTP_PORT}  no auth, no TLS
//   HTTP  127.0.0.1:${MAIL_HTTP_PORT}  GET /health, GET /messages?to=<email>, DELETE /messages
import { createServer } from 'node:http'
import { SMTPServer } from 'smtp-server'

const host = '127.0.0.1'
// No default ports: playwright.config.ts passes free ones (e2e/support/env.ts), so the suite runs beside other servers.
const smtpPort = Number(process.env.MAIL_SMTP_PORT)
const httpPort = Number(process.env.MAIL_HTTP_PORT)
if (!smtpPort || !httpPort) throw new Error('Set MAIL_SMTP_PORT and MAIL_HTTP_PORT (playwright.config.ts does)')

/** @type {{ to: string[], from: string, subject: string, text: string, html: string, links: string[], messageId: string | null, receivedAt: string }[]} */
const messages = []

// ---- A minimal MIME reader: enough for what nodemailer sends (multipart, quoted-printable, base64, encoded words).

/** Splits a raw entity into its unfolded headers (lower-case names) and its body. */
function splitEntity(raw) {
  const match = /\r?\n\r?\n/.exec(raw)
  const head = match ? raw.slice(0, match.index) : raw
  const body = match ? raw.slice(match.index + match[0].length) : ''
  const headers = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { headers, body }
}

/** The value and parameters of a structured header such as Content-Type. */
function parseHeaderValue(value = '') {
  const [first, ...rest] = value.split(';')
  const params = {}
  for (const part of rest) {
    const eq = part.indexOf('=')
    if (eq > 0)
      params[part.slice(0, eq).trim().toLowerCase()] = part
        .slice(eq + 1)
        .trim()
        .replace(/^"|"$/g, '')
  }
  return { value: first.trim().toLowerCase(), params }
}

function charsetDecode(bytes, charset = 'utf-8') {
  try {
    return new TextDecoder(charset).decode(bytes)
  } catch {
    return new TextDecoder('utf-8').decode(bytes)
  }
}

/** Quoted-printable to bytes: soft line breaks (`=\r\n`) vanish, `=XX` becomes the byte XX. */
function decodeQuotedPrintable(text) {
  const unwrapped = text.replace(/=\r?\n/g, '')
  const bytes = []
  for (let i = 0; i < unwrapped.length; i++) {
    const char = unwrapped[i]
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(unwrapped.slice(i + 1, i + 3))) {
      bytes.push(parseInt(unwrapped.slice(i + 1, i + 3), 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(char, 'utf8'))
    }
  }
  return Uint8Array.from(bytes)
}

function decodeBody(body, encoding = '', charset) {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return charsetDecode(decodeQuotedPrintable(body), charset)
    case 'base64':
      return charsetDecode(Buffer.from(body.replace(/\s+/g, ''), 'base64'), charset)
    default:
      return charsetDecode(Buffer.from(body, 'binary'), charset)
  }
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) in a header. */
function decodeHeader(value = '') {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, charset, kind, data) =>
      kind.toUpperCase() === 'B'
        ? charsetDecode(Buffer.from(data, 'base64'), charset)
        : charsetDecode(decodeQuotedPrintable(data.replace(/_/g, ' ')), charset),
    )
}

/** Collects the text and HTML bodies of an entity, walking multipart containers. */
function collectBodies(raw, into = { text: [], html: [] }) {
  const { headers, body } = splitEntity(raw)
  const type = parseHeaderValue(headers['content-type'] ?? 'text/plain')
  if (type.value.startsWith('multipart/') && type.params.boundary) {
    const delimiter = `--${type.params.boundary}`
    const parts = body.split(delimiter).slice(1)
    for (const part of parts) {
      if (part.startsWith('--')) break
      collectBodies(part.replace(/^\r?\n/, ''), into)
    }
    return into
  }
  const disposition = parseHeaderValue(headers['content-disposition'] ?? '')
  if (disposition.value === 'attachment') return into
  const decoded = decodeBody(body, headers['content-transfer-encoding'], type.params.charset)
  if (type.value === 'text/html') into.html.push(decoded)
  else if (type.value === 'text/plain') into.text.push(decoded)
  return into
}

const entities = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  '#x27': "'",
  '#x2F': '/',
  '#47': '/',
  '#61': '=',
  '#x3D': '=',
}
const decodeEntities = (text) =>
  text.replace(/&(#?[0-9A-Za-z]+);/g, (whole, name) => {
    if (name in entities) return entities[name]
    if (/^#x[0-9a-f]+$/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16))
    if (/^#\d+$/.test(name)) return String.fromCodePoint(Number(name.slice(1)))
    return whole
  })

/** Every http(s) URL in the bodies, HTML entities decoded, each once, in order of appearance. */
function findLinks(...bodies) {
  const links = []
  for (const body of bodies) {
    for (const match of decodeEntities(body).matchAll(/https?:\/\/[^\s"'<>()[\]]+/g)) {
      const link = match[0].replace(/[.,;:!?]+$/, '')
      if (!links.includes(link)) links.push(link)
    }
  }
  return links
}

const addresses = (value = '') => [...value.matchAll(/[^\s<>,;"]+@[^\s<>,;"]+/g)].map((m) => m[0].toLowerCase())

function parseMessage(raw, envelopeTo = []) {
  const { headers } = splitEntity(raw)
  const { text, html } = collectBodies(raw)
  const to = [...new Set([...envelopeTo.map((a) => a.toLowerCase()), ...addresses(headers.to), ...addresses(headers.cc)])]
  return {
    to,
    from: decodeHeader(headers.from),
    subject: decodeHeader(headers.subject),
    text: text.join('\n'),
    html: html.join('\n'),
    links: findLinks(...html, ...text),
    // The same for every attempt at one queued mail: a repeat delivery shows as a repeated id.
    messageId: headers['message-id'] ?? null,
    receivedAt: new Date().toISOString(),
  }
}

// ---- The servers

const smtp = new SMTPServer({
  disabledCommands: ['AUTH', 'STARTTLS'],
  authOptional: true,
  logger: false,
  banner: 'Utsab e2e mailbox',
  size: 20 * 1024 * 1024,
  onData(stream, session, callback) {
    const chunks = []
    stream.on('data', (chunk) => chunks.push(chunk))
    stream.on('end', () => {
      try {
        const raw = Buffer.concat(chunks).toString('binary')
        const message = parseMessage(
          raw,
          session.envelope.rcptTo.map((r) => r.address),
        )
        messages.push(message)
        if (process.env.MAIL_DEBUG) console.log(`[mail] to=${message.to.join(',')} subject=${message.subject}`)
        callback()
      } catch (error) {
        callback(error)
      }
    })
  },
})
smtp.on('error', (error) => console.error('[mail] smtp error', error))

const http = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${host}`)
  const json = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }
  if (req.method === 'GET' && url.pathname === '/health') return json(200, { ok: true, messages: messages.length })
  if (req.method === 'GET' && url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase()
    return json(
      200,
      messages.filter((message) => !to || message.to.includes(to)),
    )
  }
  if (req.method === 'DELETE' && url.pathname === '/messages') {
    messages.length = 0
    return json(200, { ok: true })
  }
  json(404, { error: 'not found' })
})

smtp.listen(smtpPort, host, () => {
  http.listen(httpPort, host, () => console.log(`[mail] smtp://${host}:${smtpPort}, http://${host}:${httpPort}`))
})

const stop = () => {
  http.close()
  smtp.close(() => process.exit(0))
  setTimeout(() => process.exit(0), 1000).unref()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
