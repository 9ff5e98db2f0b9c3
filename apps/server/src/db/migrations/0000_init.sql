CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."district" AS ENUM('Bogura', 'Rajshahi', 'Khulna', 'Chittagong');--> statement-breakpoint
CREATE TYPE "public"."listing_kind" AS ENUM('venue', 'photographer', 'costume', 'makeup');--> statement-breakpoint
CREATE TABLE "agencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"district" "district" NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"company" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "listing_kind" NOT NULL,
	"agency_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"pictures" text[] NOT NULL,
	"background_picture" text,
	"description" text,
	"price_bdt" integer NOT NULL,
	"rating" real NOT NULL,
	"size" text,
	"district" "district" NOT NULL,
	"address" text NOT NULL,
	"search_text" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_not_negative" CHECK ("listings"."price_bdt" >= 0),
	CONSTRAINT "rating_in_range" CHECK ("listings"."rating" between 0 and 5),
	CONSTRAINT "has_pictures" CHECK (cardinality("listings"."pictures") between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_kind_created_idx" ON "listings" USING btree ("kind","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "listings_kind_price_idx" ON "listings" USING btree ("kind","price_bdt","id");--> statement-breakpoint
CREATE INDEX "listings_kind_rating_idx" ON "listings" USING btree ("kind","rating" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "listings_kind_district_price_idx" ON "listings" USING btree ("kind","district","price_bdt");--> statement-breakpoint
CREATE INDEX "listings_agency_idx" ON "listings" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "listings_search_trgm_idx" ON "listings" USING gin ("search_text" gin_trgm_ops);