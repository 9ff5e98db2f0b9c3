DROP INDEX "listings_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "listings_venue_search_trgm_idx" ON "listings" USING gin ("search_text" gin_trgm_ops) WHERE "listings"."published" and "listings"."kind" = 'venue';--> statement-breakpoint
CREATE INDEX "listings_photographer_search_trgm_idx" ON "listings" USING gin ("search_text" gin_trgm_ops) WHERE "listings"."published" and "listings"."kind" = 'photographer';--> statement-breakpoint
CREATE INDEX "listings_costume_search_trgm_idx" ON "listings" USING gin ("search_text" gin_trgm_ops) WHERE "listings"."published" and "listings"."kind" = 'costume';--> statement-breakpoint
CREATE INDEX "listings_makeup_search_trgm_idx" ON "listings" USING gin ("search_text" gin_trgm_ops) WHERE "listings"."published" and "listings"."kind" = 'makeup';