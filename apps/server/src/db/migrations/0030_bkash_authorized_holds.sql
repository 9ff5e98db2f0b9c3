ALTER TYPE "public"."payment_intent_status" ADD VALUE 'authorized';--> statement-breakpoint
ALTER TYPE "public"."payment_intent_status" ADD VALUE 'voiding';--> statement-breakpoint
ALTER TYPE "public"."payment_intent_status" ADD VALUE 'voided';--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "intent" text DEFAULT 'sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "bkash_sim_payments" ADD COLUMN "intent" text DEFAULT 'sale' NOT NULL;