import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { enrollments, openings } from '@/db/schema';
import { ConflictError } from '@/server/errors';
import { shownOpeningStatus } from './shown-opening-status';

/**
 * Once an opening has results, nothing outside the matching may change them (docs/openings.md, "Results stand"):
 * no withdraw or unpublish once its results are out (shown RESULT_ANNOUNCED) or while students are matched to it, no
 * quota change once its results are out, and never a quota below the students matched to it (any round, by the
 * algorithm or by hand). Every writer of these (company and admin, single and bulk) asks here, inside its
 * transaction, after it has locked the opening row (as a manual set does before it counts the quota).
 */
async function loadOpeningResults({ db, openingId, now }: { db: Executor; openingId: number; now: Date }) {
  const [row] = await db
    .select({
      isResultAnnounced: sql<boolean>`${shownOpeningStatus(now)} = 'RESULT_ANNOUNCED'`,
      matchedCount: sql<number>`(select count(*)::int from ${enrollments} where ${enrollments.assignedOpeningId} = ${openings.openingId} and ${enrollments.status} = 'MATCHING_SUCCESS')`,
    })
    .from(openings)
    .where(eq(openings.openingId, openingId));
  return { isResultAnnounced: Boolean(row?.isResultAnnounced), matchedCount: Number(row?.matchedCount ?? 0) };
}

const ACTIONS = { withdraw: 'ถอนตำแหน่งงาน', unpublish: 'ยกเลิกการเผยแพร่' } as const;

/** 409 (Thai) when withdrawing or unpublishing would take back an opening whose results are out or that students are matched to. */
export async function assertResultsStand({
  db,
  openingId,
  now,
  action,
}: {
  db: Executor;
  openingId: number;
  now: Date;
  action: keyof typeof ACTIONS;
}): Promise<void> {
  const { isResultAnnounced, matchedCount } = await loadOpeningResults({ db, openingId, now });
  if (isResultAnnounced) throw new ConflictError(`ประกาศผลการจับคู่ของตำแหน่งงานนี้แล้ว จึง${ACTIONS[action]}ไม่ได้`);
  if (matchedCount > 0)
    throw new ConflictError(
      `มีนิสิตได้รับการจับคู่กับตำแหน่งงานนี้แล้ว ${matchedCount} คน จึง${ACTIONS[action]}ไม่ได้ ` +
        `(ยกเลิกผลการจับคู่ที่ยังไม่ประกาศก่อน หรือหากไม่รับเพิ่ม ให้ลดจำนวนที่รับเหลือ ${matchedCount} คน)`,
    );
}

/** 409 (Thai) when a new quota would change announced results or fall below the students already matched to the opening. */
export async function assertQuotaKeepsResults({
  db,
  openingId,
  now,
  currentQuota,
  quota,
}: {
  db: Executor;
  openingId: number;
  now: Date;
  currentQuota: number;
  quota: number | undefined;
}): Promise<void> {
  if (quota === undefined || quota === currentQuota) return;
  const { isResultAnnounced, matchedCount } = await loadOpeningResults({ db, openingId, now });
  if (isResultAnnounced) throw new ConflictError('ประกาศผลการจับคู่ของตำแหน่งงานนี้แล้ว จึงเปลี่ยนจำนวนที่รับไม่ได้');
  if (quota < matchedCount) throw new ConflictError(`จำนวนที่รับต้องไม่น้อยกว่านิสิตที่ได้รับการจับคู่กับตำแหน่งงานนี้แล้ว (${matchedCount} คน)`);
}
