// GET /api/student/sessions/{sessionId}/placement/agreement/scan – the wet-signed scan (404 when none); POST /api/student/sessions/{sessionId}/placement/agreement/scan – attach the caller's newest AGREEMENT_SCAN upload as the scan (409 before sending or once checked)
import { z } from 'zod';
import { agreementView } from '@/lib/agreements';
import { STUDENT, fileAnswer, idParam, methodsNotAllowed, route } from '@/server/http';
import { attachAgreementScan, downloadAgreementScan } from '@/server/agreements';

const params = z.object({ sessionId: idParam });

export const GET = route(
  { auth: STUDENT, params, response: fileAnswer('application/pdf', 'image/jpeg', 'image/png') },
  async ({ ctx, params }) => downloadAgreementScan({ ctx, sessionId: params.sessionId, studentId: ctx.actor.studentId }),
);

export const POST = route({ auth: STUDENT, params, response: agreementView }, async ({ ctx, params }) =>
  attachAgreementScan({ ctx, sessionId: params.sessionId, studentId: ctx.actor.studentId }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'POST']);
