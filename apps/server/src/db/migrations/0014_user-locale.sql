ALTER TABLE "user" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_locale_known" CHECK ("user"."locale" is null or "user"."locale" in ('en', 'bn'));