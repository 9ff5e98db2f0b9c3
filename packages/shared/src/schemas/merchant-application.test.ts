import { describe, expect, it } from 'vitest'
import { serverTranslator } from '../i18n/compile'
import { decodeMessage, renderMessage } from '../i18n/message'
import type { merchantsEn } from '../i18n/messages/merchants'
import { EXAMPLE_APPLICATION_FIELDS } from './examples'
import { ZMerchantApplicationFields } from './merchants'

/** The form's labels (merchants.form.*) for the fields whose messages name their field (the rating's wording is another change's). */
const LABELS = {
  nid: 'merchants.form.nid',
  agencyName: 'merchants.form.agencyName',
  agencyEmail: 'merchants.form.agencyEmail',
  phoneNum: 'merchants.form.phone',
  serviceCategory: 'merchants.form.serviceCategory',
  price: 'merchants.form.price',
  address: 'merchants.form.address',
} as const satisfies Partial<Record<keyof typeof EXAMPLE_APPLICATION_FIELDS, keyof typeof merchantsEn>>

const errorFor = (field: string, value: string) =>
  ZMerchantApplicationFields.safeParse({ ...EXAMPLE_APPLICATION_FIELDS, [field]: value }).error?.issues[0]?.message ?? ''

describe("the merchant application's messages", () => {
  it.each(['en', 'bn'] as const)('name each field as its label does (%s), empty or wrong', (locale) => {
    const { t } = serverTranslator(locale)
    // The schema's message is a key: a page writes it with its own texts.
    const translate = (text: string) => renderMessage(t, locale, decodeMessage(text)!)
    for (const [field, labelKey] of Object.entries(LABELS)) {
      const label = t(labelKey)
      expect(translate(errorFor(field, '')), `${field} empty`).toContain(label)
    }
    expect(translate(errorFor('agencyEmail', 'not-an-email')), 'agency email invalid').toContain(t('merchants.form.agencyEmail'))
    expect(translate(errorFor('nid', '12')), 'NID short').toContain(t('merchants.form.nid'))
  })
})
