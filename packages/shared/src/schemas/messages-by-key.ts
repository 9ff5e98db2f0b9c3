import { z } from 'zod'
import { decodeMessage, encodeMessage, type TMessage, type TMessageParam, type TMessageParams } from '../i18n/message'
import type { TMessageKey } from '../i18n/namespaces'

/**
 * The shared schemas' messages are message keys, not sentences: a zod issue carries its key and values
 * (encodeMessage: 'validation.text.maxLength|{"label":{"key":"validation.label.fullName"},"max":100}'),
 * and whoever shows it writes it in the reader's language, the server for its 400 answers (plugins/
 * errors.ts) and the web for its forms (lib/i18n.tsx `useMessageText`), both from the same catalogs.
 *
 * `m` writes a schema's own message; zod's own (a parameter of the API missing, a value of the wrong
 * type, a list too long) get their keys from the error map below, which this module installs for every
 * parse (zod's global `customError`: a message a schema names still wins).
 */
export const m = (key: TMessageKey, params?: TMessageParams): string => encodeMessage(params ? { key, params } : { key })

const TYPE_WORDS = {
  string: 'validation.type.string',
  number: 'validation.type.number',
  int: 'validation.type.int',
  boolean: 'validation.type.boolean',
  object: 'validation.type.object',
  array: 'validation.type.array',
  record: 'validation.type.record',
  date: 'validation.type.date',
  null: 'validation.type.null',
  nan: 'validation.type.nan',
} as const satisfies Record<string, TMessageKey>

const typeWord = (type: unknown): TLabel => {
  const name = String(type).toLowerCase()
  return name in TYPE_WORDS ? { key: TYPE_WORDS[name as keyof typeof TYPE_WORDS] } : String(type)
}

/** A value zod lists ('venue'): written as the API writes it, in quotes when it is text. */
const shown = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : String(value))

type TIssue = z.core.$ZodRawIssue

/** The key and values of one of zod's own issues. */
export function zodIssueMessage(issue: TIssue): TMessage {
  const raw = issue as TIssue & Record<string, unknown>
  switch (issue.code) {
    case 'invalid_type': {
      if (raw.expected === 'int') return { key: 'validation.zod.notWhole' }
      if (raw.expected === 'number' && typeof raw.input === 'number' && Number.isNaN(raw.input)) return { key: 'validation.zod.notNumber' }
      if (raw.input === undefined) {
        const missing = {
          string: 'validation.zod.textMissing',
          number: 'validation.zod.numberMissing',
          boolean: 'validation.zod.booleanMissing',
          object: 'validation.zod.objectMissing',
        } as const
        const key = missing[raw.expected as keyof typeof missing]
        return key ? { key } : { key: 'validation.zod.missing', params: { expected: typeWord(raw.expected) } }
      }
      const received = raw.input === null ? 'null' : Array.isArray(raw.input) ? 'array' : typeof raw.input
      return { key: 'validation.zod.type', params: { expected: typeWord(raw.expected), received: typeWord(received) } }
    }
    case 'too_small': {
      const min = Number(raw.minimum)
      if (raw.origin === 'string') return { key: 'validation.zod.textTooShort', params: { min } }
      if (raw.origin === 'array' || raw.origin === 'set') return { key: 'validation.zod.listTooShort', params: { min } }
      return { key: raw.inclusive === false ? 'validation.zod.numberNotAbove' : 'validation.zod.numberTooSmall', params: { min } }
    }
    case 'too_big': {
      const max = Number(raw.maximum)
      if (raw.origin === 'string') return { key: 'validation.zod.textTooLong', params: { max } }
      if (raw.origin === 'array' || raw.origin === 'set') return { key: 'validation.zod.listTooLong', params: { max } }
      return { key: raw.inclusive === false ? 'validation.zod.numberNotBelow' : 'validation.zod.numberTooLarge', params: { max } }
    }
    case 'invalid_format': {
      const formats = {
        uuid: 'validation.zod.uuid',
        email: 'validation.zod.email',
        date: 'validation.zod.date',
        datetime: 'validation.zod.datetime',
      } as const
      const key = formats[raw.format as keyof typeof formats]
      if (key) return { key }
      if (raw.format === 'regex' && raw.pattern) return { key: 'validation.zod.pattern', params: { pattern: String(raw.pattern) } }
      return { key: 'validation.zod.input' }
    }
    case 'invalid_value': {
      const values = (raw.values as unknown[] | undefined) ?? []
      return values.length === 1
        ? { key: 'validation.zod.value', params: { value: shown(values[0]) } }
        : { key: 'validation.zod.option', params: { options: values.map(shown).join('|') } }
    }
    case 'unrecognized_keys': {
      const keys = (raw.keys as string[] | undefined) ?? []
      return {
        key: keys.length === 1 ? 'validation.zod.unknownKey' : 'validation.zod.unknownKeys',
        params: { keys: keys.map(shown).join(', ') },
      }
    }
    default:
      return { key: 'validation.zod.input' }
  }
}

z.config({ customError: (issue) => encodeMessage(zodIssueMessage(issue)) })

/**
 * The message an issue carries, by key: the schema's (or zod's, through the map above). A sentence that
 * is no key (a custom check written in words) comes back as it is.
 */
export const issueMessage = (message: string): TMessage | string => decodeMessage(message) ?? message

/**
 * What a message names a field by: a person's label by its key (`{ key: 'validation.label.fullName' }`),
 * or a name of the API ('page', 'pageSize'), which stays as it is in every language.
 */
export type TLabel = TMessageParam
export const label = (key: TMessageKey): TLabel => ({ key })

/** '{label} is required', '{label} must be at most {max} characters', and the like, by key. */
export const required = (name: TLabel) => m('validation.required', { label: name })
export const maxLength = (name: TLabel, max: number) => m('validation.text.maxLength', { label: name, max })
export const minLength = (name: TLabel, min: number) => m('validation.text.minLength', { label: name, min })
