CREATE TYPE "public"."interview_audience" AS ENUM('ALL', 'CHOSEN');--> statement-breakpoint
CREATE TYPE "public"."interview_location_kind" AS ENUM('PLACE', 'ONLINE');--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'INTERVIEW_BOOKING';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'INTERVIEW_REMINDER';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'COMPANY_INTERVIEW_BOOKING';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'COMPANY_INTERVIEW_REMINDER';--> statement-breakpoint
CREATE TABLE "calendar_feed_tokens" (
	"holder_role" "notification_recipient_role" NOT NULL,
	"holder_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feed_tokens_holder_role_holder_id_pk" PRIMARY KEY("holder_role","holder_id"),
	CONSTRAINT "calendar_feed_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "interview_bookings" (
	"booking_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_bookings_booking_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slot_id" integer NOT NULL,
	"opening_id" integer NOT NULL,
	"round" integer NOT NULL,
	"student_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "interview_slot_invitees" (
	"slot_id" integer NOT NULL,
	"student_id" text NOT NULL,
	CONSTRAINT "interview_slot_invitees_slot_id_student_id_pk" PRIMARY KEY("slot_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "interview_slots" (
	"slot_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_slots_slot_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"opening_id" integer NOT NULL,
	"round" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"length_minutes" integer NOT NULL,
	"location_kind" "interview_location_kind" NOT NULL,
	"location" text NOT NULL,
	"capacity" integer NOT NULL,
	"booking_cutoff_at" timestamp with time zone NOT NULL,
	"audience" "interview_audience" DEFAULT 'ALL' NOT NULL,
	"note" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_slots_capacity_positive" CHECK ("interview_slots"."capacity" >= 1),
	CONSTRAINT "interview_slots_length_range" CHECK ("interview_slots"."length_minutes" between 5 and 720),
	CONSTRAINT "interview_slots_cutoff_before_start" CHECK ("interview_slots"."booking_cutoff_at" <= "interview_slots"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "interview_bookings" ADD CONSTRAINT "interview_bookings_slot_id_interview_slots_slot_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."interview_slots"("slot_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_bookings" ADD CONSTRAINT "interview_bookings_opening_id_openings_opening_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."openings"("opening_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_bookings" ADD CONSTRAINT "interview_bookings_student_id_students_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("student_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slot_invitees" ADD CONSTRAINT "interview_slot_invitees_slot_id_interview_slots_slot_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."interview_slots"("slot_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slot_invitees" ADD CONSTRAINT "interview_slot_invitees_student_id_students_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("student_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_opening_id_openings_opening_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."openings"("opening_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_bookings_one_active_per_opening" ON "interview_bookings" USING btree ("student_id","opening_id","round") WHERE "interview_bookings"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "interview_bookings_active_by_slot" ON "interview_bookings" USING btree ("slot_id") WHERE "interview_bookings"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "interview_slot_invitees_student_id_index" ON "interview_slot_invitees" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "interview_slots_opening_id_round_starts_at_index" ON "interview_slots" USING btree ("opening_id","round","starts_at");