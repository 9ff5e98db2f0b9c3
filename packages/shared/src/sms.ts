/**
 * How many SMS a text costs, known before it is sent. A text wholly in the GSM 03.38 alphabet goes as GSM
 * text: 160 characters in one SMS, 153 a part when split (an escaped character such as `{` or `€` takes two).
 * Anything else (Bangla) goes as UCS-2: 70 characters in one, 67 a part, each UTF-16 unit one character.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
const GSM_EXTENDED = '^{}\\[~]|€\f'
const GSM_BASIC_SET = new Set(GSM_BASIC)
const GSM_EXTENDED_SET = new Set(GSM_EXTENDED)

export type TSmsEncoding = 'gsm' | 'ucs2'
export type TSmsSize = { encoding: TSmsEncoding; units: number; segments: number }

export function smsSize(text: string): TSmsSize {
  let gsmUnits = 0
  for (const character of text) {
    if (GSM_BASIC_SET.has(character)) gsmUnits += 1
    else if (GSM_EXTENDED_SET.has(character)) gsmUnits += 2
    else return sized('ucs2', text.length, 70, 67)
  }
  return sized('gsm', gsmUnits, 160, 153)
}

function sized(encoding: TSmsEncoding, units: number, single: number, part: number): TSmsSize {
  return { encoding, units, segments: units <= single ? 1 : Math.ceil(units / part) }
}
