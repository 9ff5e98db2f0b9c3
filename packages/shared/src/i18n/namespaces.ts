import { commonBn, commonEn } from './messages/common'
import { validationBn, validationEn } from './messages/validation'
import { errorsBn, errorsEn } from './messages/errors'
import { homeBn, homeEn } from './messages/home'
import { catalogBn, catalogEn } from './messages/catalog'
import { authBn, authEn } from './messages/auth'
import { contactBn, contactEn } from './messages/contact'
import { ordersBn, ordersEn } from './messages/orders'
import { paymentsBn, paymentsEn } from './messages/payments'
import { merchantsBn, merchantsEn } from './messages/merchants'
import { adminBn, adminEn } from './messages/admin'
import { dashboardBn, dashboardEn } from './messages/dashboard'
import { emailsBn, emailsEn } from './messages/emails'
import { gatewayBn, gatewayEn } from './messages/gateway'
import { legalBn, legalEn } from './messages/legal'
import { accountBn, accountEn } from './messages/account'
import { reviewsBn, reviewsEn } from './messages/reviews'
import { messagesBn, messagesEn } from './messages/messages'
import { smsBn, smsEn } from './messages/sms'
import { plannerBn, plannerEn } from './messages/planner'
import { guestsBn, guestsEn } from './messages/guests'

/**
 * Every namespace of texts, English and Bangla. A page loads `common` (the header, footer, shared
 * controls, validation messages) and its own namespaces; the server's answers and emails use them all.
 * Only the server imports this: pages receive their texts compiled, with their data.
 */
export const NAMESPACES = {
  common: { en: commonEn, bn: commonBn },
  validation: { en: validationEn, bn: validationBn },
  errors: { en: errorsEn, bn: errorsBn },
  home: { en: homeEn, bn: homeBn },
  catalog: { en: catalogEn, bn: catalogBn },
  auth: { en: authEn, bn: authBn },
  contact: { en: contactEn, bn: contactBn },
  orders: { en: ordersEn, bn: ordersBn },
  payments: { en: paymentsEn, bn: paymentsBn },
  merchants: { en: merchantsEn, bn: merchantsBn },
  admin: { en: adminEn, bn: adminBn },
  dashboard: { en: dashboardEn, bn: dashboardBn },
  emails: { en: emailsEn, bn: emailsBn },
  gateway: { en: gatewayEn, bn: gatewayBn },
  legal: { en: legalEn, bn: legalBn },
  account: { en: accountEn, bn: accountBn },
  reviews: { en: reviewsEn, bn: reviewsBn },
  messages: { en: messagesEn, bn: messagesBn },
  sms: { en: smsEn, bn: smsBn },
  planner: { en: plannerEn, bn: plannerBn },
  guests: { en: guestsEn, bn: guestsBn },
} as const
export type TNamespaceName = keyof typeof NAMESPACES

/** Every message key of the product. */
export type TMessageKey = { [N in TNamespaceName]: keyof (typeof NAMESPACES)[N]['en'] & string }[TNamespaceName]
