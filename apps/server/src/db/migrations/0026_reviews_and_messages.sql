CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"author" text NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_review_per_order" UNIQUE("order_id"),
	CONSTRAINT "review_rating_in_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "review_reply_has_time" CHECK (("reviews"."reply" is null) = ("reviews"."replied_at" is null))
);
--> statement-breakpoint
CREATE TABLE "conversation_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" text NOT NULL,
	"from_side" text NOT NULL,
	"body" text NOT NULL,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_side" CHECK ("conversation_messages"."from_side" in ('customer', 'merchant'))
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"order_id" uuid,
	"customer_id" text NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_read_at" timestamp with time zone,
	"merchant_read_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	"reported_by" text,
	"report_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_conversation_per_order" UNIQUE("order_id")
);
--> statement-breakpoint
DROP INDEX "listings_kind_rating_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "review_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "shown_rating" real GENERATED ALWAYS AS (case when review_count > 0 then round(review_sum::numeric / review_count, 2)::real else rating end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "review_invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_listing_idx" ON "reviews" USING btree ("listing_id","created_at" DESC NULLS LAST) WHERE "reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversation_messages_idx" ON "conversation_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "conversation_messages_unsent_idx" ON "conversation_messages" USING btree ("created_at") WHERE "conversation_messages"."emailed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "one_question_per_customer_listing" ON "conversations" USING btree ("listing_id","customer_id") WHERE "conversations"."order_id" is null;--> statement-breakpoint
CREATE INDEX "conversations_customer_idx" ON "conversations" USING btree ("customer_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_listing_idx" ON "conversations" USING btree ("listing_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_reported_idx" ON "conversations" USING btree ("reported_at" DESC NULLS LAST) WHERE "conversations"."reported_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_review_invite_idx" ON "orders" USING btree ("event_date") WHERE "orders"."review_invited_at" is null and "orders"."status" not in ('pending', 'cancelled', 'expired');--> statement-breakpoint
CREATE INDEX "listings_kind_rating_idx" ON "listings" USING btree ("kind","shown_rating" DESC NULLS LAST,"id") WHERE "listings"."published";--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "review_totals_in_range" CHECK ("listings"."review_sum" between "listings"."review_count" and 5 * "listings"."review_count");