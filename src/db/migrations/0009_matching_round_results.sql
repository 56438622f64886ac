-- Every result of a session and round: the rows kept in matching_results (an admin's decisions, and every result
-- of a closed round), and the current round's algorithm results, read from the enrollments the latest run (not
-- undone) wrote: MATCHING_SUCCESS in this round, or MATCHING_FAILED (which exists only in the current round:
-- closing a round keeps its results as rows and turns failures back into RANKING_PENDING). A row of the round
-- for the student (an admin's decision) takes precedence. The latest run is found once per session, before its
-- enrollments are read.
CREATE VIEW "matching_round_results" AS
SELECT r.session_id, r.round, r.student_id, r.opening_id, r.source, r.run_id, r.created_at
FROM matching_results r
UNION ALL
SELECT e.session_id, latest.round, e.student_id, e.assigned_opening_id, 'ALGORITHM'::matching_source, latest.run_id, latest.run_at
FROM (
  SELECT s.session_id, g.current_round AS round, run.run_id, run.run_at
  FROM sessions s
  JOIN session_groups g ON g.session_group_id = s.session_group_id
  JOIN LATERAL (
    SELECT mr.run_id, mr.run_at FROM matching_runs mr
    WHERE mr.session_id = s.session_id AND mr.round = g.current_round AND mr.undone_at IS NULL
    ORDER BY mr.run_id DESC LIMIT 1
  ) run ON true
) latest
JOIN enrollments e ON e.session_id = latest.session_id
WHERE (e.status = 'MATCHING_FAILED' OR (e.status = 'MATCHING_SUCCESS' AND e.matched_round = latest.round))
  AND NOT EXISTS (
    SELECT 1 FROM matching_results kept
    WHERE kept.session_id = e.session_id AND kept.round = latest.round AND kept.student_id = e.student_id
  );
