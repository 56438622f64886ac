import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { currentRoundOfGroup } from '@/db/current-round';
import { rounds, sessionGroups, sessions } from '@/db/schema';
import { assertBeforeDeadline } from '@/server/deadlines';
import { NotFoundError } from '@/server/errors';

export type SessionSchedule = {
  sessionId: number;
  sessionGroupId: number;
  title: string;
  minimumCompanyOpeningRatio: number;
  currentRound: number;
  openingSubmissionDeadline: Date | null;
};

/** The session with its group's current round deadline, or a 404. */
export async function loadSessionSchedule({ db, sessionId }: { db: Executor; sessionId: number }): Promise<SessionSchedule> {
  const [row] = await db
    .select({
      sessionId: sessions.sessionId,
      sessionGroupId: sessions.sessionGroupId,
      title: sessions.title,
      minimumCompanyOpeningRatio: sessions.minimumCompanyOpeningRatio,
      currentRound: sessionGroups.currentRound,
      openingSubmissionDeadline: rounds.openingSubmissionDeadline,
    })
    .from(sessions)
    .innerJoin(sessionGroups, eq(sessionGroups.sessionGroupId, sessions.sessionGroupId))
    .leftJoin(rounds, currentRoundOfGroup)
    .where(eq(sessions.sessionId, sessionId))
    .limit(1);
  if (!row) throw new NotFoundError('Session not found');
  return { ...row, minimumCompanyOpeningRatio: Number(row.minimumCompanyOpeningRatio) };
}

export async function assertSessionGroupExists({ db, sessionGroupId }: { db: Executor; sessionGroupId: number }): Promise<void> {
  const [group] = await db
    .select({ sessionGroupId: sessionGroups.sessionGroupId })
    .from(sessionGroups)
    .where(eq(sessionGroups.sessionGroupId, sessionGroupId))
    .limit(1);
  if (!group) throw new NotFoundError('Session group not found');
}

const SUBMISSION_ACTIONS = { create: 'สร้างตำแหน่งงาน', publish: 'เผยแพร่ตำแหน่งงาน', edit: 'แก้ตำแหน่งงานที่เผยแพร่แล้ว' } as const;

/**
 * A company creates, publishes and edits published openings only until the current round's
 * openingSubmissionDeadline (admins are not bound; a company asks one). A group whose current round has no
 * dates yet sets no deadline. The one deadline rule (src/server/deadlines.ts): 409 once it has passed.
 */
export function assertBeforeOpeningSubmissionDeadline({
  schedule,
  now,
  action,
}: {
  schedule: SessionSchedule;
  now: Date;
  action: keyof typeof SUBMISSION_ACTIONS;
}): void {
  const what = `${SUBMISSION_ACTIONS[action]}ของรอบที่ ${schedule.currentRound} ใน "${schedule.title}"`;
  assertBeforeDeadline({ deadline: schedule.openingSubmissionDeadline, now, what });
}
