// GET /api/admin/reports/company-ranking-progress/{sessionId}/{round} – 302 to a stored CSV of which companies have and have not submitted their ranking in the round
import { ADMIN, methodsNotAllowed, redirectAnswer, route } from '@/server/http';
import { sessionRoundParams, storedReportRedirect, companyRankingProgressReport } from '@/server/reports';

export const GET = route({ auth: ADMIN, params: sessionRoundParams, status: 302, response: redirectAnswer }, async ({ ctx, params }) =>
  storedReportRedirect({
    ctx,
    report: await companyRankingProgressReport({ ctx, sessionId: params.sessionId, round: params.round }),
    format: 'csv',
  }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
