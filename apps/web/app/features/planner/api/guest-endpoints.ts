import { z } from 'zod'
import {
  ZBulkInvite,
  ZGuestCsv,
  ZGuestInput,
  ZGuestList,
  ZInvitationInput,
  ZPublicInvitation,
  ZRsvp,
  ZRsvpInput,
} from '@utsab/shared/schemas/guests'
import { endpoint } from '#app/lib/api-client'

/** The guest list (issue 37, decision 061): the family's guests and invitation; what a guest opens by a link. */
export const guestListEndpoint = endpoint({ method: 'GET', path: '/api/planner/events/:eventId/guests', response: ZGuestList })
export const addGuestEndpoint = endpoint({
  method: 'POST',
  path: '/api/planner/events/:eventId/guests',
  body: ZGuestInput,
  response: ZGuestList,
})
export const importGuestsEndpoint = endpoint({
  method: 'POST',
  path: '/api/planner/events/:eventId/guests/csv',
  body: ZGuestCsv,
  response: z.object({ added: z.number().int(), list: ZGuestList }),
})
export const bulkInviteEndpoint = endpoint({
  method: 'POST',
  path: '/api/planner/events/:eventId/guests/invite',
  body: ZBulkInvite,
  response: ZGuestList,
})
export const updateInvitationEndpoint = endpoint({
  method: 'PUT',
  path: '/api/planner/events/:eventId/invitation',
  body: ZInvitationInput,
  response: ZGuestList,
})
export const updateGuestEndpoint = endpoint({
  method: 'PUT',
  path: '/api/planner/guests/:guestId',
  body: ZGuestInput.omit({ functionIds: true }),
  response: ZGuestList,
})
export const deleteGuestEndpoint = endpoint({ method: 'DELETE', path: '/api/planner/guests/:guestId', response: ZGuestList })

export const publicInvitationEndpoint = endpoint({ method: 'GET', path: '/api/invitations/:token', response: ZPublicInvitation })
export const rsvpEndpoint = endpoint({ method: 'GET', path: '/api/rsvp/:token', response: ZRsvp })
export const answerRsvpEndpoint = endpoint({ method: 'POST', path: '/api/rsvp/:token', body: ZRsvpInput, response: ZRsvp })
