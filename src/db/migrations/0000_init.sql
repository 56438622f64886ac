CREATE TYPE "public"."acting_role" AS ENUM('admin', 'student', 'company_user', 'external_user');--> statement-breakpoint
CREATE TYPE "public"."file_type" AS ENUM('STUDENT_PORTFOLIO', 'STUDENT_TRANSCRIPT', 'STUDENT_PROFILE_PICTURE', 'STUDENT_ID_LIST_CSV', 'COMPANY_NAME_LIST_CSV', 'MATCHING_RESULT_LIST_CSV', 'COMPANY_PROFILE', 'COMPANY_LOGO');--> statement-breakpoint
CREATE TYPE "public"."matching_source" AS ENUM('ALGORITHM', 'MANUAL');--> statement-breakpoint
CREATE TYPE "public"."oauth_token_kind" AS ENUM('ACCESS', 'REFRESH');--> statement-breakpoint
CREATE TYPE "public"."opening_status" AS ENUM('DRAFT', 'PUBLISHED', 'WITHDRAWN', 'RANKING_SUBMITTED', 'RESULT_ANNOUNCED');--> statement-breakpoint
CREATE TYPE "public"."application_status" AS ENUM('ACTIVE', 'CANCELLED', 'WITHDRAWN');--> statement-breakpoint
CREATE TYPE "public"."ranking_action" AS ENUM('SUBMIT', 'REORDER', 'CANCEL', 'UNSUBMIT');--> statement-breakpoint
CREATE TYPE "public"."enrollment_status" AS ENUM('PROFILE_EDIT_PENDING', 'RANKING_PENDING', 'RANKING_SUBMITTED', 'MATCHING_SUCCESS', 'MATCHING_FAILED');--> statement-breakpoint
CREATE TYPE "public"."badge_kind" AS ENUM('ACADEMIC', 'ACTIVITY');--> statement-breakpoint
CREATE TABLE "accounts" (
	"platform_uid" text PRIMARY KEY NOT NULL,
	"username" text,
	"email" text,
	"display_name" text NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "admins" (
	"platform_uid" text PRIMARY KEY NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_platform_uid" text,
	"acting_role" "acting_role",
	"assumed_platform_uid" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"platform_uid" text NOT NULL,
	"browser_binding_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"platform_uid" text NOT NULL,
	"assumed_role" "acting_role",
	"assumed_platform_uid" text,
	"assumed_student_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_sessions_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"company_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_company_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_name_th" text NOT NULL,
	"company_name_en" text NOT NULL,
	"description" text,
	"building" text,
	"floor" text,
	"room" text,
	"house_no" text,
	"street" text,
	"district" text,
	"sub_district" text,
	"postal_code" text,
	"province" text,
	"website" text,
	"facebook" text,
	"line" text,
	"profile_external_link" text,
	"profile_document_file_id" integer,
	"logo_file_id" integer,
	"profile_token" text NOT NULL,
	"company_type_id" integer,
	"company_size_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_profileToken_unique" UNIQUE("profile_token")
);
--> statement-breakpoint
CREATE TABLE "company_users" (
	"platform_uid" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"file_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_file_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" "file_type" NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"owner_platform_uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "upload_slots" (
	"slot_id" text PRIMARY KEY NOT NULL,
	"type" "file_type" NOT NULL,
	"platform_uid" text NOT NULL,
	"storage_key" text NOT NULL,
	"max_size_bytes" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"uploaded_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_slots_storageKey_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "matching_results" (
	"result_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "matching_results_result_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"round" integer NOT NULL,
	"student_id" text NOT NULL,
	"opening_id" integer,
	"source" "matching_source" NOT NULL,
	"run_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matching_results_sessionId_round_studentId_unique" UNIQUE("session_id","round","student_id")
);
--> statement-breakpoint
CREATE TABLE "matching_runs" (
	"run_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "matching_runs_run_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"round" integer NOT NULL,
	"is_stable" boolean NOT NULL,
	"matched_count" integer NOT NULL,
	"unmatched_count" integer NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"run_by_platform_uid" text,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oauth_authorization_requests" (
	"request_id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"state" text,
	"code_challenge" text,
	"code_challenge_method" text,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oauth_client_admins" (
	"client_id" text NOT NULL,
	"platform_uid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_client_admins_client_id_platform_uid_pk" PRIMARY KEY("client_id","platform_uid")
);
--> statement-breakpoint
CREATE TABLE "oauth_clients" (
	"client_id" text PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"client_display_name" text NOT NULL,
	"secret_hash" text,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_client_credentials_grant_allowed" boolean DEFAULT false NOT NULL,
	"is_authorization_code_grant_allowed" boolean DEFAULT true NOT NULL,
	"is_refresh_token_grant_allowed" boolean DEFAULT true NOT NULL,
	"redirect_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"permitted_internal_endpoints" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"secret_rotated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oauth_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"platform_uid" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"code_challenge" text,
	"code_challenge_method" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "oauth_providers" (
	"provider_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "oauth_providers_provider_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_providers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "oauth_tokens" (
	"token_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "oauth_tokens_token_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"kind" "oauth_token_kind" NOT NULL,
	"client_id" text NOT NULL,
	"platform_uid" text,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"family_id" text NOT NULL,
	"source_code_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "bookmarks" (
	"student_id" text NOT NULL,
	"opening_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmarks_student_id_opening_id_pk" PRIMARY KEY("student_id","opening_id")
);
--> statement-breakpoint
CREATE TABLE "opening_tag_links" (
	"opening_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "opening_tag_links_opening_id_tag_id_pk" PRIMARY KEY("opening_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "openings" (
	"opening_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "openings_opening_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"quota" integer NOT NULL,
	"open_for_cooperative_internship" boolean DEFAULT false NOT NULL,
	"compensation_amount" numeric(12, 2),
	"compensation_type_id" integer,
	"working_condition" text,
	"requirements" text,
	"office_name" text NOT NULL,
	"office_address_line1" text NOT NULL,
	"office_address_line2" text,
	"recruitment_contact_channel" text,
	"opening_detail_contact_channel" text,
	"start_date" date,
	"end_date" date,
	"status" "opening_status" DEFAULT 'DRAFT' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "openings_quota_positive" CHECK ("openings"."quota" > 0),
	CONSTRAINT "openings_compensation_non_negative" CHECK ("openings"."compensation_amount" >= 0),
	CONSTRAINT "openings_dates_in_order" CHECK ("openings"."start_date" is null or "openings"."end_date" is null or "openings"."start_date" <= "openings"."end_date")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"application_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_application_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"round" integer NOT NULL,
	"student_id" text NOT NULL,
	"opening_id" integer NOT NULL,
	"student_preference_rank" integer NOT NULL,
	"status" "application_status" DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_sessionId_round_studentId_openingId_unique" UNIQUE("session_id","round","student_id","opening_id"),
	CONSTRAINT "applications_rank_positive" CHECK ("applications"."student_preference_rank" >= 1)
);
--> statement-breakpoint
CREATE TABLE "company_ranking_draft_items" (
	"opening_id" integer NOT NULL,
	"round" integer NOT NULL,
	"application_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "company_ranking_draft_items_opening_id_round_application_id_pk" PRIMARY KEY("opening_id","round","application_id"),
	CONSTRAINT "company_ranking_draft_items_openingId_round_position_unique" UNIQUE("opening_id","round","position")
);
--> statement-breakpoint
CREATE TABLE "company_ranking_submission_items" (
	"submission_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"position" integer,
	"is_shared" boolean DEFAULT false NOT NULL,
	CONSTRAINT "company_ranking_submission_items_submission_id_application_id_pk" PRIMARY KEY("submission_id","application_id"),
	CONSTRAINT "company_ranking_items_shared_selected" CHECK (not "company_ranking_submission_items"."is_shared" or "company_ranking_submission_items"."position" is not null)
);
--> statement-breakpoint
CREATE TABLE "company_ranking_submissions" (
	"submission_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_ranking_submissions_submission_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"opening_id" integer NOT NULL,
	"round" integer NOT NULL,
	"action" "ranking_action" NOT NULL,
	"excluded_application_note" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_by_platform_uid" text
);
--> statement-breakpoint
CREATE TABLE "student_ranking_draft_items" (
	"session_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"opening_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "student_ranking_draft_items_session_id_student_id_opening_id_pk" PRIMARY KEY("session_id","student_id","opening_id"),
	CONSTRAINT "student_ranking_draft_items_sessionId_studentId_position_unique" UNIQUE("session_id","student_id","position")
);
--> statement-breakpoint
CREATE TABLE "student_ranking_drafts" (
	"session_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"divider_index" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_ranking_drafts_session_id_student_id_pk" PRIMARY KEY("session_id","student_id"),
	CONSTRAINT "student_ranking_drafts_divider_non_negative" CHECK ("student_ranking_drafts"."divider_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "student_ranking_submission_items" (
	"submission_id" integer NOT NULL,
	"position" integer NOT NULL,
	"opening_id" integer NOT NULL,
	CONSTRAINT "student_ranking_submission_items_submission_id_position_pk" PRIMARY KEY("submission_id","position")
);
--> statement-breakpoint
CREATE TABLE "student_ranking_submissions" (
	"submission_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_ranking_submissions_submission_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"round" integer NOT NULL,
	"action" "ranking_action" NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_by_platform_uid" text
);
--> statement-breakpoint
CREATE TABLE "company_sizes" (
	"company_size_id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "company_sizes_company_size_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"size" text NOT NULL,
	CONSTRAINT "company_sizes_size_unique" UNIQUE("size")
);
--> statement-breakpoint
CREATE TABLE "company_types" (
	"company_type_id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "company_types_company_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	CONSTRAINT "company_types_type_unique" UNIQUE("type")
);
--> statement-breakpoint
CREATE TABLE "compensation_types" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "compensation_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "compensation_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"department_id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "departments_department_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"department_name" text NOT NULL,
	CONSTRAINT "departments_departmentName_unique" UNIQUE("department_name")
);
--> statement-breakpoint
CREATE TABLE "faculties" (
	"faculty_id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "faculties_faculty_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"faculty_name" text NOT NULL,
	CONSTRAINT "faculties_facultyName_unique" UNIQUE("faculty_name")
);
--> statement-breakpoint
CREATE TABLE "opening_tags" (
	"tag_id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "opening_tags_tag_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tag_name" text NOT NULL,
	CONSTRAINT "opening_tags_tagName_unique" UNIQUE("tag_name")
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"program_id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "programs_program_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"program_name" text NOT NULL,
	CONSTRAINT "programs_programName_unique" UNIQUE("program_name")
);
--> statement-breakpoint
CREATE TABLE "universities" (
	"university_id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "universities_university_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"university_name" text NOT NULL,
	CONSTRAINT "universities_universityName_unique" UNIQUE("university_name")
);
--> statement-breakpoint
CREATE TABLE "enrollments" (
	"session_id" integer NOT NULL,
	"student_id" text NOT NULL,
	"status" "enrollment_status" DEFAULT 'PROFILE_EDIT_PENDING' NOT NULL,
	"assigned_opening_id" integer,
	"matched_round" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrollments_session_id_student_id_pk" PRIMARY KEY("session_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"session_group_id" integer NOT NULL,
	"round" integer NOT NULL,
	"opening_submission_deadline" timestamp with time zone NOT NULL,
	"opening_announcement_date" timestamp with time zone NOT NULL,
	"student_ranking_deadline" timestamp with time zone NOT NULL,
	"application_announcement_date" timestamp with time zone NOT NULL,
	"company_ranking_deadline" timestamp with time zone NOT NULL,
	"reorder_ranking_deadline" timestamp with time zone,
	"cancel_ranking_deadline" timestamp with time zone,
	"result_announcement_date" timestamp with time zone NOT NULL,
	CONSTRAINT "rounds_session_group_id_round_pk" PRIMARY KEY("session_group_id","round"),
	CONSTRAINT "rounds_round_positive" CHECK ("rounds"."round" >= 1),
	CONSTRAINT "rounds_dates_in_order" CHECK ("rounds"."opening_submission_deadline" <= "rounds"."opening_announcement_date"
        and "rounds"."opening_announcement_date" <= "rounds"."student_ranking_deadline"
        and "rounds"."student_ranking_deadline" <= "rounds"."application_announcement_date"
        and "rounds"."application_announcement_date" <= "rounds"."company_ranking_deadline"
        and "rounds"."company_ranking_deadline" <= "rounds"."result_announcement_date"
        and ("rounds"."reorder_ranking_deadline" is null or ("rounds"."company_ranking_deadline" <= "rounds"."reorder_ranking_deadline" and "rounds"."reorder_ranking_deadline" <= "rounds"."result_announcement_date"))
        and ("rounds"."cancel_ranking_deadline" is null or ("rounds"."company_ranking_deadline" <= "rounds"."cancel_ranking_deadline" and "rounds"."cancel_ranking_deadline" <= "rounds"."result_announcement_date")))
);
--> statement-breakpoint
CREATE TABLE "session_groups" (
	"session_group_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_groups_session_group_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"current_round" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"session_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_session_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_group_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"minimum_application_per_student" integer DEFAULT 1 NOT NULL,
	"minimum_unique_company_count_per_student" integer DEFAULT 0 NOT NULL,
	"maximum_application_per_student" integer DEFAULT 10 NOT NULL,
	"minimum_company_opening_ratio" numeric(4, 3) DEFAULT '0.5' NOT NULL,
	"open_for_cooperative_internship" boolean DEFAULT false NOT NULL,
	"is_matching_initiated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_minimum_application_positive" CHECK ("sessions"."minimum_application_per_student" > 0),
	CONSTRAINT "sessions_minimum_unique_company_non_negative" CHECK ("sessions"."minimum_unique_company_count_per_student" >= 0),
	CONSTRAINT "sessions_maximum_application_positive" CHECK ("sessions"."maximum_application_per_student" > 0),
	CONSTRAINT "sessions_application_bounds" CHECK ("sessions"."minimum_application_per_student" <= "sessions"."maximum_application_per_student"),
	CONSTRAINT "sessions_opening_ratio_range" CHECK ("sessions"."minimum_company_opening_ratio" > 0 and "sessions"."minimum_company_opening_ratio" <= 1)
);
--> statement-breakpoint
CREATE TABLE "student_badges" (
	"badge_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_badges_badge_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" text NOT NULL,
	"kind" "badge_kind" NOT NULL,
	"title" text NOT NULL,
	"issuer" text,
	"issued_on" date,
	CONSTRAINT "student_badges_studentId_kind_title_unique" UNIQUE("student_id","kind","title")
);
--> statement-breakpoint
CREATE TABLE "student_grades" (
	"student_id" text NOT NULL,
	"year" integer NOT NULL,
	"semester" integer NOT NULL,
	"no_gpa" boolean DEFAULT false NOT NULL,
	"gpa" numeric(3, 2),
	CONSTRAINT "student_grades_student_id_year_semester_pk" PRIMARY KEY("student_id","year","semester"),
	CONSTRAINT "student_grades_gpa_range" CHECK ("student_grades"."gpa" >= 0 and "student_grades"."gpa" <= 4),
	CONSTRAINT "student_grades_semester_range" CHECK ("student_grades"."semester" between 1 and 3),
	CONSTRAINT "student_grades_gpa_presence" CHECK (("student_grades"."no_gpa" and "student_grades"."gpa" is null) or (not "student_grades"."no_gpa" and "student_grades"."gpa" is not null))
);
--> statement-breakpoint
CREATE TABLE "students" (
	"student_id" text PRIMARY KEY NOT NULL,
	"platform_uid" text,
	"title_th" text,
	"first_name_th" text,
	"last_name_th" text,
	"title_en" text,
	"first_name_en" text,
	"last_name_en" text,
	"admission_year" integer NOT NULL,
	"profile_token" text NOT NULL,
	"program_id" integer,
	"faculty_id" integer,
	"department_id" integer,
	"university_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"email" text,
	"phone" text,
	"line_id" text,
	"profile_picture_file_id" integer,
	"portfolio_file_id" integer,
	"transcript_file_id" integer,
	"portfolio_url" text,
	"gpax" numeric(3, 2),
	"toefl" integer,
	"ielts" numeric(2, 1),
	"toeic" integer,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"project_external_link" text,
	"is_grade_visible" boolean DEFAULT true NOT NULL,
	"is_transcript_visible" boolean DEFAULT true NOT NULL,
	"is_activity_badge_visible" boolean DEFAULT true NOT NULL,
	"is_academic_badge_visible" boolean DEFAULT true NOT NULL,
	"is_general_score_visible" boolean DEFAULT true NOT NULL,
	"is_interesting_tag_visible" boolean DEFAULT true NOT NULL,
	"is_personal_info_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_platformUid_unique" UNIQUE("platform_uid"),
	CONSTRAINT "students_profileToken_unique" UNIQUE("profile_token"),
	CONSTRAINT "students_gpax_range" CHECK ("students"."gpax" >= 0 and "students"."gpax" <= 4),
	CONSTRAINT "students_toefl_range" CHECK ("students"."toefl" between 0 and 120),
	CONSTRAINT "students_ielts_range" CHECK ("students"."ielts" between 0 and 9 and mod("students"."ielts" * 2, 1) = 0),
	CONSTRAINT "students_toeic_range" CHECK ("students"."toeic" between 0 and 990)
);
--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_platform_uid_accounts_platform_uid_fk" FOREIGN KEY ("platform_uid") REFERENCES "public"."accounts"("platform_uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_codes" ADD CONSTRAINT "login_codes_platform_uid_accounts_platform_uid_fk" FOREIGN KEY ("platform_uid") REFERENCES "public"."accounts"("platform_uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_sessions" ADD CONSTRAINT "login_sessions_platform_uid_accounts_platform_uid_fk" FOREIGN KEY ("platform_uid") REFERENCES "public"."accounts"("platform_uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_sessions" ADD CONSTRAINT "login_sessions_assumed_platform_uid_accounts_platform_uid_fk" FOREIGN KEY ("assumed_platform_uid") REFERENCES "public"."accounts"("platform_uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_profile_document_file_id_files_file_id_fk" FOREIGN KEY ("profile_document_file_id") REFERENCES "public"."files"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_logo_file_id_files_file_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_company_type_id_company_types_company_type_id_fk" FOREIGN KEY ("company_type_id") REFERENCES "public"."company_types"("company_type_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_company_size_id_company_sizes_company_size_id_fk" FOREIGN KEY ("company_size_id") REFERENCES "public"."company_sizes"("company_size_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_platform_uid_accounts_platform_uid_fk" FOREIGN KEY ("platform_uid") REFERENCES "public"."accounts"("platform_uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_slots" ADD CONSTRAINT "upload_slots_uploaded_file_id_files_file_id_fk" FOREIGN KEY ("uploaded_file_id") REFERENCES "public"."files"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_results" ADD CONSTRAINT "matching_results_session_id_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_results" ADD CONSTRAINT "matching_results_student_id_students_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("student_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_results" ADD CONSTRAINT "matching_results_opening_id_openings_opening_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."openings"("opening_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_results" ADD CONSTRAINT "matching_results_run_id_matching_runs_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."matching_runs"("run_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_runs" ADD CONSTRAINT "matching_runs_session_id_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_runs" ADD CONSTRAINT "matching_runs_run_by_platform_uid_accounts_platform_uid_fk" FOREIGN KEY ("run_by_platform_uid") REFERENCES "public"."accounts"("platform_uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_authorization_requests" ADD CONSTRAINT "oauth_authorization_requests_client_id_oauth_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."oauth_clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_client_admins" ADD CONSTRAINT "oauth_client_admins_client_id_oauth_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."oauth_clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_client_admins" ADD CONSTRAINT "oauth_client_admins_platform_uid_accounts_platform_uid_fk" FOREIGN KEY ("platform_uid") REFERENCES "public"."accounts"("platform_uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_clients" ADD CONSTRAINT "oauth_clients_provider_id_oauth_providers_provider_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."oauth_providers"("provider_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_codes" ADD CONSTRAINT "oauth_codes_client_id_oauth_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."oauth_clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_codes" ADD CONSTRAINT "oauth_codes_platform_uid_accounts_platform_uid_fk" FOREIGN KEY ("platform_uid") REFERENCES "public"."accounts"("platform_uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_tokens" ADD CONSTRAINT "oauth_tokens_client_id_oauth_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."oauth_clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_tokens" ADD CONSTRAINT "oauth_tokens_platform_uid_accounts_platform_uid_fk" FOREIGN KEY ("platform_uid") REFERENCES "public"."accounts"("platform_uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_student_id_students_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("student_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_opening_id_openings_opening_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."openings"("opening_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_tag_links" ADD CONSTRAINT "opening_tag_links_opening_id_openings_opening_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."openings"("opening_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_tag_links" ADD CONSTRAINT "opening_tag_links_tag_id_opening_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."opening_tags"("tag_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "openings" ADD CONSTRAINT "openings_session_id_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "openings" ADD CONSTRAINT "openings_company_id_companies_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "openings" ADD CONSTRAINT "openings_compensation_type_id_compensation_types_id_fk" FOREIGN KEY ("compensation_type_id") REFERENCES "public"."compensation_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_session_id_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_student_id_students_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("student_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_opening_id_openings_opening_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."openings"("opening_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_ranking_draft_items" ADD CONSTRAINT "company_ranking_draft_items_opening_id_openings_opening_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."openings"("opening_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_ranking_draft_items" ADD CONSTRAINT "company_ranking_draft_items_application_id_applications_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_ranking_submission_items" ADD CONSTRAINT "company_ranking_submission_items_submission_id_company_ranking_submissions_submission_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."company_ranking_submissions"("submission_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_ranking_submission_items" ADD CONSTRAINT "company_ranking_submission_items_application_id_applications_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_ranking_submissions" ADD CONSTRAINT "company_ranking_submissions_opening_id_openings_opening_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."openings"("opening_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_ranking_submissions" ADD CONSTRAINT "company_ranking_submissions_submitted_by_platform_uid_accounts_platform_uid_fk" FOREIGN KEY ("submitted_by_platform_uid") REFERENCES "public"."accounts"("platform_uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_ranking_draft_items" ADD CONSTRAINT "student_ranking_draft_items_opening_id_openings_opening_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."openings"("opening_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_ranking_drafts" ADD CONSTRAINT "student_ranking_drafts_session_id_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_ranking_drafts" ADD CONSTRAINT "student_ranking_drafts_student_id_students_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("student_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_ranking_submission_items" ADD CONSTRAINT "student_ranking_submission_items_submission_id_student_ranking_submissions_submission_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."student_ranking_submissions"("submission_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_ranking_submission_items" ADD CONSTRAINT "student_ranking_submission_items_opening_id_openings_opening_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."openings"("opening_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_ranking_submissions" ADD CONSTRAINT "student_ranking_submissions_session_id_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_ranking_submissions" ADD CONSTRAINT "student_ranking_submissions_student_id_students_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("student_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_ranking_submissions" ADD CONSTRAINT "student_ranking_submissions_submitted_by_platform_uid_accounts_platform_uid_fk" FOREIGN KEY ("submitted_by_platform_uid") REFERENCES "public"."accounts"("platform_uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_session_id_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_student_id_students_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("student_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_session_group_id_session_groups_session_group_id_fk" FOREIGN KEY ("session_group_id") REFERENCES "public"."session_groups"("session_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_session_group_id_session_groups_session_group_id_fk" FOREIGN KEY ("session_group_id") REFERENCES "public"."session_groups"("session_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_badges" ADD CONSTRAINT "student_badges_student_id_students_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("student_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_grades" ADD CONSTRAINT "student_grades_student_id_students_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("student_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_platform_uid_accounts_platform_uid_fk" FOREIGN KEY ("platform_uid") REFERENCES "public"."accounts"("platform_uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_program_id_programs_program_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("program_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_faculty_id_faculties_faculty_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("faculty_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_department_id_departments_department_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("department_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_university_id_universities_university_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("university_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_profile_picture_file_id_files_file_id_fk" FOREIGN KEY ("profile_picture_file_id") REFERENCES "public"."files"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_portfolio_file_id_files_file_id_fk" FOREIGN KEY ("portfolio_file_id") REFERENCES "public"."files"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_transcript_file_id_files_file_id_fk" FOREIGN KEY ("transcript_file_id") REFERENCES "public"."files"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_created_at_index" ON "audit_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_entity_type_entity_id_index" ON "audit_logs" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_logs_actor_platform_uid_index" ON "audit_logs" USING btree ("actor_platform_uid");--> statement-breakpoint
CREATE INDEX "login_codes_expires_at_index" ON "login_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_sessions_platform_uid_index" ON "login_sessions" USING btree ("platform_uid");--> statement-breakpoint
CREATE INDEX "login_sessions_assumed_platform_uid_index" ON "login_sessions" USING btree ("assumed_platform_uid");--> statement-breakpoint
CREATE INDEX "login_sessions_expires_at_index" ON "login_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "companies_company_name_th_index" ON "companies" USING btree ("company_name_th");--> statement-breakpoint
CREATE INDEX "companies_company_name_en_index" ON "companies" USING btree ("company_name_en");--> statement-breakpoint
CREATE INDEX "companies_company_size_id_index" ON "companies" USING btree ("company_size_id");--> statement-breakpoint
CREATE INDEX "company_users_company_id_index" ON "company_users" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "files_owner_platform_uid_type_index" ON "files" USING btree ("owner_platform_uid","type");--> statement-breakpoint
CREATE INDEX "upload_slots_platform_uid_type_index" ON "upload_slots" USING btree ("platform_uid","type");--> statement-breakpoint
CREATE INDEX "upload_slots_expires_at_index" ON "upload_slots" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "matching_results_opening_id_round_index" ON "matching_results" USING btree ("opening_id","round");--> statement-breakpoint
CREATE INDEX "matching_runs_session_id_round_index" ON "matching_runs" USING btree ("session_id","round");--> statement-breakpoint
CREATE INDEX "oauth_authorization_requests_expires_at_index" ON "oauth_authorization_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oauth_clients_provider_id_index" ON "oauth_clients" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "oauth_codes_expires_at_index" ON "oauth_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oauth_tokens_family_id_index" ON "oauth_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "oauth_tokens_client_id_index" ON "oauth_tokens" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "oauth_tokens_source_code_hash_index" ON "oauth_tokens" USING btree ("source_code_hash");--> statement-breakpoint
CREATE INDEX "oauth_tokens_expires_at_index" ON "oauth_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "bookmarks_opening_id_index" ON "bookmarks" USING btree ("opening_id");--> statement-breakpoint
CREATE INDEX "opening_tag_links_tag_id_index" ON "opening_tag_links" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "openings_session_id_status_index" ON "openings" USING btree ("session_id","status");--> statement-breakpoint
CREATE INDEX "openings_company_id_session_id_index" ON "openings" USING btree ("company_id","session_id");--> statement-breakpoint
CREATE INDEX "applications_opening_id_round_status_index" ON "applications" USING btree ("opening_id","round","status");--> statement-breakpoint
CREATE INDEX "applications_student_id_session_id_index" ON "applications" USING btree ("student_id","session_id");--> statement-breakpoint
CREATE INDEX "company_ranking_submissions_opening_id_round_index" ON "company_ranking_submissions" USING btree ("opening_id","round");--> statement-breakpoint
CREATE INDEX "student_ranking_draft_items_opening_id_index" ON "student_ranking_draft_items" USING btree ("opening_id");--> statement-breakpoint
CREATE INDEX "student_ranking_submissions_session_id_round_student_id_index" ON "student_ranking_submissions" USING btree ("session_id","round","student_id");--> statement-breakpoint
CREATE INDEX "enrollments_session_id_status_index" ON "enrollments" USING btree ("session_id","status");--> statement-breakpoint
CREATE INDEX "enrollments_student_id_index" ON "enrollments" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "enrollments_assigned_opening_id_index" ON "enrollments" USING btree ("assigned_opening_id");--> statement-breakpoint
CREATE INDEX "session_groups_created_at_index" ON "session_groups" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_session_group_id_index" ON "sessions" USING btree ("session_group_id");--> statement-breakpoint
CREATE INDEX "student_badges_student_id_kind_index" ON "student_badges" USING btree ("student_id","kind");--> statement-breakpoint
CREATE INDEX "students_admission_year_index" ON "students" USING btree ("admission_year");--> statement-breakpoint
CREATE INDEX "students_is_active_index" ON "students" USING btree ("is_active");