ALTER TABLE "listings" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "description_bn" text;