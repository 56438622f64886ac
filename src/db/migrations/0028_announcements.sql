CREATE TYPE "public"."announcement_audience" AS ENUM('SESSION_STUDENTS', 'STUDENTS_NOT_SUBMITTED', 'STUDENTS_UNMATCHED', 'SESSION_COMPANIES', 'COMPANIES_NOT_RANKED');--> statement-breakpoint
CREATE TYPE "public"."announcement_status" AS ENUM('SCHEDULED', 'SENT', 'CANCELLED');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'ANNOUNCEMENT';--> statement-breakpoint
CREATE TABLE "announcements" (
	"announcement_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcements_announcement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"audience" "announcement_audience" NOT NULL,
	"title_th" text NOT NULL,
	"body_th" text NOT NULL,
	"title_en" text,
	"body_en" text,
	"scheduled_at" timestamp with time zone NOT NULL,
	"status" "announcement_status" DEFAULT 'SCHEDULED' NOT NULL,
	"recipient_count" integer,
	"created_by_platform_uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "announcements_recipient_count_non_negative" CHECK ("announcements"."recipient_count" is null or "announcements"."recipient_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_session_id_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_platform_uid_accounts_platform_uid_fk" FOREIGN KEY ("created_by_platform_uid") REFERENCES "public"."accounts"("platform_uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_session_created_index" ON "announcements" USING btree ("session_id","created_at" DESC NULLS LAST,"announcement_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "announcements_due_index" ON "announcements" USING btree ("scheduled_at") WHERE "announcements"."status" = 'SCHEDULED';--> statement-breakpoint
CREATE INDEX "notifications_announcement_event_index" ON "notifications" USING btree ("event_key") WHERE "notifications"."event_key" like 'announcement:%';