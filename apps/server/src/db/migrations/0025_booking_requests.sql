CREATE TYPE "public"."booking_mode" AS ENUM('instant', 'request');--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'requested';--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "booking_mode" "booking_mode" DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_request_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."requested_at" is not null and "orders"."answered_at" is null;