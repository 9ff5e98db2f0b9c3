import { describe, expect, it } from 'vitest'
import { DEFAULT_ERROR_CODES, ERROR_CODES, ERRORS, errorCodeFor } from './errors'
import { argumentNames } from './i18n/message-arguments'
import { NAMESPACES } from './i18n/namespaces'

const argumentsOf = argumentNames

const catalogs = Object.values(NAMESPACES)
const english = (key: string) => catalogs.map((namespace) => (namespace.en as Record<string, string>)[key]).find(Boolean)
const bangla = (key: string) => catalogs.map((namespace) => (namespace.bn as Record<string, string>)[key]).find(Boolean)

/**
 * Every code the server may answer with has its sentence in English and in Bangla, taking exactly the
 * values the code declares: a code without its sentence, or a sentence missing a value, fails here.
 */
describe('the error codes', () => {
  it.each(ERROR_CODES)('%s: its sentence is in both languages, with the values it declares', (code) => {
    const spec = ERRORS[code] as { status: number; key: string; params?: readonly string[] }
    expect(spec.status, code).toBeGreaterThanOrEqual(400)
    expect(spec.status, code).toBeLessThan(600)
    const en = english(spec.key)
    const bn = bangla(spec.key)
    expect(en, `${code}: no English for ${spec.key}`).toBeDefined()
    expect(bn, `${code}: no Bangla for ${spec.key}`).toBeDefined()
    expect(bn, `${code}: ${spec.key} is not Bangla`).toMatch(/[\u0980-\u09FF]/)
    const declared = [...(spec.params ?? [])].sort()
    expect(argumentsOf(en!), `${code}: ${spec.key} in English`).toEqual(declared)
    expect(argumentsOf(bn!), `${code}: ${spec.key} in Bangla`).toEqual(declared)
  })

  it('stands each default of a status for that status', () => {
    for (const [status, code] of Object.entries(DEFAULT_ERROR_CODES)) expect(ERRORS[code].status).toBe(Number(status))
    expect(errorCodeFor(418)).toBe('invalid_input')
    expect(errorCodeFor(504)).toBe('internal_error')
  })
})
