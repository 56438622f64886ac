// GET /api/admin/reports/company-ranking-drafts/{sessionId}/{round} – 302 to a stored .xlsx of the companies' ranking drafts in the round
import { ADMIN, methodsNotAllowed, redirectAnswer, route } from '@/server/http';
import { sessionRoundParams, storedReportRedirect, companyRankingDraftsReport } from '@/server/reports';

export const GET = route({ auth: ADMIN, params: sessionRoundParams, status: 302, response: redirectAnswer }, async ({ ctx, params }) =>
  storedReportRedirect({
    ctx,
    report: await companyRankingDraftsReport({ ctx, sessionId: params.sessionId, round: params.round }),
    format: 'xlsx',
  }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
