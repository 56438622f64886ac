DROP INDEX "enrollments_session_id_status_index";--> statement-breakpoint
-- Half of each page stays free for new row versions, so a matching run's update of an enrollment can stay on its
-- page (a HOT update: no new index entries). Applies to pages written from now on (and after a table rewrite).
ALTER TABLE "enrollments" SET (fillfactor = 50);
