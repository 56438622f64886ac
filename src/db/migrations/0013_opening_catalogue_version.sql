-- The version of what students' opening lists are computed from (docs/performance.md, "Server: the deadline hour").
-- Each server instance keeps the visible openings of a session in memory and reads this version in the same
-- statement as every page: a different version means the copy is stale and is rebuilt. Any commit that changes an
-- opening, its tags or links, its company's names or the matches that fill its quota bumps it, whichever instance
-- (or psql) wrote.
-- The bump runs at commit (deferred constraint triggers): the row's lock is the last lock a writing transaction
-- takes and is held only while it commits, so it cannot close a deadlock, and a transaction bumps once whatever
-- the number of rows it changed.
CREATE TABLE "opening_catalogue_version" (
  "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
  "version" bigint NOT NULL DEFAULT 0,
  "last_transaction" bigint
);--> statement-breakpoint
INSERT INTO "opening_catalogue_version" ("id") VALUES (true);--> statement-breakpoint
CREATE FUNCTION "bump_opening_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "opening_catalogue_version" SET "version" = "version" + 1, "last_transaction" = txid_current()
    WHERE "last_transaction" IS DISTINCT FROM txid_current();
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "openings_catalogue_insert" AFTER INSERT OR DELETE ON "openings" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "bump_opening_catalogue_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "openings_catalogue_update" AFTER UPDATE ON "openings" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN ((OLD."session_id", OLD."company_id", OLD."title", OLD."description", OLD."quota", OLD."status", OLD."published_at")
    IS DISTINCT FROM (NEW."session_id", NEW."company_id", NEW."title", NEW."description", NEW."quota", NEW."status", NEW."published_at"))
  EXECUTE FUNCTION "bump_opening_catalogue_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "opening_tag_links_catalogue" AFTER INSERT OR UPDATE OR DELETE ON "opening_tag_links" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "bump_opening_catalogue_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "opening_tags_catalogue" AFTER UPDATE ON "opening_tags" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION "bump_opening_catalogue_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "companies_catalogue" AFTER UPDATE ON "companies" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD."company_name_th" IS DISTINCT FROM NEW."company_name_th" OR OLD."company_name_en" IS DISTINCT FROM NEW."company_name_en")
  EXECUTE FUNCTION "bump_opening_catalogue_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "enrollments_catalogue_insert" AFTER INSERT ON "enrollments" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW."assigned_opening_id" IS NOT NULL) EXECUTE FUNCTION "bump_opening_catalogue_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "enrollments_catalogue_delete" AFTER DELETE ON "enrollments" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD."assigned_opening_id" IS NOT NULL) EXECUTE FUNCTION "bump_opening_catalogue_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "enrollments_catalogue_update" AFTER UPDATE OF "assigned_opening_id" ON "enrollments" DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD."assigned_opening_id" IS DISTINCT FROM NEW."assigned_opening_id") EXECUTE FUNCTION "bump_opening_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "openings_catalogue_truncate" AFTER TRUNCATE ON "openings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_opening_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "opening_tag_links_catalogue_truncate" AFTER TRUNCATE ON "opening_tag_links" FOR EACH STATEMENT EXECUTE FUNCTION "bump_opening_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "enrollments_catalogue_truncate" AFTER TRUNCATE ON "enrollments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_opening_catalogue_version"();
