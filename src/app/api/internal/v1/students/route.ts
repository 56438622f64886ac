// GET /api/internal/v1/students – students by id, paged, for a permitted OAuth client (client credentials token, scope internal:students)
import { internalStudentList } from '@/lib/oauth';
import { bearer, listInternalStudents, listInternalStudentsQuery } from '@/server/oauth';
import { methodsNotAllowed, route } from '@/server/http';

export const GET = route(
  {
    auth: bearer({ scope: 'internal:students', holder: 'machine', endpoint: 'GET /api/internal/v1/students' }),
    query: listInternalStudentsQuery,
    response: internalStudentList,
  },
  async ({ ctx, query }) => listInternalStudents({ ctx, query }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
