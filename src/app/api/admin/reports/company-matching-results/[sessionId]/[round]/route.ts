// GET /api/admin/reports/company-matching-results/{sessionId}/{round} – 302 to a stored .xlsx of the students matched to each company's openings in the round
import { ADMIN, methodsNotAllowed, redirectAnswer, route } from '@/server/http';
import { sessionRoundParams, storedReportRedirect, companyMatchingResultsReport } from '@/server/reports';

export const GET = route({ auth: ADMIN, params: sessionRoundParams, status: 302, response: redirectAnswer }, async ({ ctx, params }) =>
  storedReportRedirect({
    ctx,
    report: await companyMatchingResultsReport({ ctx, sessionId: params.sessionId, round: params.round }),
    format: 'xlsx',
  }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
