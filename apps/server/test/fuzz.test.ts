import fc from 'fast-check'
import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { ZSignup } from '@utsab/shared/schemas/auth'
import { ZListingFields, ZMerchantApplicationFields } from '@utsab/shared/schemas/merchants'
import { z } from 'zod'
import { createActor, PNG_1X1, type TActor } from './actors'
import { insertListings } from './catalog-fixtures'
import { createTestApp } from './test-app'

/**
 * Property-based fuzzing of every write route and every query string: inputs are generated from the
 * JSON Schema of each route (derived from the shared zod schemas), valid and malformed mixed. Whatever
 * comes in, the server answers below 500, a refusal carries a readable message, and a refused request
 * leaves every table as it was.
 */
// Each run draws a new seed, so runs add up to more inputs than any one of them sends; FUZZ_RUNS=50000 goes deeper.
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 5_000)
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined

type TJsonSchema = {
  type?: string | string[]
  properties?: Record<string, TJsonSchema>
  required?: string[]
  items?: TJsonSchema
  enum?: unknown[]
  format?: string
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  anyOf?: TJsonSchema[]
  const?: unknown
}
type TOperation = {
  parameters?: { in: string; name: string; schema: TJsonSchema }[]
  requestBody?: { content: Record<string, { schema: TJsonSchema }> }
}
type TRoute = { method: string; path: string; operation: TOperation; multipart?: TJsonSchema; files?: string[] }

// ---- Generators ----

/** Percent-encodes, sending invalid UTF-8 for text that has none (a lone surrogate): itself a hostile input. */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text)
  } catch {
    return '%ED%A0%80'
  }
}

/** Strings that have broken servers before: injection, traversal, control and odd Unicode, huge. */
const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    "' OR 1=1 --",
    '"; DROP TABLE orders; --',
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
    '\u0000',
    '\uD800',
    '🎉🎊',
    'NaN',
    'Infinity',
    '-0',
    '1e309',
    '9'.repeat(400),
    'null',
    'undefined',
    '[object Object]',
    '%00',
    '%',
    '_',
    '\\',
    '২০২৭-০২-১৪',
    '2027-02-30',
    '0000-00-00',
    '00000000-0000-0000-0000-000000000000',
    'a'.repeat(10_001),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
)
const nastyNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, 0.5, -0.0001, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 53, Number.MAX_SAFE_INTEGER + 2, 1e308),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
)

const VALID_FORMATS: Record<string, fc.Arbitrary<string>> = {
  uuid: fc.uuid({ version: 4 }),
  email: fc.emailAddress(),
  date: fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  'date-time': fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  uri: fc.webUrl(),
}

/** A value that fits `schema` (most of the time), built from its type, enum, format and bounds. */
function fitting(schema: TJsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((option) => fitting(option, depth + 1)))
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      if (schema.format && VALID_FORMATS[schema.format]) return VALID_FORMATS[schema.format]!
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 60) })
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -1000
      const max = schema.maximum ?? 1_000_000
      return fc.oneof(
        fc.constantFrom(min, max, min - 1, max + 1),
        type === 'integer' ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true }),
      )
    }
    case 'boolean':
      return fc.boolean()
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(fitting(schema.items ?? {}, depth + 1), { maxLength: 4 })
    case 'object':
      return depth > 3 ? fc.constant({}) : objectFor(schema, depth + 1)
    default:
      return anyJson
  }
}

/** A field's value: fitting, or malformed (wrong type, boundary, hostile text), or left out. */
const fieldValue = (schema: TJsonSchema, depth = 0) =>
  fc.oneof(
    { weight: 3, arbitrary: fitting(schema, depth) },
    { weight: 2, arbitrary: anyJson },
    { weight: 1, arbitrary: fc.constant(undefined) },
  )

function objectFor(schema: TJsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {}
  const entries = Object.entries(properties).map(([name, property]) => fieldValue(property, depth).map((value) => [name, value] as const))
  const extra = fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'role', 'price', 'userId', 'paid', 'x'), anyJson, { maxKeys: 2 })
  return fc.tuple(fc.tuple(...entries), extra).map(([pairs, more]) => ({
    ...more,
    ...Object.fromEntries(pairs.filter(([, value]) => value !== undefined)),
  }))
}

