CREATE TABLE "match_records" (
	"run_id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"digest" text NOT NULL,
	"byte_length" integer NOT NULL,
	"record_gzip" "bytea" NOT NULL,
	CONSTRAINT "match_records_digest_hex" CHECK ("match_records"."digest" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "match_records" ADD CONSTRAINT "match_records_run_id_matching_runs_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."matching_runs"("run_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The record is gzip already: stored out of line without a second (pglz) compression that would only cost time.
ALTER TABLE "match_records" ALTER COLUMN "record_gzip" SET STORAGE EXTERNAL;
