ALTER TABLE "applications" ADD COLUMN "company_position" integer;--> statement-breakpoint
-- applications.company_position mirrors the current company ranking (the latest submission row of an opening
-- and round, when it is a SUBMIT). Statement triggers with transition tables keep it for any writer, one
-- set-based update per statement however many rows it inserts.
-- A new submission row, SUBMIT or UNSUBMIT, supersedes its opening's ranking of that round.
CREATE FUNCTION "clear_company_positions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applications a SET company_position = NULL
  FROM inserted s
  WHERE a.opening_id = s.opening_id AND a.round = s.round AND a.company_position IS NOT NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "company_ranking_submissions_clear_positions" AFTER INSERT ON "company_ranking_submissions"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "clear_company_positions"();--> statement-breakpoint
-- The selected items of a current SUBMIT give their applications its positions.
CREATE FUNCTION "set_company_positions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applications a SET company_position = i.position
  FROM inserted i JOIN company_ranking_submissions s ON s.submission_id = i.submission_id
  WHERE a.application_id = i.application_id AND i.position IS NOT NULL AND s.action = 'SUBMIT'
    AND NOT EXISTS (SELECT 1 FROM company_ranking_submissions later
      WHERE later.opening_id = s.opening_id AND later.round = s.round AND later.submission_id > s.submission_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "company_ranking_submission_items_set_positions" AFTER INSERT ON "company_ranking_submission_items"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "set_company_positions"();--> statement-breakpoint
-- The rankings submitted before this migration.
UPDATE "applications" a SET "company_position" = i.position
FROM company_ranking_submission_items i JOIN company_ranking_submissions s ON s.submission_id = i.submission_id
WHERE a.application_id = i.application_id AND i.position IS NOT NULL AND s.action = 'SUBMIT'
  AND NOT EXISTS (SELECT 1 FROM company_ranking_submissions later
    WHERE later.opening_id = s.opening_id AND later.round = s.round AND later.submission_id > s.submission_id);
