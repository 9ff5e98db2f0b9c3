CREATE TYPE "public"."cancellation_policy" AS ENUM('flexible', 'moderate', 'strict');--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'confirmed' BEFORE 'paid';--> statement-breakpoint
DROP INDEX "one_active_order_per_listing_date";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "advance_percent" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "cancellation_policy" "cancellation_policy" DEFAULT 'moderate' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "advance_bdt" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_bdt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every booking so far was paid in full.
UPDATE "orders" SET "advance_bdt" = "total_bdt", "paid_bdt" = CASE WHEN "status" = 'paid' THEN "total_bdt" ELSE 0 END;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "advance_bdt" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_due_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_reminded_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancellation_policy" "cancellation_policy" DEFAULT 'moderate' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "cancellation_policy" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_checkout_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_balance_checkout_idx" ON "orders" USING btree ("balance_checkout_id");--> statement-breakpoint
CREATE INDEX "orders_balance_due_idx" ON "orders" USING btree ("balance_due_on") WHERE "orders"."balance_due_on" is not null and "orders"."paid_bdt" < "orders"."total_bdt";--> statement-breakpoint
CREATE UNIQUE INDEX "one_active_order_per_listing_date" ON "orders" USING btree ("listing_id","event_date") WHERE "orders"."status" not in ('cancelled', 'expired') and "orders"."event_date" is not null;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "advance_percent_in_range" CHECK ("listings"."advance_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "order_advance_within_total" CHECK ("orders"."advance_bdt" between 0 and "orders"."total_bdt");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "order_paid_within_total" CHECK ("orders"."paid_bdt" between 0 and "orders"."total_bdt");