// GET /api/student/sessions/{sessionId}/shared-rankings/{round} – the student's applications whose company shared its rank, until reorderRankingDeadline
import { z } from 'zod';
import { listSharedRankings } from '@/server/company-rankings';
import { idParam, methodsNotAllowed, route, STUDENT } from '@/server/http';

const params = z.object({ sessionId: idParam, round: idParam });

export const GET = route({ auth: STUDENT, params }, async ({ ctx, params }) => listSharedRankings({ ctx, ...params }));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
