import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { sessions } from '@/db/schema';
import type { Locale } from '@/i18n/locales';
import { translatorFor } from '@/i18n/translator';
import { datesFor } from '@/lib/dates';
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
  // In each admin's language (accounts.locale), read when the rows are written.
  const text = (locale: Locale) => {
    const t = translatorFor({ locale, namespace: 'MatchingRunNotice' });
    const scope = t('scope', {
      session: session?.title ?? t('unknownSession', { sessionId: String(run.sessionId) }),
      round: String(run.round),
    });
    const body = [
      t('finished', { scope, at: datesFor(locale).formatDateTime(now) }),
      t('counts', { students: String(run.studentCount), matched: String(run.matchedCount), unmatched: String(run.unmatchedCount) }),
      run.isStable ? t('stable') : t('unstable'),
      ...(run.openingsWithoutRankingCount > 0 ? [t('unranked', { count: String(run.openingsWithoutRankingCount) })] : []),
    ].join('\n');
    return { title: t('title', { scope }), body };
  };
  const adminIds = await activeAdmins({ db });
  await recordNotifications({
    db,
    now,
    drafts: adminIds.map((platformUid) => ({
      recipientRole: 'admin' as const,
      recipientId: platformUid,
      kind: 'MATCHING_RUN_FINISHED' as const,
      eventKey: `matching-run:${run.runId}`,
      text,
      linkPath: `/session/${run.sessionId}/${run.round}/matching`,
    })),
  });
}
