import type { AgreementView } from '@/lib/agreements';
import type { Context } from '@/server/context';
import { findAgreementRow, toAgreementView, viewerOf } from './agreement-rows';

/** GET …/agreement (admin: any placement; company user: own company's; student: own, each from the announcement): where it stands. */
export async function getAgreement({
  ctx,
  sessionId,
  studentId,
}: {
  ctx: Context<'admin' | 'student' | 'company_user'>;
  sessionId: number;
  studentId: string;
}): Promise<AgreementView> {
  return toAgreementView(await findAgreementRow({ db: ctx.db, now: ctx.now, sessionId, studentId, viewer: viewerOf(ctx.actor) }));
}
