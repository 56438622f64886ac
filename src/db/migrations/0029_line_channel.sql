CREATE TYPE "public"."line_status" AS ENUM('PENDING', 'SENDING', 'SENT', 'SKIPPED', 'FAILED');--> statement-breakpoint
CREATE TABLE "line_links" (
	"recipient_role" "notification_recipient_role" NOT NULL,
	"recipient_id" text NOT NULL,
	"line_user_id" text NOT NULL,
	"display_name" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unreachable_at" timestamp with time zone,
	CONSTRAINT "line_links_recipient_role_recipient_id_pk" PRIMARY KEY("recipient_role","recipient_id"),
	CONSTRAINT "line_links_line_user_unique" UNIQUE("line_user_id")
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "is_line_enabled" boolean;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "line_status" "line_status" DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "line_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "line_next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "line_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "line_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "line_last_error" text;--> statement-breakpoint
CREATE INDEX "notifications_line_due_index" ON "notifications" USING btree ("line_next_attempt_at") WHERE "notifications"."line_status" in ('PENDING', 'SENDING');--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_line_attempts_non_negative" CHECK ("notifications"."line_attempts" >= 0);