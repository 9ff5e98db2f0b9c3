ALTER TABLE "listings" drop column "shown_rating";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "shown_rating" real GENERATED ALWAYS AS (case when review_count > 0 then round(review_sum::numeric / review_count, 2)::real else null end) STORED;--> statement-breakpoint
-- Dropping the column dropped its index: the lists sort by the verified rating, unrated listings last.
CREATE INDEX "listings_kind_rating_idx" ON "listings" USING btree ("kind","shown_rating" DESC NULLS LAST,"id") WHERE "listings"."published";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "category_bn" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "address_bn" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "event_bn" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "category_bn" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "location_bn" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "event_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "event_time" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "order_event_time_format" CHECK ("orders"."event_time" is null or "orders"."event_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
-- Bookings made before keep the Bangla name their listing has now.
UPDATE "orders" SET "event_bn" = "listings"."name_bn" FROM "listings" WHERE "listings"."id" = "orders"."listing_id";