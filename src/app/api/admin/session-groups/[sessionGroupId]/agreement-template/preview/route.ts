// GET /api/admin/session-groups/{sessionGroupId}/agreement-template/preview – the stored (or default) template filled with a sample, as a PDF
import { z } from 'zod';
import { ADMIN, fileAnswer, idParam, methodsNotAllowed, route } from '@/server/http';
import { previewAgreementTemplate } from '@/server/agreements';

export const GET = route(
  { auth: ADMIN, params: z.object({ sessionGroupId: idParam }), response: fileAnswer('application/pdf') },
  async ({ ctx, params }) => previewAgreementTemplate({ ctx, sessionGroupId: params.sessionGroupId }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
