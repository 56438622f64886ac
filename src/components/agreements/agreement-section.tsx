import type { AgreementView } from '@/lib/agreements';
import type { PlacementView } from '@/lib/placements';
import type { Context } from '@/server/context';
import { getAgreement } from '@/server/agreements';
import { NotFoundError } from '@/server/errors';
import { AgreementPanel } from './agreement-panel';

/**
 * The agreement of one placement on its page (docs/agreements.md), for the admin, the company or the student whose
 * placement it is: its state, the PDF, signing online by typed name, the scan upload and the office's check.
 */
export async function AgreementSection({
  ctx,
  placement,
}: {
  ctx: Context<'admin' | 'company_user' | 'student'>;
  placement: PlacementView;
}) {
  let view: AgreementView;
  try {
    view = await getAgreement({ ctx, sessionId: placement.sessionId, studentId: placement.studentId });
  } catch (error) {
    // Not this viewer's (or not yet announced): the placement page shows no agreement rather than failing.
    if (error instanceof NotFoundError) return null;
    throw error;
  }
  return <AgreementPanel role={ctx.actor.role} view={view} />;
}
