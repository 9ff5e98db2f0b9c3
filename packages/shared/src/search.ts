import { toLatinDigits } from './format'

/**
 * The form both a listing's search text and a visitor's query are compared in: Unicode NFC (so "য়" typed as one
 * character or as য + nukta is the same text), Bengali digits folded to Latin ("৩০০" finds "300"), lower case,
 * single spaces.
 */
export const searchNormal = (text: string) => toLatinDigits(text.normalize('NFC')).toLowerCase().replace(/\s+/g, ' ').trim()
