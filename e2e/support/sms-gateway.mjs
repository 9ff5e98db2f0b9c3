// A loopback stand-in of SSL Wireless SMS Plus (API v3), the SMS gateway the app talks to when SMS_API_TOKEN is set,
// following its documented request and answers, and an HTTP API that lets tests read the SMS back.
//   POST /api/v3/send-sms   { api_token, sid, msisdn, sms, csms_id } → { status, status_code, error_message, smsinfo }
//   GET  /health, GET /messages?to=<number>, DELETE /messages
//   POST /control/next      { status_code, lose_answer? }: the next send fails so (a test's outage); lose_answer takes
//                           the SMS but answers HTTP 502, as a gateway whose answer is lost on the way
// Run as a script (SMS_GATEWAY_PORT, SMS_GATEWAY_TOKEN, SMS_GATEWAY_SID) or started by a test (createSmsGateway).
import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import { pathToFileURL } from 'node:url'

const ERRORS = {
  4001: 'Unauthorized',
  4002: 'SID not permitted',
  4020: 'Invalid CSMS ID',
  4022: 'Required parameter missing',
  4023: 'Duplicate CSMS ID',
  4025: 'Invalid MSISDN',
  4026: 'Blocked MSISDN',
  4029: 'Too many requests',
  5000: 'Unknown server error',
}

/** @param {{ token: string, sid: string }} account */
export function createSmsGateway(account) {
  /** @type {{ msisdn: string, to: string, sms: string, csmsId: string, referenceId: string, smsType: string, receivedAt: string }[]} */
  const messages = []
  const csmsIds = new Set()
  /** @type {{ status_code: number, lose_answer?: boolean } | null} */
  let next = null

  const json = (response, status, body) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }
  const failed = (response, code) =>
    json(response, 200, { status: 'FAILED', status_code: code, error_message: ERRORS[code] ?? 'Failed', smsinfo: [] })
  const readBody = (request) =>
    new Promise((resolve) => {
      let text = ''
      request.on('data', (chunk) => (text += chunk))
      request.on('end', () => {
        try {
          resolve(JSON.parse(text))
        } catch {
          resolve(null)
        }
      })
    })

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (request.method === 'GET' && url.pathname === '/health') return json(response, 200, { ok: true })
    if (request.method === 'GET' && url.pathname === '/messages') {
      const to = (url.searchParams.get('to') ?? '').replace(/^\+/, '')
      return json(response, 200, { data: messages.filter((sms) => !to || sms.msisdn === to).toReversed() })
    }
    if (request.method === 'DELETE' && url.pathname === '/messages') {
      messages.length = 0
      return json(response, 200, { ok: true })
    }
    if (request.method === 'POST' && url.pathname === '/control/next') {
      next = await readBody(request)
      return json(response, 200, { ok: true })
    }
    if (request.method !== 'POST' || url.pathname !== '/api/v3/send-sms')
      return json(response, 404, { status: 'FAILED', status_code: 4005, error_message: 'End point not found' })
    const body = await readBody(request)
    if (!body || typeof body !== 'object') return failed(response, 4004)
    const { api_token: token, sid, msisdn, sms, csms_id: csmsId } = body
    if (!token || !sid || !msisdn || !sms || !csmsId) return failed(response, 4022)
    if (token !== account.token) return failed(response, 4001)
    if (sid !== account.sid) return failed(response, 4002)
    if (typeof csmsId !== 'string' || !/^[A-Za-z0-9]{1,20}$/.test(csmsId)) return failed(response, 4020)
    if (typeof msisdn !== 'string' || !/^8801[3-9]\d{8}$/.test(msisdn)) return failed(response, 4025)
    if (csmsIds.has(csmsId)) return failed(response, 4023)
    if (/0000000$/.test(msisdn)) return failed(response, 4026)
    const forced = next
    next = null
    if (forced && !forced.lose_answer) return failed(response, forced.status_code)
    csmsIds.add(csmsId)
    const referenceId = randomUUID()
    const smsType = /[\u0080-\uffff]/.test(sms) ? 'BN' : 'EN'
    messages.push({ msisdn, to: `+${msisdn}`, sms, csmsId, referenceId, smsType, receivedAt: new Date().toISOString() })
    if (forced?.lose_answer) return json(response, 502, { message: 'Bad gateway' })
    return json(response, 200, {
      status: 'SUCCESS',
      status_code: 200,
      error_message: '',
      smsinfo: [
        {
          sms_status: 'SUCCESS',
          status_message: 'Success',
          msisdn,
          sms_type: smsType,
          sms_body: sms,
          csms_id: csmsId,
          reference_id: referenceId,
        },
      ],
    })
  })
  return { server, messages }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.SMS_GATEWAY_PORT)
  if (!port) throw new Error('Set SMS_GATEWAY_PORT (playwright.config.ts does)')
  const { server } = createSmsGateway({
    token: process.env.SMS_GATEWAY_TOKEN ?? 'e2e-sms-token',
    sid: process.env.SMS_GATEWAY_SID ?? 'UTSAB',
  })
  server.listen(port, '127.0.0.1')
}
