CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"conversation_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"sender_id" text NOT NULL,
	"event_date" date,
	"details" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"total_bdt" integer NOT NULL,
	"advance_percent" integer NOT NULL,
	"cancellation_policy" "cancellation_policy" NOT NULL,
	"note" text,
	"valid_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "quote_status" CHECK ("quotes"."status" in ('open', 'accepted', 'withdrawn')),
	CONSTRAINT "quote_total_positive" CHECK ("quotes"."total_bdt" > 0),
	CONSTRAINT "quote_advance_percent" CHECK ("quotes"."advance_percent" between 0 and 100),
	CONSTRAINT "quote_accepted_has_order" CHECK (("quotes"."status" = 'accepted') = ("quotes"."order_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_conversation_idx" ON "quotes" USING btree ("conversation_id","created_at");