/** A whole body: mostly shaped like the schema, sometimes not an object at all. */
const bodyFor = (schema: TJsonSchema | undefined) =>
  schema
    ? fc.oneof(
        { weight: 8, arbitrary: objectFor(schema) },
        { weight: 1, arbitrary: anyJson },
        { weight: 1, arbitrary: fc.constant(undefined) },
      )
    : fc.constant(undefined)

const pathValue = (schema: TJsonSchema) =>
  fc.oneof(
    fitting(schema).map(String),
    nastyString.filter((s) => s.length > 0 && s.length < 200),
  )

const queryFor = (parameters: NonNullable<TOperation['parameters']>) =>
  fc
    .tuple(...parameters.filter((p) => p.in === 'query').map((p) => fieldValue(p.schema).map((value) => [p.name, value] as const)))
    .map((pairs) =>
      pairs
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => `${encode(name)}=${encode(typeof value === 'object' ? JSON.stringify(value) : String(value))}`)
        .join('&'),
    )

/** Files for multipart routes: a real tiny image, random bytes, an SVG with a script, an empty file, HTML. */
const fileBytes = fc.oneof(
  fc.constant(PNG_1X1),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>')),
  fc.constant(Buffer.alloc(0)),
  fc.constant(Buffer.from('<!doctype html><script>alert(1)</script>')),
)

// ---- The routes ----

/** Multipart routes have no JSON body schema in the OpenAPI document: their fields come from the shared schemas. */
const MULTIPART: Record<string, { schema: TJsonSchema; files: string[] }> = {
  'POST /api/signup': { schema: z.toJSONSchema(ZSignup, { io: 'input' }) as TJsonSchema, files: ['photo'] },
  'POST /api/merchant-applications': {
    schema: z.toJSONSchema(ZMerchantApplicationFields, { io: 'input' }) as TJsonSchema,
    files: ['pictures', 'licence'],
  },
  'POST /api/upload/{event}': { schema: z.toJSONSchema(ZListingFields, { io: 'input' }) as TJsonSchema, files: ['pictures'] },
  // `keep` is JSON text: any string, so the fuzzer also sends lists that are not JSON or not the listing's.
  'PUT /api/merchant/listings/{id}/pictures': {
    schema: z.toJSONSchema(z.object({ keep: z.string() }), { io: 'input' }) as TJsonSchema,
    files: ['pictures'],
  },
}
/** better-auth's endpoints are not in the OpenAPI document; their inputs are simple. */
const AUTH_ROUTES: TRoute[] = [
  {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    operation: {
      requestBody: {
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: { email: { type: 'string', format: 'email' }, password: { type: 'string' } },
              required: ['email', 'password'],
            },
          },
        },
      },
    },
  },
  {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    operation: {
      requestBody: {
        content: {
          'application/json': {
            schema: { type: 'object', properties: { email: { type: 'string', format: 'email' }, redirectTo: { type: 'string' } } },
          },
        },
      },
    },
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    operation: {
      requestBody: {
        content: {
          'application/json': { schema: { type: 'object', properties: { newPassword: { type: 'string' }, token: { type: 'string' } } } },
        },
      },
    },
  },
]

