ALTER TABLE "agencies" ADD COLUMN "reply_minutes" integer;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "reply_samples" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "reply_minutes" integer;--> statement-breakpoint
CREATE INDEX "listings_kind_reply_idx" ON "listings" USING btree ("kind","reply_minutes","id") WHERE "listings"."published";