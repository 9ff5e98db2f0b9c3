/** What a gateway answers for one SMS: taken (with its reference), or refused for good, or not now (retried). */
export type TSmsOutcome = { ok: true; reference: string } | { ok: false; permanent: boolean; error: string }

export type TSmsGateway = {
  name: 'simulator' | 'sslwireless'
  /** `reference` is ours and the same on every attempt, so a gateway that took it before refuses a repeat. */
  send: (sms: { to: string; body: string; reference: string }) => Promise<TSmsOutcome>
}

/**
 * SSL Wireless SMS Plus, API v3 (`POST /api/v3/send-sms`, JSON): `api_token`, `sid`, `msisdn` (8801XXXXXXXXX),
 * `sms` and `csms_id` (ours, at most 20 characters, unique). It answers `status` SUCCESS or FAILED with a
 * `status_code`; it picks GSM or Unicode itself from the text. A repeated `csms_id` (4023) means an earlier
 * attempt got through; too many requests (4029), TPS (4031) and server errors are tried again; the rest
 * (a wrong token, sender id, number, blocked number, text) never succeed by retrying.
 */
export function sslWirelessGateway(settings: { apiUrl: string; apiToken: string; senderId: string }): TSmsGateway {
  const RETRIED = new Set([4029, 4031, 5000])
  return {
    name: 'sslwireless',
    send: async ({ to, body, reference }) => {
      let response: Response
      try {
        response = await fetch(settings.apiUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            api_token: settings.apiToken,
            sid: settings.senderId,
            msisdn: to.replace(/^\+/, ''),
            sms: body,
            csms_id: reference,
          }),
          signal: AbortSignal.timeout(15_000),
        })
      } catch (error) {
        return { ok: false, permanent: false, error: `SSL Wireless not reached: ${(error as Error).message}` }
      }
      const answer = (await response.json().catch(() => null)) as {
        status?: string
        status_code?: number
        error_message?: string
        smsinfo?: { sms_status?: string; reference_id?: string }[]
      } | null
      if (!answer) {
        // A refused token or address (401, 403) stays refused; anything else may be a passing outage.
        const refused = response.status === 401 || response.status === 403
        return { ok: false, permanent: refused, error: `SSL Wireless answered HTTP ${response.status} without JSON` }
      }
      const code = Number(answer.status_code)
      if (answer.status === 'SUCCESS' && (code === 200 || answer.status_code === undefined)) {
        const info = answer.smsinfo?.[0]
        if (info && info.sms_status !== 'SUCCESS')
          return { ok: false, permanent: true, error: `SSL Wireless refused the SMS (${info.sms_status})` }
        return { ok: true, reference: info?.reference_id ?? reference }
      }
      if (code === 4023) return { ok: true, reference }
      return {
        ok: false,
        permanent: !RETRIED.has(code) && response.status < 500,
        error: `SSL Wireless ${code || response.status}: ${String(answer.error_message ?? '').slice(0, 200)}`,
      }
    },
  }
}

/** A number whose last seven digits are all 0 is one the simulator's "operator" blocks: a test's failed SMS. */
export const SIMULATOR_BLOCKED = /0000000$/

/**
 * The built-in gateway (the embedded default): every SMS stays in `sms_messages`, where the outbox page and tests read
 * it. It refuses a blocked number for good, as SSL Wireless does (4026).
 */
export const simulatorGateway: TSmsGateway = {
  name: 'simulator',
  send: async ({ to, reference }) =>
    SIMULATOR_BLOCKED.test(to) ? { ok: false, permanent: true, error: 'Simulator 4026: blocked MSISDN' } : { ok: true, reference },
}
