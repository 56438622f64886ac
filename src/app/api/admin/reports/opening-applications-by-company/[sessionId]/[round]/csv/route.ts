// GET /api/admin/reports/opening-applications-by-company/{sessionId}/{round}/csv – each opening's applications in the round, by company, as CSV (UTF-8 with BOM), answered 200 with the file
import { ADMIN, fileAnswer, methodsNotAllowed, route } from '@/server/http';
import { reportFileResponse, sessionRoundParams, openingApplicationsByCompanyReport } from '@/server/reports';

export const GET = route({ auth: ADMIN, params: sessionRoundParams, response: fileAnswer('text/csv') }, async ({ ctx, params }) =>
  reportFileResponse({ ctx, report: await openingApplicationsByCompanyReport({ ctx, sessionId: params.sessionId, round: params.round }) }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
