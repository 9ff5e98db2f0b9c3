/**
 * Where the end-to-end suite's loopback stand-ins listen, and the accounts they know. Read by
 * playwright.config.ts (to start the servers and configure the app) and by the fixtures.
 */
export const e2eEnv = {
  SMTP_URL: 'smtp://127.0.0.1:2525',
  MAIL_HTTP_URL: 'http://127.0.0.1:2526',
  OIDC_ISSUER: 'http://127.0.0.1:3900',
  OIDC_CLIENT_ID: 'utsab-e2e',
  OIDC_CLIENT_SECRET: 'utsab-e2e-secret',
  /** The first admin, created by the server at start. */
  ADMIN_EMAIL: 'admin@utsab.test',
  ADMIN_PASSWORD: 'Admin#2026e2e',
} as const
