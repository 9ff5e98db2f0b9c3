// A loopback OpenID Connect provider that stands in for Google in the end-to-end suite.
// Its built-in development login page accepts any login and password; the login typed becomes the
// account id and the email address, so a test signs in as `someone@example.test` by typing that.
// Consent is granted automatically for the one client (a first-party app needs no consent screen).
//   Issuer and discovery: http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration
import Provider from 'oidc-provider'

const host = '127.0.0.1'
// No default port: playwright.config.ts passes a free one (e2e/support/env.ts), so the suite runs beside other servers.
const port = Number(process.env.OIDC_PORT)
const appOrigin = process.env.OIDC_APP_ORIGIN
if (!port || !appOrigin) throw new Error('Set OIDC_PORT and OIDC_APP_ORIGIN (playwright.config.ts does)')
const issuer = `http://${host}:${port}`
const scopes = ['openid', 'email', 'profile']

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: process.env.OIDC_CLIENT_ID ?? 'utsab-e2e',
      client_secret: process.env.OIDC_CLIENT_SECRET ?? 'utsab-e2e-secret',
      // better-auth's core social callback, and the generic-OAuth plugin's own path of earlier better-auth versions.
      redirect_uris: [`${appOrigin}/api/auth/callback/google`, `${appOrigin}/api/auth/oauth2/callback/google`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ],
  // The registered client uses Basic auth; the app's OAuth library may post the secret in the body instead.
  clientAuthMethods: ['client_secret_basic', 'client_secret_post'],
  scopes,
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
  // Put the user's claims into the ID token as well as the userinfo answer, as Google does.
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: true } },
  pkce: { required: () => false },
  // Cookie names that cannot clash with the app's: cookies do not separate ports on 127.0.0.1.
  cookies: {
    keys: ['utsab-e2e-oidc-cookie-key-0123456789'],
    names: { session: 'oidc_session', interaction: 'oidc_interaction', resume: 'oidc_interaction_resume' },
  },
  findAccount: async (_ctx, accountId) => ({
    accountId,
    claims: async () => ({
      sub: accountId,
      email: accountId,
      email_verified: true,
      name: `Google ${accountId.split('@')[0]}`,
    }),
  }),
  // Grant every requested scope without a consent screen.
  loadExistingGrant: async (ctx) => {
    const clientId = ctx.oidc.client.clientId
    const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(clientId)
    if (grantId) {
      const existing = await ctx.oidc.provider.Grant.find(grantId)
      if (existing) return existing
    }
    const grant = new ctx.oidc.provider.Grant({ clientId, accountId: ctx.oidc.session.accountId })
    grant.addOIDCScope(scopes.join(' '))
    await grant.save()
    return grant
  },
  renderError: async (ctx, out) => {
    ctx.type = 'html'
    ctx.body = `<!doctype html><html lang="en"><head><title>OIDC error</title></head><body><main><h1>OIDC error</h1><pre>${JSON.stringify(out, null, 2).replace(/</g, '&lt;')}</pre></main></body></html>`
  },
})

// The development pages import a web font from fonts.googleapis.com, and browsers ask for a favicon: keep the
// suite off the internet and free of the console errors a failed request leaves.
provider.use(async (ctx, next) => {
  if (ctx.path === '/favicon.ico') {
    ctx.status = 204
    return
  }
  await next()
  if (typeof ctx.body === 'string' && ctx.response.is('html'))
    ctx.body = ctx.body.replace(/@import url\(https:\/\/fonts\.googleapis\.com[^)]*\);/g, '')
})

provider.on('server_error', (_ctx, error) => console.error('[oidc] server_error', error))
if (process.env.OIDC_DEBUG) {
  provider.on('authorization.error', (_ctx, error) => console.error('[oidc] authorization.error', error.message, error.error_description))
  provider.on('grant.error', (_ctx, error) => console.error('[oidc] grant.error', error.message, error.error_description))
  provider.on('grant.success', () => console.log('[oidc] grant.success'))
}

const server = provider.listen(port, host, () => console.log(`[oidc] issuer ${issuer}`))

const stop = () => {
  server.close(() => process.exit(0))
  setTimeout(() => process.exit(0), 1000).unref()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
