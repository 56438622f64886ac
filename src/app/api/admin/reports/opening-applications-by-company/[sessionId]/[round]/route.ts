// GET /api/admin/reports/opening-applications-by-company/{sessionId}/{round} – 302 to a stored .xlsx of each opening's applications in the round, by company
import { ADMIN, methodsNotAllowed, redirectAnswer, route } from '@/server/http';
import { sessionRoundParams, storedReportRedirect, openingApplicationsByCompanyReport } from '@/server/reports';

export const GET = route({ auth: ADMIN, params: sessionRoundParams, status: 302, response: redirectAnswer }, async ({ ctx, params }) =>
  storedReportRedirect({
    ctx,
    report: await openingApplicationsByCompanyReport({ ctx, sessionId: params.sessionId, round: params.round }),
    format: 'xlsx',
  }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
