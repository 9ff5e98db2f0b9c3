import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { appServerEnv, e2eEnv } from './e2e/support/env'

// Free ports, picked once per run in the main process (e2e/support/env.ts) and inherited by the workers.
const port = e2eEnv.APP_PORT
const baseURL = e2eEnv.BASE_URL
// A fresh embedded database for every run, seeded with the demo catalog by the server at start. Kept in
// process.env so the workers, which load this config again, do not make empty directories of their own.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'utsab-e2e-'))
const dataDir = process.env.E2E_DATA_DIR

const chromium = {
  executablePath: e2eEnv.CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Two workers share two cores with the server and Chromium: a test that runs axe over a long admin page in
  // both themes, or signs up with a photo while the other worker scans a page, can pass 30 s on a busy run.
  // Each expectation still waits at most 7 s, so a real failure fails as fast as before.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: { baseURL, launchOptions: chromium, trace: 'retain-on-failure' },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, testIgnore: /\.mobile\.spec\.ts/ },
    {
      name: 'mobile',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, launchOptions: chromium },
      testMatch: /\.mobile\.spec\.ts/,
    },
  ],
  // Real loopback stand-ins for the outside world start before the app: a mailbox that receives the app's
  // mail over SMTP (read back over HTTP by the tests), an OpenID Connect provider in Google's place, and
  // SSL Wireless's SMS API (its SMS read back over HTTP).
  webServer: [
    {
      command: 'node e2e/support/mail-server.mjs',
      url: `${e2eEnv.MAIL_HTTP_URL}/health`,
      reuseExistingServer: false,
      timeout: 15_000,
      env: { MAIL_SMTP_PORT: String(e2eEnv.MAIL_SMTP_PORT), MAIL_HTTP_PORT: String(e2eEnv.MAIL_HTTP_PORT) },
    },
    {
      command: 'node e2e/support/oidc-server.mjs',
      url: `${e2eEnv.OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 15_000,
      env: {
        OIDC_PORT: String(e2eEnv.OIDC_PORT),
        OIDC_APP_ORIGIN: baseURL,
        OIDC_CLIENT_ID: e2eEnv.OIDC_CLIENT_ID,
        OIDC_CLIENT_SECRET: e2eEnv.OIDC_CLIENT_SECRET,
      },
    },
    {
      command: 'node e2e/support/sms-gateway.mjs',
      url: `${e2eEnv.SMS_GATEWAY_URL}/health`,
      reuseExistingServer: false,
      timeout: 15_000,
      env: { SMS_GATEWAY_PORT: String(e2eEnv.SMS_PORT), SMS_GATEWAY_TOKEN: e2eEnv.SMS_TOKEN, SMS_GATEWAY_SID: e2eEnv.SMS_SENDER_ID },
    },
    {
      command: 'node apps/server/dist/server.js',
      url: `${baseURL}/api/venue?pageSize=1`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: appServerEnv({ port, dataDir, baseURL }),
    },
  ],
})
