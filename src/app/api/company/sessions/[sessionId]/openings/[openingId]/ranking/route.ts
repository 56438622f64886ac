// POST /api/company/sessions/{sessionId}/openings/{openingId}/ranking – submits the current round's ranking {selectedApplicationIds, sharedRankingApplicationIds, excludedApplicationNote?}
import { z } from 'zod';
import { companyRankingView } from '@/lib/company-rankings';
import { submitCompanyRanking, submitCompanyRankingInput } from '@/server/company-rankings';
import { COMPANY_USER, idParam, methodsNotAllowed, route } from '@/server/http';

const params = z.object({ sessionId: idParam, openingId: idParam });

export const POST = route(
  { auth: COMPANY_USER, status: 201, params, body: submitCompanyRankingInput, response: companyRankingView },
  async ({ ctx, params, body }) => submitCompanyRanking({ ctx, ...params, input: body }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
