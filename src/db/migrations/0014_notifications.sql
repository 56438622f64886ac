CREATE TYPE "public"."email_status" AS ENUM('PENDING', 'SENDING', 'SENT', 'KEPT', 'SKIPPED', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."notification_kind" AS ENUM('OPENINGS_ANNOUNCED', 'STUDENT_RANKING_REMINDER', 'STUDENT_RANKING_RECEIPT', 'STUDENT_RANKING_UNSUBMITTED', 'STUDENT_RESULT', 'APPLICATIONS_ANNOUNCED', 'COMPANY_RANKING_REMINDER', 'COMPANY_RANKING_RECEIPT', 'COMPANY_RESULTS', 'MATCHING_RUN_FINISHED', 'REPORT_READY');--> statement-breakpoint
CREATE TYPE "public"."notification_recipient_role" AS ENUM('admin', 'student', 'company_user');--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"recipient_role" "notification_recipient_role" NOT NULL,
	"recipient_id" text NOT NULL,
	"kind" "notification_kind" NOT NULL,
	"is_email_enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_recipient_role_recipient_id_kind_pk" PRIMARY KEY("recipient_role","recipient_id","kind")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"notification_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_notification_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recipient_role" "notification_recipient_role" NOT NULL,
	"recipient_id" text NOT NULL,
	"kind" "notification_kind" NOT NULL,
	"event_key" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"email_status" "email_status" DEFAULT 'PENDING' NOT NULL,
	"email_attempts" integer DEFAULT 0 NOT NULL,
	"email_next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email_locked_until" timestamp with time zone,
	"email_address" text,
	"email_sent_at" timestamp with time zone,
	"email_last_error" text,
	CONSTRAINT "notifications_recipient_event_unique" UNIQUE("recipient_role","recipient_id","event_key"),
	CONSTRAINT "notifications_email_attempts_non_negative" CHECK ("notifications"."email_attempts" >= 0)
);
--> statement-breakpoint
CREATE INDEX "notifications_recipient_created_index" ON "notifications" USING btree ("recipient_role","recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_recipient_unread_index" ON "notifications" USING btree ("recipient_role","recipient_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_email_due_index" ON "notifications" USING btree ("email_next_attempt_at") WHERE "notifications"."email_status" in ('PENDING', 'SENDING');--> statement-breakpoint
CREATE INDEX "notifications_created_index" ON "notifications" USING btree ("created_at");