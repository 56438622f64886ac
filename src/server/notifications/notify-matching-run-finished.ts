import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { sessions } from '@/db/schema';
import { formatDateTime } from '@/lib/dates';
import { activeAdmins } from './recipients';
import { recordNotifications } from './record-notifications';

export type FinishedMatchingRun = {
  runId: number;
  sessionId: number;
  round: number;
  studentCount: number;
  matchedCount: number;
  unmatchedCount: number;
  openingsWithoutRankingCount: number;
  isStable: boolean;
};

/** Every active admin hears of a run, written in the run's own transaction (an undone or failed run notifies no one). */
export async function notifyMatchingRunFinished({ db, now, run }: { db: Executor; now: Date; run: FinishedMatchingRun }): Promise<void> {
  const [session] = await db.select({ title: sessions.title }).from(sessions).where(eq(sessions.sessionId, run.sessionId));
  const scope = `${session?.title ?? `ภาค ${run.sessionId}`} รอบที่ ${run.round}`;
  const body = [
    `การจับคู่ของ ${scope} ทำงานเสร็จเมื่อ ${formatDateTime(now)}`,
    `นิสิตที่ร่วมจับคู่ ${run.studentCount} คน: ได้ตำแหน่ง ${run.matchedCount} คน ไม่ได้ตำแหน่ง ${run.unmatchedCount} คน`,
    run.isStable ? 'ตรวจสอบแล้ว: ผลการจับคู่มีเสถียรภาพ (ไม่มีคู่ที่ต้องการเปลี่ยน)' : 'คำเตือน: ผลการจับคู่ไม่ผ่านการตรวจเสถียรภาพ โปรดตรวจสอบ',
    ...(run.openingsWithoutRankingCount > 0 ? [`ตำแหน่งงานที่บริษัทไม่ได้ส่งอันดับ ${run.openingsWithoutRankingCount} ตำแหน่ง (ไม่รับผู้ใด)`] : []),
  ].join('\n');
  const adminIds = await activeAdmins({ db });
  await recordNotifications({
    db,
    now,
    drafts: adminIds.map((platformUid) => ({
      recipientRole: 'admin' as const,
      recipientId: platformUid,
      kind: 'MATCHING_RUN_FINISHED' as const,
      eventKey: `matching-run:${run.runId}`,
      title: `การจับคู่เสร็จแล้ว: ${scope}`,
      body,
      linkPath: `/session/${run.sessionId}/${run.round}/matching`,
    })),
  });
}