let t: Awaited<ReturnType<typeof createTestApp>>
let actors: Record<'user' | 'merchant' | 'admin', TActor>
let routes: TRoute[]
let countRows: () => Promise<Record<string, number>>

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_FACTOR: '1000' })
  actors = {
    user: await createActor(t.app, 'fuzz-user'),
    merchant: await createActor(t.app, 'fuzz-merchant', 'merchant'),
    admin: await createActor(t.app, 'fuzz-admin', 'admin'),
  }
  await insertListings(t.app)
  const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, TOperation>> }>()
  routes = [
    ...Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => {
        const key = `${method.toUpperCase()} ${path}`
        return { method: method.toUpperCase(), path, operation, multipart: MULTIPART[key]?.schema, files: MULTIPART[key]?.files }
      }),
    ),
    ...AUTH_ROUTES,
  ].filter((route) => route.method !== 'GET' || (route.operation.parameters ?? []).some((p) => p.in === 'query' || p.in === 'path'))
  const rowsOf = async <T>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows
  const tables = await rowsOf<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '__drizzle%'`,
  )
  const statement = sql.join(
    tables.map(({ name }) => sql`select ${name}::text as name, count(*)::int as n from ${sql.identifier(name)}`),
    sql` union all `,
  )
  countRows = async () => Object.fromEntries((await rowsOf<{ name: string; n: number }>(statement)).map((row) => [row.name, Number(row.n)]))
}, 120_000)
afterAll(() => t.close())

/** The actor that gets furthest into a route: the first of admin, merchant, user it does not refuse outright. */
function actorFor(route: TRoute): TActor {
  if (
    /^\/api\/(users|user\/admin|admin\/|merchant-applications($|\/\{))/.test(route.path) ||
    (route.method === 'GET' && route.path === '/api/orders') ||
    (route.method === 'PATCH' && route.path === '/api/user/{email}')
  )
    return actors.admin
  if (/^\/api\/(merchant\/|upload\/|listings\/)/.test(route.path)) return actors.merchant
  return actors.user
}

function requestArbitrary(route: TRoute) {
  const parameters = route.operation.parameters ?? []
  const pathParams = parameters.filter((p) => p.in === 'path')
  const url = fc.tuple(fc.tuple(...pathParams.map((p) => pathValue(p.schema))), queryFor(parameters)).map(([values, query]) => {
    let path = route.path
    pathParams.forEach((p, i) => (path = path.replace(`{${p.name}}`, encode(values[i]!))))
    return query ? `${path}?${query}` : path
  })
  if (route.multipart) {
    const files = fc.tuple(...route.files!.map((name) => fc.array(fileBytes, { maxLength: 3 }).map((list) => [name, list] as const)))
    return fc.record({ url, form: objectFor(route.multipart), files, anonymous: fc.integer({ min: 0, max: 9 }).map((n) => n === 0) })
  }
  const schema = route.operation.requestBody?.content['application/json']?.schema
  return fc.record({ url, body: bodyFor(schema), anonymous: fc.constant(false) })
}

it(`answers ${TOTAL_RUNS} malformed and boundary inputs across all write routes and query strings without a 5xx, a mute refusal or a stray row`, async () => {
  const perRoute = Math.ceil(TOTAL_RUNS / routes.length)
  let sent = 0
  const statuses: Record<number, number> = {}
  for (const route of routes) {
    const actor = actorFor(route)
    await fc.assert(
      fc.asyncProperty(requestArbitrary(route), async (input) => {
        const before = await countRows()
        const headers: Record<string, string> = input.anonymous ? {} : { cookie: actor.cookie }
        let payload: unknown
        if ('form' in input) {
          const form = new FormData()
          for (const [name, value] of Object.entries(input.form))
            form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value))
          for (const [name, list] of input.files)
            for (const bytes of list) form.append(name, new Blob([new Uint8Array(bytes)]), `${name}.jpg`)
          payload = form
        } else if (input.body !== undefined) {
          payload = input.body
          headers['content-type'] = 'application/json'
        }
        const response = await t.app.inject({ method: route.method as 'POST', url: input.url, headers, payload: payload as never })
        sent++
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1
        expect(response.statusCode, `${route.method} ${input.url} → ${response.body}`).toBeLessThan(500)
        if (response.statusCode >= 400) {
          const message = response.json<{ message?: unknown }>().message
          expect(
            typeof message === 'string' && message.length > 5,
            `${route.method} ${input.url}: no readable message in ${response.body}`,
          ).toBe(true)
          expect(await countRows(), `${route.method} ${input.url} was refused (${response.statusCode}) but changed rows`).toEqual(before)
        }
      }),
      { numRuns: perRoute, seed: SEED, endOnFailure: true },
    )
  }
  console.log(`fuzz: ${sent} requests over ${routes.length} routes; answers ${JSON.stringify(statuses)}`)
  expect(sent).toBeGreaterThanOrEqual(TOTAL_RUNS)
}, 1_800_000)
