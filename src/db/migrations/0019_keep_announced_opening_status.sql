-- Closing a round now stores RESULT_ANNOUNCED on the openings that take no part in the next round (full: as many
-- students matched to them as their quota), since the derived status follows only the group's current round
-- (docs/openings.md, "Shown status"). Rounds closed before kept such openings PUBLISHED or RANKING_SUBMITTED; this
-- gives them the status they would have had: full with students matched in a round the group has already closed.
-- The catalogue's version is bumped by the openings' update trigger (migrations 0013, 0015).
UPDATE "openings" o SET "status" = 'RESULT_ANNOUNCED', "updated_at" = now()
FROM "sessions" s JOIN "session_groups" g ON g."session_group_id" = s."session_group_id"
WHERE s."session_id" = o."session_id"
  AND o."status" IN ('PUBLISHED', 'RANKING_SUBMITTED')
  AND o."quota" <= (
    SELECT count(*) FROM "enrollments" e
    WHERE e."assigned_opening_id" = o."opening_id" AND e."status" = 'MATCHING_SUCCESS' AND e."matched_round" < g."current_round"
  );
