import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZEmailParams, ZIdParams, ZModified, ZSetMerchantRole } from '@utsab/shared/schemas/auth'
import { ZApiError } from '@utsab/shared/schemas/common'
import {
  ZAdminUser,
  ZAdminUserList,
  ZAdminUserQuery,
  ZHiddenListings,
  ZListingIdParams,
  ZModeratedListing,
  ZModerationReason,
} from '@utsab/shared/schemas/moderation'
import { hideListing, listAdminUsers, listHiddenListings, reinstateUser, revokeMerchant, showListing, suspendUser } from './moderation'
import { makeAdmin, makeMerchant } from './service'
import { smsFigures } from './sms'
import { ZSmsFigures } from '@utsab/shared/schemas/phone'

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError }

/**
 * Administration of users (spec §7): list, make admin, make merchant; and moderation (issue 17, decision 029):
 * hide and show listings, suspend and reinstate accounts, revoke a merchant role. Admins only.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      config: { allow: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'All users, a page at a time (newest first), narrowed by a search in name or email and by role',
        querystring: ZAdminUserQuery,
        response: { 200: ZAdminUserList, ...errors },
      },
    },
    async (request) => listAdminUsers(app.db, request.query),
  )

  app.put(
    '/user/admin/:id',
    {
      config: { allow: ['admin'] },
      schema: { tags: ['admin'], summary: 'Make a user an admin', params: ZIdParams, response: { 200: ZModified, ...errors } },
    },
    async (request) => makeAdmin(app.db, request.user!, request.params.id),
  )

  app.patch(
    '/user/:email',
    {
      config: { allow: ['admin'], invalidatesCatalog: true },
      schema: {
        tags: ['admin'],
        summary: 'Make a user a merchant: accepts their pending application (409 when there is none)',
        params: ZEmailParams,
        body: ZSetMerchantRole,
        response: { 200: ZModified, ...errors },
      },
    },
    async (request) => makeMerchant(app, request.user!, request.params.email),
  )

  app.post(
    '/admin/listings/:id/hide',
    {
      config: { allow: ['admin'], invalidatesCatalog: true },
      schema: {
        tags: ['admin'],
        summary: 'Hide a listing with a reason: unpublished until an admin shows it; its merchant is emailed (409 when already hidden)',
        params: ZListingIdParams,
        body: ZModerationReason,
        response: { 200: ZModeratedListing, ...errors },
      },
    },
    async (request) => hideListing(app, request.user!, request.params.id, request.body.reason),
  )

  app.post(
    '/admin/listings/:id/show',
    {
      config: { allow: ['admin'], invalidatesCatalog: true },
      schema: {
        tags: ['admin'],
        summary: 'Show a hidden listing again: published (409 when not hidden, or its merchant is suspended or no longer a merchant)',
        params: ZListingIdParams,
        response: { 200: ZModeratedListing, ...errors },
      },
    },
    async (request) => showListing(app.db, request.user!, request.params.id),
  )

  app.get(
    '/admin/listings/hidden',
    {
      config: { allow: ['admin'] },
      schema: { tags: ['admin'], summary: 'Hidden listings, most recently hidden first', response: { 200: ZHiddenListings, ...errors } },
    },
    async () => ({ data: await listHiddenListings(app.db) }),
  )

  app.post(
    '/admin/users/:id/suspend',
    {
      config: { allow: ['admin'], invalidatesCatalog: true },
      schema: {
        tags: ['admin'],
        summary: 'Suspend an account with a reason: its sessions end, it cannot sign in, its listings are hidden; emailed',
        params: ZIdParams,
        body: ZModerationReason,
        response: { 200: ZAdminUser, ...errors },
      },
    },
    async (request) => suspendUser(app, request.user!, request.params.id, request.body.reason),
  )

  app.post(
    '/admin/users/:id/reinstate',
    {
      config: { allow: ['admin'], invalidatesCatalog: true },
      schema: {
        tags: ['admin'],
        summary: 'Reinstate a suspended account: it may sign in, and the listings hidden with the suspension are shown',
        params: ZIdParams,
        response: { 200: ZAdminUser, ...errors },
      },
    },
    async (request) => reinstateUser(app.db, request.user!, request.params.id),
  )

  app.post(
    '/admin/users/:id/revoke-merchant',
    {
      config: { allow: ['admin'], invalidatesCatalog: true },
      schema: {
        tags: ['admin'],
        summary: 'Revoke a merchant role with a reason: an ordinary user again, listings hidden, bookings kept; emailed',
        params: ZIdParams,
        body: ZModerationReason,
        response: { 200: ZAdminUser, ...errors },
      },
    },
    async (request) => revokeMerchant(app, request.user!, request.params.id, request.body.reason),
  )
  app.get(
    '/admin/sms',
    {
      config: { allow: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'SMS sent, failed and waiting, their segments and cost (30 days), and the latest',
        response: { 200: ZSmsFigures, ...errors },
      },
    },
    async () => smsFigures(app.db),
  )
}
