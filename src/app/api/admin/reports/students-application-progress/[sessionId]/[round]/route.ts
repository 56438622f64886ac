// GET /api/admin/reports/students-application-progress/{sessionId}/{round} – 302 to a stored .xlsx of each enrolled student's application progress in the round
import { ADMIN, methodsNotAllowed, redirectAnswer, route } from '@/server/http';
import { sessionRoundParams, storedReportRedirect, studentsApplicationProgressReport } from '@/server/reports';

export const GET = route({ auth: ADMIN, params: sessionRoundParams, status: 302, response: redirectAnswer }, async ({ ctx, params }) =>
  storedReportRedirect({
    ctx,
    report: await studentsApplicationProgressReport({ ctx, sessionId: params.sessionId, round: params.round }),
    format: 'xlsx',
  }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
