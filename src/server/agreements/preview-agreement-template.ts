import type { Context } from '@/server/context';
import { readAgreementTemplate, SAMPLE_AGREEMENT_FIELDS } from './agreement-template';
import { pdfAnswer } from './pdf-answer';
import { renderAgreementPdf } from './render-agreement-pdf';

/** GET /api/admin/session-groups/{sessionGroupId}/agreement-template/preview: the stored (or default) template filled with a sample, as a PDF. */
export async function previewAgreementTemplate({ ctx, sessionGroupId }: { ctx: Context; sessionGroupId: number }): Promise<Response> {
  const { title, body } = await readAgreementTemplate({ db: ctx.db, sessionGroupId });
  const bytes = await renderAgreementPdf({ template: { title, body }, fields: SAMPLE_AGREEMENT_FIELDS, createdAt: ctx.now });
  return pdfAnswer({ bytes, fileName: 'agreement-sample.pdf' });
}
