// GET /api/admin/openings/{openingId}/ranking/{round} – the company's current ranking with submittedBy; DELETE /api/admin/openings/{openingId}/ranking/{round} – unsubmits it (back to draft)
import { z } from 'zod';
import { messageAnswer } from '@/lib/contract';
import { adminCompanyRankingView } from '@/lib/company-rankings';
import { getCompanyRankingAsAdmin, unsubmitCompanyRankingAsAdmin } from '@/server/company-rankings';
import { ADMIN, idParam, methodsNotAllowed, route } from '@/server/http';

const params = z.object({ openingId: idParam, round: idParam });

export const GET = route({ auth: ADMIN, params, response: adminCompanyRankingView }, async ({ ctx, params }) =>
  getCompanyRankingAsAdmin({ ctx, ...params }),
);

export const DELETE = route({ auth: ADMIN, params, response: messageAnswer }, async ({ ctx, params }) =>
  unsubmitCompanyRankingAsAdmin({ ctx, ...params }),
);

export const { POST, PUT, PATCH, OPTIONS } = methodsNotAllowed(['GET', 'DELETE']);
