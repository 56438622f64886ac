CREATE TYPE "public"."evaluation_due_basis" AS ENUM('START_DATE', 'END_DATE');--> statement-breakpoint
CREATE TYPE "public"."evaluation_kind" AS ENUM('MIDTERM', 'FINAL');--> statement-breakpoint
ALTER TYPE "public"."file_type" ADD VALUE 'AGREEMENT_SCAN' BEFORE 'GENERATED_REPORT';--> statement-breakpoint
ALTER TYPE "public"."file_type" ADD VALUE 'AGREEMENT_DOCUMENT';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'STUDENT_PLACEMENT';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'COMPANY_PLACEMENT';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'MENTOR_EVALUATION';--> statement-breakpoint
ALTER TYPE "public"."notification_recipient_role" ADD VALUE 'mentor';--> statement-breakpoint
CREATE TABLE "agreement_templates" (
	"session_group_id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by_platform_uid" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employer_ratings" (
	"session_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"opening_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"overall" smallint NOT NULL,
	"mentoring" smallint NOT NULL,
	"learning" smallint NOT NULL,
	"work_environment" smallint NOT NULL,
	"would_recommend" boolean NOT NULL,
	"comment" text,
	"comment_published_at" timestamp with time zone,
	"comment_published_by_platform_uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employer_ratings_session_id_student_id_opening_id_pk" PRIMARY KEY("session_id","student_id","opening_id"),
	CONSTRAINT "employer_ratings_scales_range" CHECK ("employer_ratings"."overall" between 1 and 5 and "employer_ratings"."mentoring" between 1 and 5 and "employer_ratings"."learning" between 1 and 5 and "employer_ratings"."work_environment" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "evaluation_forms" (
	"form_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "evaluation_forms_form_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_group_id" integer NOT NULL,
	"kind" "evaluation_kind" NOT NULL,
	"title_th" text NOT NULL,
	"title_en" text NOT NULL,
	"sections" jsonb NOT NULL,
	"due_basis" "evaluation_due_basis" NOT NULL,
	"due_offset_days" integer DEFAULT 0 NOT NULL,
	"link_valid_days" integer DEFAULT 30 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by_platform_uid" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_forms_link_valid_days_range" CHECK ("evaluation_forms"."link_valid_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "evaluation_requests" (
	"request_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "evaluation_requests_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"opening_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"due_date" timestamp with time zone NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"mentor_email" text,
	"sent_at" timestamp with time zone,
	"send_count" integer DEFAULT 0 NOT NULL,
	"last_reminder_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"answers" jsonb,
	"score" numeric(5, 2),
	"released_at" timestamp with time zone,
	"released_by_platform_uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_requests_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "placement_agreements" (
	"session_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"opening_id" integer NOT NULL,
	"document_file_id" integer,
	"document_sha256" text,
	"sent_at" timestamp with time zone,
	"sent_by_platform_uid" text,
	"last_reminder_at" timestamp with time zone,
	"student_signed_name" text,
	"student_signed_at" timestamp with time zone,
	"student_signed_ip" text,
	"student_signed_by_platform_uid" text,
	"company_signed_name" text,
	"company_signed_at" timestamp with time zone,
	"company_signed_ip" text,
	"company_signed_by_platform_uid" text,
	"scan_file_id" integer,
	"scan_uploaded_at" timestamp with time zone,
	"scan_uploaded_by_platform_uid" text,
	"checked_at" timestamp with time zone,
	"checked_by_platform_uid" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placement_agreements_session_id_student_id_opening_id_pk" PRIMARY KEY("session_id","student_id","opening_id"),
	CONSTRAINT "placement_agreements_version_positive" CHECK ("placement_agreements"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "agreement_templates" ADD CONSTRAINT "agreement_templates_session_group_id_session_groups_session_group_id_fk" FOREIGN KEY ("session_group_id") REFERENCES "public"."session_groups"("session_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_templates" ADD CONSTRAINT "agreement_templates_updated_by_platform_uid_accounts_platform_uid_fk" FOREIGN KEY ("updated_by_platform_uid") REFERENCES "public"."accounts"("platform_uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_ratings" ADD CONSTRAINT "employer_ratings_opening_id_openings_opening_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."openings"("opening_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_ratings" ADD CONSTRAINT "employer_ratings_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_ratings" ADD CONSTRAINT "employer_ratings_comment_published_by_platform_uid_accounts_platform_uid_fk" FOREIGN KEY ("comment_published_by_platform_uid") REFERENCES "public"."accounts"("platform_uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_ratings" ADD CONSTRAINT "employer_ratings_enrollment_fk" FOREIGN KEY ("session_id","student_id") REFERENCES "public"."enrollments"("session_id","student_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_forms" ADD CONSTRAINT "evaluation_forms_session_group_id_session_groups_session_group_id_fk" FOREIGN KEY ("session_group_id") REFERENCES "public"."session_groups"("session_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_forms" ADD CONSTRAINT "evaluation_forms_updated_by_platform_uid_accounts_platform_uid_fk" FOREIGN KEY ("updated_by_platform_uid") REFERENCES "public"."accounts"("platform_uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_requests" ADD CONSTRAINT "evaluation_requests_opening_id_openings_opening_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."openings"("opening_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_requests" ADD CONSTRAINT "evaluation_requests_form_id_evaluation_forms_form_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."evaluation_forms"("form_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_requests" ADD CONSTRAINT "evaluation_requests_released_by_platform_uid_accounts_platform_uid_fk" FOREIGN KEY ("released_by_platform_uid") REFERENCES "public"."accounts"("platform_uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_requests" ADD CONSTRAINT "evaluation_requests_enrollment_fk" FOREIGN KEY ("session_id","student_id") REFERENCES "public"."enrollments"("session_id","student_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_agreements" ADD CONSTRAINT "placement_agreements_opening_id_openings_opening_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."openings"("opening_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_agreements" ADD CONSTRAINT "placement_agreements_document_file_id_files_file_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."files"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_agreements" ADD CONSTRAINT "placement_agreements_sent_by_platform_uid_accounts_platform_uid_fk" FOREIGN KEY ("sent_by_platform_uid") REFERENCES "public"."accounts"("platform_uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_agreements" ADD CONSTRAINT "placement_agreements_student_signed_by_platform_uid_accounts_platform_uid_fk" FOREIGN KEY ("student_signed_by_platform_uid") REFERENCES "public"."accounts"("platform_uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_agreements" ADD CONSTRAINT "placement_agreements_company_signed_by_platform_uid_accounts_platform_uid_fk" FOREIGN KEY ("company_signed_by_platform_uid") REFERENCES "public"."accounts"("platform_uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_agreements" ADD CONSTRAINT "placement_agreements_scan_file_id_files_file_id_fk" FOREIGN KEY ("scan_file_id") REFERENCES "public"."files"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_agreements" ADD CONSTRAINT "placement_agreements_scan_uploaded_by_platform_uid_accounts_platform_uid_fk" FOREIGN KEY ("scan_uploaded_by_platform_uid") REFERENCES "public"."accounts"("platform_uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_agreements" ADD CONSTRAINT "placement_agreements_checked_by_platform_uid_accounts_platform_uid_fk" FOREIGN KEY ("checked_by_platform_uid") REFERENCES "public"."accounts"("platform_uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_agreements" ADD CONSTRAINT "placement_agreements_enrollment_fk" FOREIGN KEY ("session_id","student_id") REFERENCES "public"."enrollments"("session_id","student_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employer_ratings_company_id_index" ON "employer_ratings" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_forms_session_group_id_kind_index" ON "evaluation_forms" USING btree ("session_group_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_requests_session_id_student_id_opening_id_form_id_index" ON "evaluation_requests" USING btree ("session_id","student_id","opening_id","form_id");--> statement-breakpoint
CREATE INDEX "evaluation_requests_due_date_index" ON "evaluation_requests" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "evaluation_requests_opening_id_index" ON "evaluation_requests" USING btree ("opening_id");--> statement-breakpoint
CREATE INDEX "placement_agreements_opening_id_index" ON "placement_agreements" USING btree ("opening_id");