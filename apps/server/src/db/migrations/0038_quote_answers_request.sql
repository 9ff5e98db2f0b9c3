ALTER TABLE "quotes" ADD COLUMN "request_id" uuid;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_request_id_orders_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "one_quote_per_request" UNIQUE("request_id");