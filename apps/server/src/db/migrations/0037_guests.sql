CREATE TYPE "public"."planner_guest_side" AS ENUM('bride', 'groom', 'both');--> statement-breakpoint
CREATE TYPE "public"."planner_rsvp_answer" AS ENUM('yes', 'no', 'maybe');--> statement-breakpoint
CREATE TABLE "planner_guest_answers" (
	"guest_id" uuid NOT NULL,
	"function_id" uuid NOT NULL,
	"attending" "planner_rsvp_answer" NOT NULL,
	"heads" integer NOT NULL,
	"dietary" text,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planner_guest_answers_guest_id_function_id_pk" PRIMARY KEY("guest_id","function_id"),
	CONSTRAINT "planner_answer_heads" CHECK ("planner_guest_answers"."heads" between 0 and 30 and ("planner_guest_answers"."attending" <> 'no' or "planner_guest_answers"."heads" = 0))
);
--> statement-breakpoint
CREATE TABLE "planner_guest_invitations" (
	"guest_id" uuid NOT NULL,
	"function_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planner_guest_invitations_guest_id_function_id_pk" PRIMARY KEY("guest_id","function_id")
);
--> statement-breakpoint
CREATE TABLE "planner_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"side" "planner_guest_side" NOT NULL,
	"family" text,
	"phone" text,
	"email" text,
	"party_size" integer DEFAULT 1 NOT NULL,
	"token_seed" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planner_guests_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "planner_guest_party_size" CHECK ("planner_guests"."party_size" between 1 and 30)
);
--> statement-breakpoint
CREATE TABLE "planner_invitations" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"welcome" text,
	"function_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"token_seed" text NOT NULL,
	"token_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planner_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "planner_guest_answers" ADD CONSTRAINT "planner_guest_answers_guest_id_function_id_planner_guest_invitations_guest_id_function_id_fk" FOREIGN KEY ("guest_id","function_id") REFERENCES "public"."planner_guest_invitations"("guest_id","function_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_guest_invitations" ADD CONSTRAINT "planner_guest_invitations_guest_id_planner_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."planner_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_guest_invitations" ADD CONSTRAINT "planner_guest_invitations_function_id_planner_functions_id_fk" FOREIGN KEY ("function_id") REFERENCES "public"."planner_functions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_guests" ADD CONSTRAINT "planner_guests_event_id_planner_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."planner_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_invitations" ADD CONSTRAINT "planner_invitations_event_id_planner_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."planner_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "planner_guest_invitations_function_idx" ON "planner_guest_invitations" USING btree ("function_id");--> statement-breakpoint
CREATE INDEX "planner_guests_event_idx" ON "planner_guests" USING btree ("event_id","side","family");