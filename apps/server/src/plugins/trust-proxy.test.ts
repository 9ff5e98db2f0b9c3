import { describe, expect, it } from 'vitest'
import { signupForm, TEST_PASSWORD, uniqueEmail } from '../../test/actors'
import { createTestApp } from '../../test/test-app'
import { readEnv } from '../env'

/**
 * Issue 35, finding 3: behind a proxy only the hops we were told of are trusted. The client's own address is
 * the entry the last trusted proxy appended; whatever the client wrote before it is the client's to forge.
 */

const PROXY = '10.0.0.2'
const CLIENT = '198.51.100.7'

async function signUpsFromOneClient(trustProxy: string) {
  const t = await createTestApp(
    { TRUST_PROXY: trustProxy, AUTH_RATE_LIMIT_FACTOR: '1' },
    { beforeReady: (app) => void app.get('/test/client-ip', async (request) => ({ ip: request.ip })) },
  )
  try {
    const statuses: number[] = []
    for (let attempt = 1; attempt <= 6; attempt++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/signup',
        remoteAddress: PROXY,
        // nginx's $proxy_add_x_forwarded_for: what the client sent, then the address nginx saw.
        headers: { 'x-forwarded-for': `203.0.113.${attempt}, ${CLIENT}` },
        payload: signupForm({ fullName: 'Rotating', email: uniqueEmail('rotating'), password: TEST_PASSWORD }) as never,
      })
      statuses.push(response.statusCode)
    }
    const seen = await t.app.inject({
      method: 'GET',
      url: '/test/client-ip',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': `203.0.113.99, ${CLIENT}` },
    })
    return { statuses, ip: seen.json<{ ip: string }>().ip }
  } finally {
    await t.close()
  }
}

describe('TRUST_PROXY', () => {
  it('with TRUST_PROXY=1, a rotating first X-Forwarded-For entry does not escape the per-address sign-up limit', async () => {
    const { statuses, ip } = await signUpsFromOneClient('1')
    expect(ip).toBe(CLIENT)
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201])
    expect(statuses[5]).toBe(429)
  })

  it('TRUST_PROXY=true means one hop, no longer every hop', async () => {
    const { statuses, ip } = await signUpsFromOneClient('true')
    expect(ip).toBe(CLIENT)
    expect(statuses[5]).toBe(429)
  })

  it('takes a hop count or a list of proxy addresses and networks, and refuses anything else', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false)
    expect(readEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false)
    expect(readEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false)
    expect(readEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(readEnv({ TRUST_PROXY: '10.0.0.2, 172.16.0.0/12,fd00::/8' }).TRUST_PROXY).toEqual(['10.0.0.2', '172.16.0.0/12', 'fd00::/8'])
    for (const bad of ['yes', '10.0.0.300', '10.0.0.0/33', '1.5', '-1', 'evil.example'])
      expect(() => readEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/)
  })
})
