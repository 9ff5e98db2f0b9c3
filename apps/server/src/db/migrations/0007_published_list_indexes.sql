DROP INDEX "listings_kind_created_idx";--> statement-breakpoint
DROP INDEX "listings_kind_price_idx";--> statement-breakpoint
DROP INDEX "listings_kind_rating_idx";--> statement-breakpoint
DROP INDEX "listings_kind_district_price_idx";--> statement-breakpoint
CREATE INDEX "listings_kind_created_idx" ON "listings" USING btree ("kind","created_at" DESC NULLS LAST,"id") WHERE "listings"."published";--> statement-breakpoint
CREATE INDEX "listings_kind_price_idx" ON "listings" USING btree ("kind","price_bdt","id") WHERE "listings"."published";--> statement-breakpoint
CREATE INDEX "listings_kind_rating_idx" ON "listings" USING btree ("kind","rating" DESC NULLS LAST,"id") WHERE "listings"."published";--> statement-breakpoint
CREATE INDEX "listings_kind_district_price_idx" ON "listings" USING btree ("kind","district","price_bdt","id") WHERE "listings"."published";