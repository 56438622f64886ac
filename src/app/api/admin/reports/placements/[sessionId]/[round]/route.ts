// GET /api/admin/reports/placements/{sessionId}/{round} – 302 to a stored .xlsx of each placement matched in the round with its details, agreement and evaluations
import { ADMIN, methodsNotAllowed, redirectAnswer, route } from '@/server/http';
import { sessionRoundParams, storedReportRedirect, placementsReport } from '@/server/reports';

export const GET = route({ auth: ADMIN, params: sessionRoundParams, status: 302, response: redirectAnswer }, async ({ ctx, params }) =>
  storedReportRedirect({
    ctx,
    report: await placementsReport({ ctx, sessionId: params.sessionId, round: params.round }),
    format: 'xlsx',
  }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
