// GET /api/company/sessions/{sessionId}/openings/{openingId}/ranking/draft – the company's working order of the current round; PUT /api/company/sessions/{sessionId}/openings/{openingId}/ranking/draft – replaces it {applicationIds}
import { z } from 'zod';
import { messageAnswer } from '@/lib/contract';
import { companyRankingDraft } from '@/lib/company-rankings';
import { companyRankingDraftInput, getCompanyRankingDraft, saveCompanyRankingDraft } from '@/server/company-rankings';
import { COMPANY_USER, idParam, methodsNotAllowed, route } from '@/server/http';

const params = z.object({ sessionId: idParam, openingId: idParam });

export const GET = route({ auth: COMPANY_USER, params, response: companyRankingDraft }, async ({ ctx, params }) =>
  getCompanyRankingDraft({ ctx, ...params }),
);

export const PUT = route(
  { auth: COMPANY_USER, params, body: companyRankingDraftInput, response: messageAnswer },
  async ({ ctx, params, body }) => saveCompanyRankingDraft({ ctx, ...params, input: body }),
);

export const { POST, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'PUT']);
