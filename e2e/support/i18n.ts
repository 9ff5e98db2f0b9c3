import { serverTranslator } from '@utsab/shared/i18n/compile'
import type { TMessageKey } from '@utsab/shared/i18n/namespaces'
import type { TMessageValues } from '@utsab/shared/i18n/catalog'

/**
 * The product's own texts, from its catalogs: a Bangla test expects exactly what the catalog says
 * (never Bangla typed into the test), so a changed translation changes the test with it.
 */
export const bn = (key: TMessageKey, values?: TMessageValues) => serverTranslator('bn').t(key, values)
export const en = (key: TMessageKey, values?: TMessageValues) => serverTranslator('en').t(key, values)

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A name in either language, for helpers that serve English and Bangla pages alike. */
export const eitherLanguage = (key: TMessageKey) => new RegExp(`^(${escape(en(key))}|${escape(bn(key))})$`)
