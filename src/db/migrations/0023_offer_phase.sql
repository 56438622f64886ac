CREATE TYPE "public"."offer_status" AS ENUM('OFFERED', 'ACCEPTED', 'DECLINED', 'LAPSED', 'WITHDRAWN');--> statement-breakpoint
ALTER TYPE "public"."matching_source" ADD VALUE 'OFFER';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'STUDENT_OFFER';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'COMPANY_OFFER';--> statement-breakpoint
CREATE TABLE "offers" (
	"offer_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_offer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"round" integer NOT NULL,
	"opening_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"status" "offer_status" DEFAULT 'OFFERED' NOT NULL,
	"answer_deadline" timestamp with time zone NOT NULL,
	"sent_by_platform_uid" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_closed_at_set" CHECK (("offers"."status" = 'OFFERED') = ("offers"."closed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "offer_opt_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "offer_phase_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "offer_phase_ended_early_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_session_id_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_opening_id_openings_opening_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."openings"("opening_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_sent_by_platform_uid_accounts_platform_uid_fk" FOREIGN KEY ("sent_by_platform_uid") REFERENCES "public"."accounts"("platform_uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_enrollment_fk" FOREIGN KEY ("session_id","student_id") REFERENCES "public"."enrollments"("session_id","student_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_opening_id_status_index" ON "offers" USING btree ("opening_id","status");--> statement-breakpoint
CREATE INDEX "offers_session_id_student_id_index" ON "offers" USING btree ("session_id","student_id");--> statement-breakpoint
CREATE INDEX "offers_session_id_round_index" ON "offers" USING btree ("session_id","round");--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_offer_phase_after_results" CHECK ("rounds"."offer_phase_ends_at" is null or "rounds"."offer_phase_ends_at" > "rounds"."result_announcement_date");--> statement-breakpoint
-- A student accepts at most one offer of a session: the accept's locks decide the race, this index is the last word.
CREATE UNIQUE INDEX "offers_one_accepted_per_student" ON "offers" ("session_id","student_id") WHERE "status" = 'ACCEPTED';
