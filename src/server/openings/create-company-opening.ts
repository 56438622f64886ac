import { openings } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { CompanyContext } from '@/server/context';
import { assertBeforeOpeningSubmissionDeadline, loadSessionSchedule } from './company-scope';
import { writeOpeningFields, type CreateOpeningInput } from './opening-input';
import { selectCompanyOpeningViews } from './opening-view';
import type { CompanyOpeningView } from '@/lib/openings';

/** POST /api/company/sessions/{sessionId}/openings: a DRAFT of the company's, until the opening submission deadline. */
export async function createCompanyOpening({
  ctx,
  sessionId,
  input,
}: {
  ctx: CompanyContext;
  sessionId: number;
  input: CreateOpeningInput;
}): Promise<CompanyOpeningView> {
  const companyId = ctx.actor.companyId;
  const openingId = await ctx.db.transaction(async (tx) => {
    const schedule = await loadSessionSchedule({ db: tx, sessionId });
    assertBeforeOpeningSubmissionDeadline({ schedule, now: ctx.now, action: 'create' });
    const [row] = await tx
      .insert(openings)
      .values({
        sessionId,
        companyId,
        title: input.title,
        quota: input.quota,
        officeName: input.officeName,
        officeAddressLine1: input.officeAddressLine1,
        status: 'DRAFT',
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ openingId: openings.openingId });
    await writeOpeningFields({ db: tx, openingId: row.openingId, input, now: ctx.now });
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: { action: 'opening.create', entityType: 'opening', entityId: row.openingId, details: { sessionId } },
    });
    return row.openingId;
  });
  const [view] = await selectCompanyOpeningViews({ db: ctx.db, openingIds: [openingId], now: ctx.now });
  return view;
}
