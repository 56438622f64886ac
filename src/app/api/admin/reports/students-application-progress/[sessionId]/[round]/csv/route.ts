// GET /api/admin/reports/students-application-progress/{sessionId}/{round}/csv – each enrolled student's application progress in the round as CSV (UTF-8 with BOM), answered 200 with the file
import { ADMIN, fileAnswer, methodsNotAllowed, route } from '@/server/http';
import { reportFileResponse, sessionRoundParams, studentsApplicationProgressReport } from '@/server/reports';

export const GET = route({ auth: ADMIN, params: sessionRoundParams, response: fileAnswer('text/csv') }, async ({ ctx, params }) =>
  reportFileResponse({ ctx, report: await studentsApplicationProgressReport({ ctx, sessionId: params.sessionId, round: params.round }) }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
