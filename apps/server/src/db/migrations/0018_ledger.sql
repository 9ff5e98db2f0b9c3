CREATE TYPE "public"."ledger_account" AS ENUM('gateway_cash', 'merchant_payable', 'commission', 'refunds_payable');--> statement-breakpoint
CREATE TYPE "public"."ledger_kind" AS ENUM('payment', 'refund', 'refund_paid', 'payout');--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"posting" text NOT NULL,
	"kind" "ledger_kind" NOT NULL,
	"account" "ledger_account" NOT NULL,
	"agency_id" uuid,
	"amount_poisha" bigint NOT NULL,
	"reference" text NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_entries_name_agency" CHECK (("ledger_entries"."account" = 'merchant_payable') = ("ledger_entries"."agency_id" is not null)),
	CONSTRAINT "entry_not_zero" CHECK ("ledger_entries"."amount_poisha" <> 0)
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agency_id" uuid NOT NULL,
	"amount_poisha" bigint NOT NULL,
	"method" text NOT NULL,
	"reference" text NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_positive" CHECK ("payouts"."amount_poisha" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_account_idx" ON "ledger_entries" USING btree ("account","agency_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_posting_idx" ON "ledger_entries" USING btree ("posting");--> statement-breakpoint
CREATE INDEX "ledger_reference_idx" ON "ledger_entries" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payouts_agency_idx" ON "payouts" USING btree ("agency_id","created_at");--> statement-breakpoint
-- Payments recorded before the books: each was paid in full at booking, without commission, so all of it is owed to its merchant.
INSERT INTO "ledger_entries" ("posting", "kind", "account", "agency_id", "amount_poisha", "reference", "order_id", "created_at")
SELECT 'pay_' || "payments"."transaction_id", 'payment', 'gateway_cash', NULL, "payments"."price_bdt"::bigint * 100, "payments"."transaction_id", NULL, "payments"."created_at"
FROM "payments" WHERE "payments"."price_bdt" > 0;--> statement-breakpoint
INSERT INTO "ledger_entries" ("posting", "kind", "account", "agency_id", "amount_poisha", "reference", "order_id", "created_at")
SELECT 'pay_' || "payments"."transaction_id", 'payment', 'merchant_payable', "listings"."agency_id", -("orders"."total_bdt"::bigint * 100), "payments"."transaction_id", "orders"."id", "payments"."created_at"
FROM "payments"
JOIN "orders" ON "orders"."checkout_id" = "payments"."checkout_id"
JOIN "listings" ON "listings"."id" = "orders"."listing_id"
WHERE "orders"."total_bdt" > 0;
