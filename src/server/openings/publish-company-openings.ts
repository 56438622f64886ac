import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '@/db/client';
import { openings } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { ConflictError, NotFoundError } from '@/server/errors';
import { assertRatioSatisfied, computeCompanyOpeningRatio } from './company-opening-ratio';
import { assertBeforeOpeningSubmissionDeadline, loadSessionSchedule } from './company-scope';
import { assertTransition } from './opening-status';

/**
 * Publishes the company's own openings, all or none, inside the caller's transaction: every id must
 * be the company's (else 404 listing them) and a DRAFT (else 409 listing them), each session must be
 * before its opening submission deadline (409), and the company opening ratio of every group touched
 * must hold afterwards (400 naming the sessions).
 */
export async function publishCompanyOpeningsIn({
  db: tx,
  ctx,
  companyId,
  openingIds,
  sessionId,
}: {
  db: Transaction;
  ctx: Context;
  companyId: number;
  openingIds: number[];
  sessionId?: number;
}): Promise<void> {
  const conditions = [inArray(openings.openingId, openingIds), eq(openings.companyId, companyId)];
  if (sessionId !== undefined) conditions.push(eq(openings.sessionId, sessionId));
  const rows = await tx
    .select()
    .from(openings)
    .where(and(...conditions))
    .for('update');

  const foundIds = new Set(rows.map((row) => row.openingId));
  const missing = openingIds.filter((openingId) => !foundIds.has(openingId));
  if (missing.length === 1 && openingIds.length === 1) throw new NotFoundError('Opening not found');
  if (missing.length > 0) throw new NotFoundError(`Openings not found: ${missing.join(', ')}`);

  const notDraft = rows.filter((row) => row.status !== 'DRAFT');
  if (notDraft.length === 1 && rows.length === 1) assertTransition(notDraft[0].status, 'publish', 'company');
  if (notDraft.length > 0) {
    throw new ConflictError(
      `Only DRAFT openings can be published: ${notDraft.map((row) => `${row.openingId} is ${row.status}`).join(', ')}`,
    );
  }

  const sessionIds = [...new Set(rows.map((row) => row.sessionId))];
  const schedules = await Promise.all(sessionIds.map((id) => loadSessionSchedule({ db: tx, sessionId: id })));
  for (const schedule of schedules) assertBeforeOpeningSubmissionDeadline({ schedule, now: ctx.now, action: 'publish' });

  const groupOfSession = new Map(schedules.map((schedule) => [schedule.sessionId, schedule.sessionGroupId]));
  for (const sessionGroupId of new Set(schedules.map((schedule) => schedule.sessionGroupId))) {
    const inGroup = rows.filter((row) => groupOfSession.get(row.sessionId) === sessionGroupId).map((row) => row.openingId);
    assertRatioSatisfied(
      await computeCompanyOpeningRatio({ db: tx, companyId, sessionGroupId, additionalOpeningIds: inGroup, lock: true }),
    );
  }

  for (const row of rows) assertTransition(row.status, 'publish', 'company');
  await tx
    .update(openings)
    .set({ status: 'PUBLISHED', publishedAt: ctx.now, updatedAt: ctx.now })
    .where(inArray(openings.openingId, openingIds));
  for (const row of rows) {
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'opening.publish',
        entityType: 'opening',
        entityId: row.openingId,
        details: { sessionId: row.sessionId, bulk: openingIds.length > 1 },
      },
    });
  }
}
