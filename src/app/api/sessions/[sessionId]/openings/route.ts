// GET /api/sessions/{sessionId}/openings – the session's published openings a student may see, filtered, searched and paged
import { z } from 'zod';
import { studentOpeningList } from '@/lib/openings';
import { idParam, jsonText, methodsNotAllowed, route, STUDENT } from '@/server/http';
import { listSessionOpeningsJson, listSessionOpeningsQuery } from '@/server/openings';

export const GET = route(
  {
    auth: STUDENT,
    readsLoginItself: true,
    params: z.object({ sessionId: idParam }),
    query: listSessionOpeningsQuery,
    response: studentOpeningList,
  },
  async ({ ctx, params, query }) => jsonText(await listSessionOpeningsJson({ ctx, sessionId: params.sessionId, filters: query })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
