// GET /api/student/sessions/{sessionId}/shared-rankings/{round} – the student's applications whose company shared its rank, until reorderRankingDeadline
import { z } from 'zod';
import { sharedRankings } from '@/lib/company-rankings';
import { listSharedRankings } from '@/server/company-rankings';
import { idParam, methodsNotAllowed, route, STUDENT } from '@/server/http';

const params = z.object({ sessionId: idParam, round: idParam });

export const GET = route({ auth: STUDENT, params, response: sharedRankings }, async ({ ctx, params }) =>
  listSharedRankings({ ctx, ...params }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
