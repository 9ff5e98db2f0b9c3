CREATE TABLE "web_vitals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"route" text NOT NULL,
	"locale" text NOT NULL,
	"device" text NOT NULL,
	"lcp_ms" integer,
	"inp_ms" integer,
	"cls" real,
	"navigation" text NOT NULL,
	CONSTRAINT "web_vitals_locale_known" CHECK ("web_vitals"."locale" in ('en', 'bn')),
	CONSTRAINT "web_vitals_device_known" CHECK ("web_vitals"."device" in ('phone', 'tablet', 'desktop')),
	CONSTRAINT "web_vitals_navigation_known" CHECK ("web_vitals"."navigation" in ('navigate', 'reload', 'back_forward', 'prerender')),
	CONSTRAINT "web_vitals_values_bounded" CHECK ("web_vitals"."lcp_ms" >= 0 and "web_vitals"."inp_ms" >= 0 and "web_vitals"."cls" >= 0)
);
--> statement-breakpoint
CREATE INDEX "web_vitals_at_idx" ON "web_vitals" USING btree ("at");