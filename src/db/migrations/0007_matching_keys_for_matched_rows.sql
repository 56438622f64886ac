ALTER TABLE "matching_results" DROP CONSTRAINT "matching_results_sessionId_round_studentId_unique";--> statement-breakpoint
DROP INDEX "matching_results_opening_id_round_index";--> statement-breakpoint
DROP INDEX "enrollments_assigned_opening_id_index";--> statement-breakpoint
ALTER TABLE "matching_results" DROP COLUMN "result_id";--> statement-breakpoint
ALTER TABLE "matching_results" ADD CONSTRAINT "matching_results_session_id_round_student_id_pk" PRIMARY KEY("session_id","round","student_id");--> statement-breakpoint
CREATE INDEX "matching_results_matched_opening_round_index" ON "matching_results" USING btree ("opening_id","round") WHERE "matching_results"."opening_id" is not null;--> statement-breakpoint
CREATE INDEX "enrollments_matched_opening_index" ON "enrollments" USING btree ("assigned_opening_id") WHERE "enrollments"."assigned_opening_id" is not null;
