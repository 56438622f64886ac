CREATE TABLE "opening_demand" (
	"session_id" integer NOT NULL,
	"opening_id" integer NOT NULL,
	"applicant_count" integer NOT NULL,
	"first_choice_count" integer NOT NULL,
	CONSTRAINT "opening_demand_session_id_opening_id_pk" PRIMARY KEY("session_id","opening_id")
);
--> statement-breakpoint
CREATE TABLE "session_demand" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"is_shown" boolean DEFAULT true NOT NULL,
	"counts_drafts" boolean DEFAULT true NOT NULL,
	"computed_at" timestamp with time zone,
	"computed_round" integer,
	"computed_counts_drafts" boolean
);
--> statement-breakpoint
ALTER TABLE "opening_demand" ADD CONSTRAINT "opening_demand_session_id_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_demand" ADD CONSTRAINT "opening_demand_opening_id_openings_opening_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."openings"("opening_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_demand" ADD CONSTRAINT "session_demand_session_id_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("session_id") ON DELETE cascade ON UPDATE no action;