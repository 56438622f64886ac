CREATE TYPE "public"."placement_work_mode" AS ENUM('ON_SITE', 'REMOTE', 'HYBRID');--> statement-breakpoint
CREATE TABLE "placement_details" (
	"session_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"opening_id" integer NOT NULL,
	"start_date" date,
	"end_date" date,
	"mentor_name" text,
	"mentor_position" text,
	"mentor_email" text,
	"mentor_phone" text,
	"work_mode" "placement_work_mode",
	"work_address" text,
	"confirmed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"ended_by_platform_uid" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placement_details_session_id_student_id_opening_id_pk" PRIMARY KEY("session_id","student_id","opening_id"),
	CONSTRAINT "placement_details_dates_ordered" CHECK ("placement_details"."end_date" >= "placement_details"."start_date"),
	CONSTRAINT "placement_details_ended_with_reason" CHECK (("placement_details"."ended_at" is null) = ("placement_details"."end_reason" is null)),
	CONSTRAINT "placement_details_version_positive" CHECK ("placement_details"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "placement_details" ADD CONSTRAINT "placement_details_opening_id_openings_opening_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."openings"("opening_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_details" ADD CONSTRAINT "placement_details_ended_by_platform_uid_accounts_platform_uid_fk" FOREIGN KEY ("ended_by_platform_uid") REFERENCES "public"."accounts"("platform_uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_details" ADD CONSTRAINT "placement_details_enrollment_fk" FOREIGN KEY ("session_id","student_id") REFERENCES "public"."enrollments"("session_id","student_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "placement_details_opening_id_index" ON "placement_details" USING btree ("opening_id");