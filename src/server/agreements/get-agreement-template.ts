import type { AgreementTemplateView } from '@/lib/agreements';
import type { Context } from '@/server/context';
import { readAgreementTemplate } from './agreement-template';

/** GET /api/admin/session-groups/{sessionGroupId}/agreement-template: the stored template, or the default (version 0). */
export async function getAgreementTemplate({
  ctx,
  sessionGroupId,
}: {
  ctx: Context;
  sessionGroupId: number;
}): Promise<AgreementTemplateView> {
  return readAgreementTemplate({ db: ctx.db, sessionGroupId });
}
