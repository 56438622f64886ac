CREATE TABLE "student_email_verifications" (
	"student_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"previous_email" text,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_email_verifications_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "student_email_verifications" ADD CONSTRAINT "student_email_verifications_student_id_students_student_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("student_id") ON DELETE cascade ON UPDATE no action;