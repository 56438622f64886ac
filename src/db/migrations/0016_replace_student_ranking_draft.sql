-- A student's ranking draft replaced whole in one round trip (docs/performance.md, "Fourth pass"): the deadline hour
-- saves a draft every few seconds per student, and a draft saved in one statement answers as fast as a list.
-- The caller's statement locks the student's enrollment row first (SELECT … FOR UPDATE in a CTE) and calls this only
-- when its checks passed. The function's own statements each take a fresh snapshot (a volatile PL/pgSQL function in
-- READ COMMITTED), so they see the items a concurrent save committed while this one waited for the lock: two saves
-- of one student run one after the other and the last one wins whole, as they did in a transaction.
-- Only the writes live here; what may be saved (the window, the openings' visibility) stays in the application.
CREATE FUNCTION "replace_student_ranking_draft"(
  "p_session_id" integer,
  "p_student_id" text,
  "p_divider_index" integer,
  "p_opening_ids" integer[],
  "p_updated_at" timestamp with time zone
) RETURNS void LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  INSERT INTO "student_ranking_drafts" ("session_id", "student_id", "divider_index", "updated_at")
    VALUES ("p_session_id", "p_student_id", "p_divider_index", "p_updated_at")
    ON CONFLICT ("session_id", "student_id")
    DO UPDATE SET "divider_index" = excluded."divider_index", "updated_at" = excluded."updated_at";
  DELETE FROM "student_ranking_draft_items" WHERE "session_id" = "p_session_id" AND "student_id" = "p_student_id";
  INSERT INTO "student_ranking_draft_items" ("session_id", "student_id", "opening_id", "position")
    SELECT "p_session_id", "p_student_id", "item"."opening_id", "item"."position"::integer - 1
    FROM unnest("p_opening_ids") WITH ORDINALITY AS "item"("opening_id", "position");
END
$$;
