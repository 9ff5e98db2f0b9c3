ALTER TYPE "public"."payment_intent_status" ADD VALUE 'held';--> statement-breakpoint
ALTER TYPE "public"."payment_intent_status" ADD VALUE 'refunding';--> statement-breakpoint
CREATE TABLE "bkash_sim_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"app_key" text NOT NULL,
	"amount_poisha" integer NOT NULL,
	"merchant_invoice_number" text NOT NULL,
	"payer_reference" text NOT NULL,
	"callback_url" text NOT NULL,
	"status" text DEFAULT 'Initiated' NOT NULL,
	"trx_id" text,
	"customer_msisdn" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"executed_at" timestamp with time zone,
	CONSTRAINT "bkash_sim_payments_trx_id_unique" UNIQUE("trx_id")
);
--> statement-breakpoint
CREATE TABLE "bkash_sim_refunds" (
	"refund_trx_id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_poisha" integer NOT NULL,
	"sku" text NOT NULL,
	"reason" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sslcommerz_sim_refunds" (
	"refund_ref_id" text PRIMARY KEY NOT NULL,
	"bank_tran_id" text NOT NULL,
	"refe_id" text NOT NULL,
	"amount_poisha" integer NOT NULL,
	"remarks" text NOT NULL,
	"initiated_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sslcommerz_sim_refund_once" UNIQUE("bank_tran_id","refe_id")
);
--> statement-breakpoint
CREATE TABLE "sslcommerz_sim_sessions" (
	"sessionkey" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"tran_id" text NOT NULL,
	"amount_poisha" integer NOT NULL,
	"currency" text NOT NULL,
	"request" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"val_id" text,
	"bank_tran_id" text,
	"card_type" text,
	"card_no" text,
	"risk_level" integer DEFAULT 0 NOT NULL,
	"tran_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sslcommerz_sim_sessions_val_id_unique" UNIQUE("val_id"),
	CONSTRAINT "sslcommerz_sim_sessions_bank_tran_id_unique" UNIQUE("bank_tran_id")
);
--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "gateway_session" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "trx_id" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "val_id" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "bank_tran_id" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "card_type" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "risk_level" integer;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "paid_poisha" integer;--> statement-breakpoint
CREATE INDEX "payment_intents_open_idx" ON "payment_intents" USING btree ("provider","status","updated_at");--> statement-breakpoint
CREATE INDEX "payment_intents_session_idx" ON "payment_intents" USING btree ("gateway_session");