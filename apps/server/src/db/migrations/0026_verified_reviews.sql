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
DROP INDEX "listings_kind_rating_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "review_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "shown_rating" real GENERATED ALWAYS AS (case when review_count > 0 then round(review_sum::numeric / review_count, 2)::real else rating end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "review_invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_listing_idx" ON "reviews" USING btree ("listing_id","created_at" DESC NULLS LAST) WHERE "reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_review_invite_idx" ON "orders" USING btree ("event_date") WHERE "orders"."review_invited_at" is null and "orders"."status" in ('paid', 'confirmed');--> statement-breakpoint
CREATE INDEX "listings_kind_rating_idx" ON "listings" USING btree ("kind","shown_rating" DESC NULLS LAST,"id") WHERE "listings"."published";--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "review_totals_in_range" CHECK ("listings"."review_sum" between "listings"."review_count" and 5 * "listings"."review_count");