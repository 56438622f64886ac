-- The catalogue of visible openings now also holds each opening's view as students see it (docs/performance.md):
-- so every column a student's view shows must bump the version when it changes, not only those the filters use.
-- An opening: any column. A company: any column (names, logo, links, profile token). A compensation type's name.
-- An enrollment: the round it was matched in as well as the opening (the quota the students see left).
DROP TRIGGER "openings_catalogue_update" ON "openings";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "openings_catalogue_update" AFTER UPDATE ON "openings" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION "bump_opening_catalogue_version"();--> statement-breakpoint
DROP TRIGGER "companies_catalogue" ON "companies";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "companies_catalogue" AFTER UPDATE ON "companies" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION "bump_opening_catalogue_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "compensation_types_catalogue" AFTER UPDATE OR DELETE ON "compensation_types" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "bump_opening_catalogue_version"();--> statement-breakpoint
DROP TRIGGER "enrollments_catalogue_update" ON "enrollments";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "enrollments_catalogue_update" AFTER UPDATE OF "assigned_opening_id", "matched_round" ON "enrollments" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN ((OLD."assigned_opening_id", OLD."matched_round") IS DISTINCT FROM (NEW."assigned_opening_id", NEW."matched_round"))
  EXECUTE FUNCTION "bump_opening_catalogue_version"();
