import type { TListingKind } from '../constants'
import { kindKey, type TKindText } from '../kinds'
import { commonEn } from './messages/common'

/** A kind's words in English, the source language: for the server's own sentences, the API docs and the tests. */
export const kindText = (kind: TListingKind, field: TKindText): string => commonEn[kindKey(kind, field)]
