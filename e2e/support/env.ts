import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * The ports of the app and its loopback stand-ins. None is fixed: scripts/e2e.mjs picks free ones and passes
 * them down; when Playwright is started directly, the first load of the config (in Playwright's main process)
 * picks them here and writes them into process.env, which every worker process inherits, so the config and
 * the fixtures agree on them in all processes. A port set by hand (E2E_PORT=3301) is kept.
 */
export const E2E_PORT_VARS = ['E2E_PORT', 'E2E_MAIL_SMTP_PORT', 'E2E_MAIL_HTTP_PORT', 'E2E_OIDC_PORT', 'E2E_SMS_PORT'] as const

function ensurePorts() {
  const missing = E2E_PORT_VARS.filter((name) => !process.env[name])
  if (missing.length === 0) return
  const script = fileURLToPath(new URL('./free-ports.mjs', import.meta.url))
  const ports = JSON.parse(execFileSync(process.execPath, [script, String(missing.length)], { encoding: 'utf8' })) as number[]
  missing.forEach((name, i) => (process.env[name] = String(ports[i])))
}
ensurePorts()

const port = (name: (typeof E2E_PORT_VARS)[number]) => Number(process.env[name])

/**
 * Where the end-to-end suite's loopback stand-ins listen, and the accounts they know. Read by
 * playwright.config.ts (to start the servers and configure the app) and by the fixtures.
 */
export const e2eEnv = {
  /**
   * The browser the tests drive: Debian's old headless shell of the same Chromium build when it is installed (a fifth
   * less time for the suite than the full browser's headless mode, decision 055), else Debian's Chromium. A
   * CHROMIUM_PATH set by hand is driven as it is, as is Lighthouse's (which needs the full browser).
   */
  CHROMIUM:
    process.env.CHROMIUM_PATH ??
    (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium'),
  APP_PORT: port('E2E_PORT'),
  BASE_URL: `http://127.0.0.1:${port('E2E_PORT')}`,
  MAIL_SMTP_PORT: port('E2E_MAIL_SMTP_PORT'),
  MAIL_HTTP_PORT: port('E2E_MAIL_HTTP_PORT'),
  OIDC_PORT: port('E2E_OIDC_PORT'),
  SMTP_URL: `smtp://127.0.0.1:${port('E2E_MAIL_SMTP_PORT')}`,
  MAIL_HTTP_URL: `http://127.0.0.1:${port('E2E_MAIL_HTTP_PORT')}`,
  OIDC_ISSUER: `http://127.0.0.1:${port('E2E_OIDC_PORT')}`,
  SMS_GATEWAY_URL: `http://127.0.0.1:${port('E2E_SMS_PORT')}`,
  SMS_PORT: port('E2E_SMS_PORT'),
  SMS_TOKEN: 'e2e-sms-token',
  SMS_SENDER_ID: 'UTSAB',
  OIDC_CLIENT_ID: 'utsab-e2e',
  OIDC_CLIENT_SECRET: 'utsab-e2e-secret',
  /** The first admin, created by the server at start. */
  ADMIN_EMAIL: 'admin@utsab.test',
  ADMIN_PASSWORD: 'Admin#2026e2e',
} as const

/**
 * The app's settings in the end-to-end run (playwright.config.ts starts it with these; a spec that needs a server of
 * its own, e2e/support/own-server.ts, starts one the same way): a production start on loopback, its mail to the
 * loopback mailbox, its SMS to the SSL Wireless stand-in, the OIDC stand-in in Google's place, the built-in test payments.
 */
export function appServerEnv({ port, dataDir, baseURL }: { port: number; dataDir: string; baseURL: string }): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: baseURL,
    AUTH_SECRET: 'utsab-e2e-auth-secret-0123456789abcdefgh',
    SMTP_URL: e2eEnv.SMTP_URL,
    MAIL_FROM: 'Utsab <no-reply@utsab.test>',
    // SMS through the real SSL Wireless adapter, to its loopback stand-in (e2e/support/sms-gateway.mjs).
    SMS_API_TOKEN: e2eEnv.SMS_TOKEN,
    SMS_SENDER_ID: e2eEnv.SMS_SENDER_ID,
    SMS_API_URL: `${e2eEnv.SMS_GATEWAY_URL}/api/v3/send-sms`,
    // The suite runs at any hour: notices go at once (quiet hours have their server tests).
    SMS_QUIET_HOURS: 'off',
    GOOGLE_CLIENT_ID: e2eEnv.OIDC_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: e2eEnv.OIDC_CLIENT_SECRET,
    GOOGLE_ISSUER_URL: e2eEnv.OIDC_ISSUER,
    ADMIN_EMAIL: e2eEnv.ADMIN_EMAIL,
    ADMIN_PASSWORD: e2eEnv.ADMIN_PASSWORD,
    // Every test signs up and logs in from 127.0.0.1: lift the per-address limits well above the suite's needs.
    AUTH_RATE_LIMIT_FACTOR: '50',
    // No Stripe here: the built-in test processor, which production accepts only when asked for explicitly.
    PAYMENTS_TEST_MODE: 'true',
    ORDER_RATE_LIMIT_FACTOR: '10',
    // E2E_CONTRACT_CHECKS=true checks every /api answer against its shared schema, in loaders and in the
    // browser. Off by default: it doubles the suite's time (catalog.spec 60 s against 34 s), which would
    // break the 30-minute budget; development and the unit tests always check.
    API_CONTRACT_CHECKS: process.env.E2E_CONTRACT_CHECKS ?? 'false',
  }
}
