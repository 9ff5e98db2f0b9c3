ALTER TYPE "public"."refund_status" ADD VALUE 'processing';--> statement-breakpoint
ALTER TYPE "public"."refund_status" ADD VALUE 'refused';