CREATE TYPE "public"."refund_status" AS ENUM('pending', 'succeeded');--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_bdt" integer NOT NULL,
	"reason" text NOT NULL,
	"status" "refund_status" DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refund_once_per_booking_payment" UNIQUE("order_id","intent_id"),
	CONSTRAINT "refund_positive" CHECK ("refunds"."amount_bdt" > 0),
	CONSTRAINT "refund_done_has_time" CHECK (("refunds"."status" = 'succeeded') = ("refunds"."completed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "order_paid_has_time";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_bdt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_intent_id_payment_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "order_refund_within_paid" CHECK ("orders"."refund_bdt" between 0 and "orders"."paid_bdt");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "order_paid_has_time" CHECK ("orders"."status" <> 'paid' or "orders"."paid_at" is not null);