CREATE TYPE "public"."payment_intent_status" AS ENUM('requires_payment_method', 'processing', 'succeeded', 'failed', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('pending', 'paid', 'cancelled', 'expired');--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"event_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_item_once" UNIQUE NULLS NOT DISTINCT("user_id","listing_id","event_date")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"customer_id" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"kind" "listing_kind" NOT NULL,
	"event_date" date,
	"status" "order_status" DEFAULT 'pending' NOT NULL,
	"event" text NOT NULL,
	"category" text NOT NULL,
	"picture" text,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"agency_name" text NOT NULL,
	"location" text NOT NULL,
	"contact" text NOT NULL,
	"rating" real NOT NULL,
	"price_bdt" integer NOT NULL,
	"delivery_charge_bdt" integer DEFAULT 0 NOT NULL,
	"total_bdt" integer NOT NULL,
	"checkout_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "order_total_adds_up" CHECK ("orders"."total_bdt" = "orders"."price_bdt" + "orders"."delivery_charge_bdt"),
	CONSTRAINT "order_paid_has_time" CHECK (("orders"."status" = 'paid') = ("orders"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"checkout_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"amount_bdt" integer NOT NULL,
	"status" "payment_intent_status" DEFAULT 'requires_payment_method' NOT NULL,
	"client_secret" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_intents_client_secret_unique" UNIQUE("client_secret")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" text NOT NULL,
	"checkout_id" uuid NOT NULL,
	"price_bdt" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"booking_id" text NOT NULL,
	"contact" text NOT NULL,
	"agency_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "payments_checkout_id_unique" UNIQUE("checkout_id")
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_transaction_id_payment_intents_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."payment_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "one_active_order_per_listing_date" ON "orders" USING btree ("listing_id","event_date") WHERE "orders"."status" in ('pending', 'paid') and "orders"."event_date" is not null;--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_checkout_idx" ON "orders" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_pending_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payment_intents_checkout_idx" ON "payment_intents" USING btree ("checkout_id");