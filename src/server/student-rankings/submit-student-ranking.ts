import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { arrayLiteral } from '@/db/array-literal';
import { columnName, columnNames } from '@/db/column-name';
import { preparedStatement } from '@/db/prepared-statement';
import { rowsOf } from '@/db/rows-of';
import { applications, enrollments, openings, students } from '@/db/schema';
import { rankingBlockText } from '@/lib/student-ranking-gate';
import type { SubmittedRanking } from '@/lib/rankings';
import type { StudentContext } from '@/server/context';
import { assertWindowOpened } from '@/server/deadlines';
import { lockSessionAgainstMatching } from '@/server/matching';
import { BadRequestError, ConflictError } from '@/server/errors';
import { acceptingApplicationCondition } from '@/server/openings';
import { missingProfileFields, requiredProfileFields, type RequiredProfileField } from '@/server/students';
import { auditRankingIfAssumed } from './audit-ranking-if-assumed';
import { readRanking } from './read-ranking';
import { recordStudentSubmission } from './record-student-submission';
import type { RankingOpeningsInput } from './ranking-input';
import {
  assertMatchingNotRun,
  assertRankingDeadline,
  isStanding,
  latestActionSql,
  loadStudentRankingWindow,
  studentRankingBlockOf,
  type RankingAction,
  type StudentRankingWindow,
} from './ranking-window';

/**
 * POST /api/student/sessions/{sessionId}/ranking: the student's ordered list becomes one application
 * per opening (DOMAIN.md "Rankings and applications"). Every rule is checked inside one transaction that
 * holds the enrollment row, and the applications, the history row and the enrollment status are written
 * together. A resubmission after an admin's unsubmit re-activates the same application rows, so their
 * ids (which companies' drafts refer to) stay stable.
 */
export async function submitStudentRanking({
  ctx,
  sessionId,
  input,
}: {
  ctx: StudentContext;
  sessionId: number;
  input: RankingOpeningsInput;
}): Promise<SubmittedRanking> {
  const studentId = ctx.actor.studentId;
  const { openingIds } = input;
  const window = await ctx.db.transaction(async (tx) => {
    // The session first (a run of it and this edit wait for each other), then the enrollment; the reads after
    // both (a statement of their own, so a later snapshot) see a run or a second submit that committed meanwhile.
    await lockSessionAgainstMatching({ db: tx, sessionId });
    const window = await loadStudentRankingWindow({ db: tx, studentId, sessionId, lock: true });
    await assertRoundAllowsSubmit({ db: tx, window, now: ctx.now });
    const { latestAction, accepting } = await readSubmitState({ db: tx, window, openingIds, now: ctx.now });
    if (isStanding(latestAction)) throw new ConflictError(rankingBlockText('SUBMITTED', { ...window, round: window.currentRound }));
    assertOpeningsAcceptable({ window, openingIds, accepting });
    await writeSubmission({ db: tx, window, openingIds, ctx });
    return window;
  });
  // The answer reads the ranking as committed, with the window the transaction held (what a submit changes is not in it).
  return readRanking({ db: ctx.db, window, round: window.currentRound, now: ctx.now });
}

/**
 * The same rule as the session view's `isRankingAllowed` (studentRankingBlock), each block refused with a 409 in
 * Thai; the deadline's and the opening date's refusals are the shared ones of src/server/deadlines.ts.
 */
async function assertRoundAllowsSubmit({ db, window, now }: { db: Executor; window: StudentRankingWindow; now: Date }): Promise<void> {
  const round = window.currentRound;
  const block = studentRankingBlockOf({ window, isSubmitted: false, now });
  if (block === null) return;
  const text = (missingProfileFields?: string[]) => rankingBlockText(block, { ...window, round, missingProfileFields });
  switch (block) {
    case 'NOT_ANNOUNCED':
      if (window.openingAnnouncementDate !== null)
        assertWindowOpened({ opensAt: window.openingAnnouncementDate, now, what: `ส่งอันดับของรอบที่ ${round}` });
      throw new ConflictError(text());
    case 'NOT_OFFERED':
    case 'DEADLINE_PASSED':
      assertRankingDeadline({ deadline: window.studentRankingDeadline, now, action: 'submit', round });
      break;
    case 'MATCHING_RUN':
      assertMatchingNotRun(window);
      break;
    case 'PROFILE_INCOMPLETE':
      throw new ConflictError(text(await missingFieldsOf({ db, studentId: window.studentId })));
  }
  throw new ConflictError(text());
}

/** The required profile fields the student still lacks: read only when a submit is refused for them. */
async function missingFieldsOf({ db, studentId }: { db: Executor; studentId: string }): Promise<string[]> {
  const [profile] = await db
    .select(
      Object.fromEntries(requiredProfileFields.map((field) => [field, students[field]])) as Record<
        RequiredProfileField,
        typeof students.email
      >,
    )
    .from(students)
    .where(eq(students.studentId, studentId));
  return profile ? missingProfileFields(profile) : [...requiredProfileFields];
}

