import { ZDeleted } from '@utsab/shared/schemas/orders'
import {
  ZAttachBooking,
  ZBookingAttachment,
  ZBudgetLineInput,
  ZChecklistItemInput,
  ZCreateEvent,
  ZFunctionInput,
  ZPlannerEvent,
  ZPlannerEvents,
  ZUpdateChecklistItem,
  ZUpdateEvent,
  ZUsualTasksAdded,
} from '@utsab/shared/schemas/planner'
import { endpoint } from '#app/lib/api-client'

/** The event planner (issue 37): one's own events, their functions, budget lines and tasks, and bookings attached to them. */
export const plannerEventsEndpoint = endpoint({ method: 'GET', path: '/api/planner/events', response: ZPlannerEvents })
export const createEventEndpoint = endpoint({ method: 'POST', path: '/api/planner/events', body: ZCreateEvent, response: ZPlannerEvent })
export const plannerEventEndpoint = endpoint({ method: 'GET', path: '/api/planner/events/:eventId', response: ZPlannerEvent })
export const updateEventEndpoint = endpoint({
  method: 'PATCH',
  path: '/api/planner/events/:eventId',
  body: ZUpdateEvent,
  response: ZPlannerEvent,
})
export const deleteEventEndpoint = endpoint({ method: 'DELETE', path: '/api/planner/events/:eventId', response: ZDeleted })

export const addFunctionEndpoint = endpoint({
  method: 'POST',
  path: '/api/planner/events/:eventId/functions',
  body: ZFunctionInput,
  response: ZPlannerEvent,
})
export const updateFunctionEndpoint = endpoint({
  method: 'PUT',
  path: '/api/planner/functions/:functionId',
  body: ZFunctionInput,
  response: ZPlannerEvent,
})
export const deleteFunctionEndpoint = endpoint({ method: 'DELETE', path: '/api/planner/functions/:functionId', response: ZPlannerEvent })

export const addLineEndpoint = endpoint({
  method: 'POST',
  path: '/api/planner/events/:eventId/budget-lines',
  body: ZBudgetLineInput,
  response: ZPlannerEvent,
})
export const updateLineEndpoint = endpoint({
  method: 'PUT',
  path: '/api/planner/budget-lines/:lineId',
  body: ZBudgetLineInput,
  response: ZPlannerEvent,
})
export const deleteLineEndpoint = endpoint({ method: 'DELETE', path: '/api/planner/budget-lines/:lineId', response: ZPlannerEvent })

export const addTaskEndpoint = endpoint({
  method: 'POST',
  path: '/api/planner/events/:eventId/checklist',
  body: ZChecklistItemInput,
  response: ZPlannerEvent,
})
export const addUsualTasksEndpoint = endpoint({
  method: 'POST',
  path: '/api/planner/events/:eventId/checklist/usual',
  response: ZUsualTasksAdded,
})
export const updateTaskEndpoint = endpoint({
  method: 'PATCH',
  path: '/api/planner/checklist/:itemId',
  body: ZUpdateChecklistItem,
  response: ZPlannerEvent,
})
export const deleteTaskEndpoint = endpoint({ method: 'DELETE', path: '/api/planner/checklist/:itemId', response: ZPlannerEvent })

export const bookingAttachmentEndpoint = endpoint({ method: 'GET', path: '/api/planner/bookings/:orderId', response: ZBookingAttachment })
export const attachBookingEndpoint = endpoint({
  method: 'PUT',
  path: '/api/planner/bookings/:orderId',
  body: ZAttachBooking,
  response: ZBookingAttachment,
})
export const detachBookingEndpoint = endpoint({ method: 'DELETE', path: '/api/planner/bookings/:orderId', response: ZBookingAttachment })
