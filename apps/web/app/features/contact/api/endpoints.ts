import { ZContactMessage, ZContactMessageCreated } from '@utsab/shared/schemas/contact'
import { endpoint } from '#app/lib/api-client'

export const contactMessageEndpoint = endpoint({
  method: 'POST',
  path: '/api/contact-messages',
  body: ZContactMessage,
  response: ZContactMessageCreated,
})
