import fastifyMultipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZApiError } from '@utsab/shared/schemas/common'
import {
  ZApplicationSubmitted,
  LISTING_PICTURES_RANGE,
  ZListingUpdate,
  ZMerchantListing,
  ZMerchantListings,
  ZMyApplication,
  ZPublish,
  ZUploaded,
  ZUploadParams,
} from '@utsab/shared/schemas/merchants'
import { ZOrderList, ZOrderParams } from '@utsab/shared/schemas/orders'
import { latestApplicationOf } from '../../db/applications'
import { readMultipart } from '../../lib/multipart'
import { answerSentence } from '../../plugins/language'
import { ZBlockDate, ZBlockedDates, ZBlockParams, ZCalendarQuery, ZListingCalendar } from '@utsab/shared/schemas/calendar'
import { z } from 'zod'
import { ZOffer, ZOfferInput } from '@utsab/shared/schemas/offer'
import { blockDate, listingCalendar, unblockDate } from './calendar'
import { getOffer, saveOffer } from './offer'
import {
  listMerchantListings,
  merchantBookings,
  replacePictures,
  setPublished,
  submitApplication,
  updateListing,
  uploadListing,
} from './service'

const errors = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
  413: ZApiError,
  415: ZApiError,
  429: ZApiError,
}

