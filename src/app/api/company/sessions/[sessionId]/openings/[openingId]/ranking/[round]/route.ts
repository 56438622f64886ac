// GET /api/company/sessions/{sessionId}/openings/{openingId}/ranking/{round} – the company's current submitted ranking of the round with its history
import { z } from 'zod';
import { companyRankingView } from '@/lib/company-rankings';
import { getCompanyRanking } from '@/server/company-rankings';
import { COMPANY_USER, idParam, methodsNotAllowed, route } from '@/server/http';

const params = z.object({ sessionId: idParam, openingId: idParam, round: idParam });

export const GET = route({ auth: COMPANY_USER, params, response: companyRankingView }, async ({ ctx, params }) =>
  getCompanyRanking({ ctx, ...params }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