type AcceptingOpening = { openingId: number; companyId: number };

/** In one round trip: the student's latest action of the round, and which of the openings accept applications now. */
async function readSubmitState({
  db: tx,
  window,
  openingIds,
  now,
}: {
  db: Executor;
  window: StudentRankingWindow;
  openingIds: number[];
  now: Date;
}): Promise<{ latestAction: RankingAction | null; accepting: AcceptingOpening[] }> {
  const { sessionId, studentId, currentRound: round } = window;
  const isAccepting = and(
    inArray(openings.openingId, openingIds),
    eq(openings.sessionId, sessionId),
    acceptingApplicationCondition({ ...window, isAnnounced: true }, now),
  );
  const [row] = await rowsOf<{ latest_action: RankingAction | null; accepting: [number, number][] | null }>(
    tx,
    sql`select ${latestActionSql({ sessionId, round, studentId })} as latest_action,
      (select json_agg(json_build_array(${openings.openingId}, ${openings.companyId})) from ${openings} where ${isAccepting}) as accepting`,
  );
  return {
    latestAction: row.latest_action,
    accepting: (row.accepting ?? []).map(([openingId, companyId]) => ({ openingId: Number(openingId), companyId: Number(companyId) })),
  };
}

/** The session's limits and that every opening accepts applications now; each refusal names the rule and the numbers. */
function assertOpeningsAcceptable({
  window,
  openingIds,
  accepting,
}: {
  window: StudentRankingWindow;
  openingIds: number[];
  accepting: AcceptingOpening[];
}): void {
  const count = openingIds.length;
  const {
    minimumApplicationPerStudent: minimum,
    maximumApplicationPerStudent: maximum,
    minimumUniqueCompanyCountPerStudent: minimumCompanies,
  } = window;
  if (count < minimum) throw new BadRequestError(`Apply to at least ${minimum} openings in this session; your ranking has ${count}`);
  if (count > maximum) throw new BadRequestError(`Apply to at most ${maximum} openings in this session; your ranking has ${count}`);

  const acceptingIds = new Set(accepting.map((row) => row.openingId));
  const refused = openingIds.filter((openingId) => !acceptingIds.has(openingId));
  if (refused.length > 0) {
    throw new BadRequestError(
      `${refused.length === 1 ? 'Opening' : 'Openings'} ${refused.join(', ')} ${refused.length === 1 ? 'is' : 'are'} not accepting applications in this session`,
      { openingIds: refused },
    );
  }
  const companyCount = new Set(accepting.map((row) => row.companyId)).size;
  if (companyCount < minimumCompanies) {
    throw new BadRequestError(`Choose openings of at least ${minimumCompanies} different companies; your ranking has ${companyCount}`);
  }
}

/**
 * One application per opening in the student's order (a resubmission re-activates the same rows) and the
 * enrollment's status, in one statement; `openingIds` is an int[] literal.
 */
const applyAndMarkSubmitted = preparedStatement({
  name: 'submit_student_ranking',
  write: () => {
    const [sessionId, round, studentId, now] = ['sessionId', 'round', 'studentId', 'now'].map((name) => sql.placeholder(name));
    const applicationKey = [applications.sessionId, applications.round, applications.studentId, applications.openingId];
    const rank = columnName(applications.studentPreferenceRank);
    return sql`with submitted as (
        update ${enrollments} set ${columnName(enrollments.status)} = 'RANKING_SUBMITTED', ${columnName(enrollments.updatedAt)} = ${now}::timestamptz
        where ${enrollments.sessionId} = ${sessionId}::int and ${enrollments.studentId} = ${studentId}::text
      )
      insert into ${applications} (${columnNames([...applicationKey, applications.studentPreferenceRank])})
      select ${sessionId}::int, ${round}::int, ${studentId}::text, item.opening_id, item.rank
      from unnest(${sql.placeholder('openingIds')}::int[]) with ordinality as item(opening_id, rank)
      on conflict (${columnNames(applicationKey)})
        do update set ${columnName(applications.status)} = 'ACTIVE', ${rank} = excluded.${rank},
          ${columnName(applications.updatedAt)} = ${now}::timestamptz`;
  },
});

async function writeSubmission({
  db: tx,
  window,
  openingIds,
  ctx,
}: {
  db: Executor;
  window: StudentRankingWindow;
  openingIds: number[];
  ctx: StudentContext;
}): Promise<void> {
  const { sessionId, studentId, currentRound: round } = window;
  await applyAndMarkSubmitted.execute({
    db: tx,
    values: { sessionId, round, studentId, now: ctx.now, openingIds: arrayLiteral(openingIds) },
  });
  await recordStudentSubmission({
    db: tx,
    sessionId,
    round,
    studentId,
    action: 'SUBMIT',
    openingIds,
    by: ctx.actor.signedInPlatformUid,
    at: ctx.now,
  });
  await auditRankingIfAssumed({ db: tx, ctx, action: 'ranking.submit', details: { sessionId, round, openingIds } });
}
