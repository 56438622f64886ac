import { sql } from 'drizzle-orm';
import { arrayLiteral } from '@/db/array-literal';
import type { Executor } from '@/db/client';
import { columnName, columnNames } from '@/db/column-name';
import { preparedStatement } from '@/db/prepared-statement';
import { studentRankingSubmissionItems, studentRankingSubmissions } from '@/db/schema';
import { notifyStudentRankingChange } from '@/server/notifications';

/** The history row and its list in position order (`openingIds` an int[] literal), in one round trip. */
const insertSubmission = preparedStatement({
  name: 'record_student_submission',
  write: () => {
    const submissionId = columnName(studentRankingSubmissions.submissionId);
    const submissionColumns = columnNames([
      studentRankingSubmissions.sessionId,
      studentRankingSubmissions.round,
      studentRankingSubmissions.studentId,
      studentRankingSubmissions.action,
      studentRankingSubmissions.submittedAt,
      studentRankingSubmissions.submittedByPlatformUid,
    ]);
    const itemColumns = columnNames([
      studentRankingSubmissionItems.submissionId,
      studentRankingSubmissionItems.position,
      studentRankingSubmissionItems.openingId,
    ]);
    return sql`with submission as (
      insert into ${studentRankingSubmissions} (${submissionColumns})
      values (${sql.placeholder('sessionId')}::int, ${sql.placeholder('round')}::int, ${sql.placeholder('studentId')}::text,
        ${sql.placeholder('action')}::ranking_action, ${sql.placeholder('at')}::timestamptz, ${sql.placeholder('by')}::text)
      returning ${submissionId} as submission_id
    ),
    items as (
      insert into ${studentRankingSubmissionItems} (${itemColumns})
      select submission.submission_id, item.position, item.opening_id
      from submission, unnest(${sql.placeholder('openingIds')}::int[]) with ordinality as item(opening_id, position)
    )
    select submission_id from submission`;
  },
});

/** One history row with the list as it stands after the action (for UNSUBMIT: empty). History is only ever appended. */
export async function recordStudentSubmission({
  db: tx,
  ...entry
}: {
  db: Executor;
  sessionId: number;
  round: number;
  studentId: string;
  action: 'SUBMIT' | 'REORDER' | 'CANCEL' | 'UNSUBMIT';
  openingIds: number[];
  by: string | null;
  at: Date;
}): Promise<void> {
  const [submission] = await insertSubmission.execute({
    db: tx,
    values: { ...entry, openingIds: arrayLiteral(entry.openingIds) },
  });
  // The receipt (or the news of an admin's unsubmit) commits with the history row it describes: the outbox.
  await notifyStudentRankingChange({
    db: tx,
    now: entry.at,
    change: {
      submissionId: Number(submission.submission_id),
      sessionId: entry.sessionId,
      round: entry.round,
      studentId: entry.studentId,
      action: entry.action,
    },
  });
}
