// POST /api/admin/students/disable – disables the chosen students ({ids}) or every student matching the list's filter ({allMatching}), all or nothing; answers {count, ids}
import { bulkAnswer } from '@/lib/contract';
import { ADMIN, bulkSelectionBody, methodsNotAllowed, route, textParam } from '@/server/http';
import { setStudentsActive, studentListQuery } from '@/server/students';

export const POST = route(
  { auth: ADMIN, body: bulkSelectionBody(textParam, studentListQuery), response: bulkAnswer(textParam) },
  async ({ ctx, body }) => setStudentsActive({ ctx, selection: body, isActive: false }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
