// GET /api/admin/reports/placements/{sessionId}/{round}/csv – each placement matched in the round with its details, agreement and evaluations as CSV (UTF-8 with BOM), answered 200 with the file
import { ADMIN, fileAnswer, methodsNotAllowed, route } from '@/server/http';
import { reportFileResponse, sessionRoundParams, placementsReport } from '@/server/reports';

export const GET = route({ auth: ADMIN, params: sessionRoundParams, response: fileAnswer('text/csv') }, async ({ ctx, params }) =>
  reportFileResponse({ ctx, report: await placementsReport({ ctx, sessionId: params.sessionId, round: params.round }) }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
