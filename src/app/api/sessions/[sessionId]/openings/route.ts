// GET /api/sessions/{sessionId}/openings – the session's published openings a student may see, filtered, searched and paged
import { z } from 'zod';
import { studentOpeningList } from '@/lib/openings';
import {
  booleanQuery,
  idParam,
  integerQuery,
  jsonText,
  listQuery,
  methodsNotAllowed,
  paginationQuery,
  route,
  STUDENT,
} from '@/server/http';
import { listSessionOpeningsJson } from '@/server/openings';

const query = paginationQuery.extend({
  tags: listQuery(integerQuery).optional(),
  search: z.string().max(200).optional(),
  companyId: integerQuery.optional(),
  onlyBookmarked: booleanQuery.optional(),
  onlyAvailablePositions: booleanQuery.optional(),
});

export const GET = route(
  { auth: STUDENT, readsLoginItself: true, params: z.object({ sessionId: idParam }), query, response: studentOpeningList },
  async ({ ctx, params, query }) => jsonText(await listSessionOpeningsJson({ ctx, sessionId: params.sessionId, filters: query })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
