// GET /api/company/sessions/{sessionId}/placements/{studentId}/agreement/scan – the wet-signed scan (404 when none); POST /api/company/sessions/{sessionId}/placements/{studentId}/agreement/scan – attach the caller's newest AGREEMENT_SCAN upload as the scan (409 before sending or once checked)
import { z } from 'zod';
import { agreementView } from '@/lib/agreements';
import { COMPANY_USER, fileAnswer, idParam, textParam, methodsNotAllowed, route } from '@/server/http';
import { attachAgreementScan, downloadAgreementScan } from '@/server/agreements';

const params = z.object({ sessionId: idParam, studentId: textParam });

export const GET = route(
  { auth: COMPANY_USER, params, response: fileAnswer('application/pdf', 'image/jpeg', 'image/png') },
  async ({ ctx, params }) => downloadAgreementScan({ ctx, ...params }),
);

export const POST = route({ auth: COMPANY_USER, params, response: agreementView }, async ({ ctx, params }) =>
  attachAgreementScan({ ctx, ...params }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'POST']);