/** Becoming a merchant, and a merchant's own listings and bookings. */
export const merchantRoutes: FastifyPluginAsyncZod = async (app) => {
  // Files: the most a request sends is a listing's 12 pictures (PUT …/pictures); each route caps its own fields.
  await app.register(fastifyMultipart, {
    limits: { fileSize: app.uploadLimitBytes, files: LISTING_PICTURES_RANGE.max, fields: 20, fieldSize: 10_000, parts: 30 },
  })

  app.post(
    '/merchant-applications',
    {
      config: { allow: ['user'], verifiedEmail: true, idempotent: true },
      schema: {
        tags: ['merchants'],
        summary: 'Apply to become a merchant (multipart: the form fields, files `pictures` (1–6) and `licence`)',
        consumes: ['multipart/form-data'],
        response: { 201: ZApplicationSubmitted, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, { files: { pictures: { max: 6 }, licence: { max: 1 } }, maxBytes: app.uploadLimitBytes })
      const application = await submitApplication(app.db, app.images, request.user!, form)
      return reply.code(201).send({ application, message: answerSentence(request, reply, 'errors.merchant.requestSent') })
    },
  )

  app.get(
    '/merchant-applications/mine',
    {
      config: { allow: ['user'] },
      schema: { tags: ['merchants'], summary: 'Your latest merchant application', response: { 200: ZMyApplication, ...errors } },
    },
    async (request) => ({ application: await latestApplicationOf(app.db, request.user!.id) }),
  )

  app.get(
    '/merchant/listings',
    {
      config: { allow: ['merchant'] },
      schema: { tags: ['merchants'], summary: 'Your listings, published or not', response: { 200: ZMerchantListings, ...errors } },
    },
    async (request) => ({ data: await listMerchantListings(app.db, request.user!) }),
  )

  app.post(
    '/upload/:event',
    {
      config: { allow: ['merchant'], invalidatesCatalog: true, idempotent: true },
      schema: {
        tags: ['merchants'],
        summary: 'Add a listing of your business category (multipart: fields and `pictures`)',
        consumes: ['multipart/form-data'],
        params: ZUploadParams,
        response: { 201: ZUploaded, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, { files: { pictures: { max: 6 } }, maxBytes: app.uploadLimitBytes })
      const listing = await uploadListing(app.db, app.images, request.user!, request.params.event, form)
      return reply.code(201).send({ listing, message: answerSentence(request, reply, 'errors.merchant.uploaded') })
    },
  )

  app.patch(
    '/listings/:id',
    {
      config: { allow: ['merchant'], invalidatesCatalog: true },
      schema: {
        tags: ['merchants'],
        summary: 'Edit your listing',
        params: ZOrderParams,
        body: ZListingUpdate,
        response: { 200: ZMerchantListing, ...errors },
      },
    },
    async (request) => updateListing(app.db, request.user!, request.params.id, request.body),
  )

  app.put(
    '/merchant/listings/:id/pictures',
    {
      config: { allow: ['merchant'], invalidatesCatalog: true },
      schema: {
        tags: ['merchants'],
        summary:
          "Reorder, remove and add your listing's pictures (multipart: `keep`, a JSON list of its own picture URLs in their new order, then new files `pictures`; 1–12 in all)",
        consumes: ['multipart/form-data'],
        params: ZOrderParams,
        response: { 200: ZMerchantListing, ...errors },
      },
    },
    async (request) => {
      const form = await readMultipart(request, {
        files: { pictures: { max: LISTING_PICTURES_RANGE.max } },
        maxBytes: app.uploadLimitBytes,
      })
      return replacePictures(app.db, app.images, request.user!, request.params.id, form)
    },
  )

  app.put(
    '/listings/:id/published',
    {
      config: { allow: ['merchant'], invalidatesCatalog: true },
      schema: {
        tags: ['merchants'],
        summary: 'Publish or unpublish your listing',
        params: ZOrderParams,
        body: ZPublish,
        response: { 200: ZMerchantListing, ...errors },
      },
    },
    async (request) => setPublished(app.db, request.user!, request.params.id, request.body.published),
  )

  app.get(
    '/merchant/bookings',
    {
      config: { allow: ['merchant'] },
      schema: { tags: ['merchants'], summary: 'Orders placed on your listings', response: { 200: ZOrderList, ...errors } },
    },
    async (request) => ({ data: await merchantBookings(app.db, request.user!) }),
  )

  // What the listing sells (issue 17): its packages and add-ons.
  app.get(
    '/merchant/listings/:id/offer',
    {
      config: { allow: ['merchant'] },
      schema: {
        tags: ['merchants'],
        summary: 'The packages and add-ons of your listing',
        params: ZOrderParams,
        response: { 200: ZOffer, ...errors },
      },
    },
    async (request) => getOffer(app.db, request.user!, request.params.id),
  )

  app.put(
    '/merchant/listings/:id/offer',
    {
      config: { allow: ['merchant'], invalidatesCatalog: true },
      schema: {
        tags: ['merchants'],
        summary: 'Replace the packages and add-ons of your listing (its card price becomes the cheapest package)',
        params: ZOrderParams,
        body: ZOfferInput,
        response: { 200: ZOffer, ...errors },
      },
    },
    async (request) => saveOffer(app.db, request.user!, request.params.id, request.body),
  )

  // The listing's calendar (issue 17): its bookings and the dates the merchant blocked.
  app.get(
    '/merchant/listings/:id/calendar',
    {
      config: { allow: ['merchant'] },
      schema: {
        tags: ['merchants'],
        summary: 'The bookings and blocked dates of your listing, from one day to another',
        params: ZOrderParams,
        querystring: ZCalendarQuery,
        response: { 200: ZListingCalendar, ...errors },
      },
    },
    async (request) => listingCalendar(app.db, request.user!, request.params.id, request.query),
  )

  app.post(
    '/merchant/listings/:id/blocks',
    {
      config: { allow: ['merchant'] },
      schema: {
        tags: ['merchants'],
        summary: 'Block a date (a venue: a shift, or both) you sold outside Utsab (409 date_booked when a booking has it)',
        params: ZOrderParams,
        body: ZBlockDate,
        response: { 201: ZBlockedDates, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await blockDate(app.db, request.user!, request.params.id, request.body)),
  )

  app.delete(
    '/merchant/listings/:id/blocks/:blockId',
    {
      config: { allow: ['merchant'] },
      schema: { tags: ['merchants'], summary: 'Free a date you blocked', params: ZBlockParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await unblockDate(app.db, request.user!, request.params.id, request.params.blockId)
      return reply.code(204).send(null)
    },
  )
}
