// GET /api/admin/reports/student-matching-results/{sessionId}/{round} – 302 to a stored CSV of each student's matching result in the round
import { ADMIN, methodsNotAllowed, redirectAnswer, route } from '@/server/http';
import { sessionRoundParams, storedReportRedirect, studentMatchingResultsReport } from '@/server/reports';

export const GET = route({ auth: ADMIN, params: sessionRoundParams, status: 302, response: redirectAnswer }, async ({ ctx, params }) =>
  storedReportRedirect({
    ctx,
    report: await studentMatchingResultsReport({ ctx, sessionId: params.sessionId, round: params.round }),
    format: 'csv',
  }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
