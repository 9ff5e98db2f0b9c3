CREATE TYPE "public"."planner_budget_category" AS ENUM('venue', 'photographer', 'costume', 'makeup', 'decoration', 'invitations', 'gifts', 'transport', 'other');--> statement-breakpoint
CREATE TYPE "public"."planner_function_kind" AS ENUM('engagement', 'mehndi', 'holud', 'wedding', 'reception', 'other');--> statement-breakpoint
CREATE TABLE "planner_bookings" (
	"order_id" uuid NOT NULL,
	"function_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planner_bookings_order_id_pk" PRIMARY KEY("order_id")
);
--> statement-breakpoint
CREATE TABLE "planner_budget_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"category" "planner_budget_category" NOT NULL,
	"label" text NOT NULL,
	"planned_bdt" integer NOT NULL,
	"paid_bdt" integer DEFAULT 0 NOT NULL,
	"outside" boolean DEFAULT false NOT NULL,
	"due_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planner_line_paid_within_planned" CHECK ("planner_budget_lines"."paid_bdt" between 0 and "planner_budget_lines"."planned_bdt"),
	CONSTRAINT "planner_line_paid_only_outside" CHECK ("planner_budget_lines"."outside" or "planner_budget_lines"."paid_bdt" = 0)
);
--> statement-breakpoint
CREATE TABLE "planner_checklist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"function_id" uuid,
	"template_key" text,
	"text" text,
	"due_on" date,
	"days_before" integer,
	"due_edited" boolean DEFAULT false NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planner_task_has_words" CHECK ("planner_checklist_items"."text" is not null or "planner_checklist_items"."template_key" is not null)
);
--> statement-breakpoint
CREATE TABLE "planner_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"title" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planner_functions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"kind" "planner_function_kind" NOT NULL,
	"title" text,
	"date" date,
	"place" text,
	"map_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "planner_bookings" ADD CONSTRAINT "planner_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_bookings" ADD CONSTRAINT "planner_bookings_function_id_planner_functions_id_fk" FOREIGN KEY ("function_id") REFERENCES "public"."planner_functions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_budget_lines" ADD CONSTRAINT "planner_budget_lines_event_id_planner_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."planner_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_checklist_items" ADD CONSTRAINT "planner_checklist_items_event_id_planner_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."planner_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_checklist_items" ADD CONSTRAINT "planner_checklist_items_function_id_planner_functions_id_fk" FOREIGN KEY ("function_id") REFERENCES "public"."planner_functions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_events" ADD CONSTRAINT "planner_events_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_functions" ADD CONSTRAINT "planner_functions_event_id_planner_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."planner_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "planner_bookings_function_idx" ON "planner_bookings" USING btree ("function_id");--> statement-breakpoint
CREATE INDEX "planner_budget_lines_event_idx" ON "planner_budget_lines" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "planner_checklist_event_idx" ON "planner_checklist_items" USING btree ("event_id","due_on");--> statement-breakpoint
CREATE INDEX "planner_checklist_function_idx" ON "planner_checklist_items" USING btree ("function_id");--> statement-breakpoint
CREATE UNIQUE INDEX "planner_checklist_template_once" ON "planner_checklist_items" USING btree ("event_id","template_key") WHERE "planner_checklist_items"."template_key" is not null;--> statement-breakpoint
CREATE INDEX "planner_events_owner_idx" ON "planner_events" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "planner_functions_event_idx" ON "planner_functions" USING btree ("event_id","date");