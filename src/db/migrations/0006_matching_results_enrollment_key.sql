ALTER TABLE "matching_results" DROP CONSTRAINT "matching_results_session_id_sessions_session_id_fk";
--> statement-breakpoint
ALTER TABLE "matching_results" DROP CONSTRAINT "matching_results_student_id_students_student_id_fk";
--> statement-breakpoint
ALTER TABLE "matching_results" DROP CONSTRAINT "matching_results_run_id_matching_runs_run_id_fk";
--> statement-breakpoint
ALTER TABLE "matching_results" ADD CONSTRAINT "matching_results_enrollment_fk" FOREIGN KEY ("session_id","student_id") REFERENCES "public"."enrollments"("session_id","student_id") ON DELETE cascade ON UPDATE no action;