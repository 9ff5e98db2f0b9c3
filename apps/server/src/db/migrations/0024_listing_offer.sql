ALTER TABLE "orders" DROP CONSTRAINT "order_price_is_units";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "packages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "addons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "package_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "order_price_covers_units" CHECK ("orders"."price_bdt" >= "orders"."unit_price_bdt" * "orders"."quantity" and "orders"."quantity" > 0);