CREATE TYPE "public"."venue_shift" AS ENUM('day', 'evening');--> statement-breakpoint
DROP INDEX "one_active_order_per_listing_date";--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "suspend_reason" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shift" "venue_shift";--> statement-breakpoint
-- Venue bookings made before shifts existed held the evening, the shift a wedding takes.
UPDATE "orders" SET "shift" = 'evening' WHERE "kind" = 'venue';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guests" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "unit_price_bdt" integer;--> statement-breakpoint
UPDATE "orders" SET "unit_price_bdt" = "price_bdt";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "unit_price_bdt" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "one_active_order_per_listing_date_shift" ON "orders" USING btree ("listing_id","event_date",coalesce("shift", 'day')) WHERE "orders"."status" not in ('cancelled', 'expired') and "orders"."event_date" is not null;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "capacity_positive" CHECK ("listings"."capacity" is null or "listings"."capacity" > 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "venue_order_has_shift" CHECK (("orders"."kind" = 'venue') = ("orders"."shift" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "order_price_is_units" CHECK ("orders"."price_bdt" = "orders"."unit_price_bdt" * "orders"."quantity" and "orders"."quantity" > 0);