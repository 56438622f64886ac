// GET /api/internal/v1/students – students by id, paged, for a permitted OAuth client (client credentials token, scope internal:students)
import { z } from 'zod';
import { internalStudentList } from '@/lib/oauth';
import { bearer, listInternalStudents } from '@/server/oauth';
import { listQuery, methodsNotAllowed, paginationQuery, route } from '@/server/http';

const query = paginationQuery.extend({
  studentIds: listQuery(z.string().min(1).max(50)).pipe(z.array(z.string()).max(100)).optional(),
});

export const GET = route(
  {
    auth: bearer({ scope: 'internal:students', holder: 'machine', endpoint: 'GET /api/internal/v1/students' }),
    query,
    response: internalStudentList,
  },
  async ({ ctx, query }) => listInternalStudents({ ctx, query }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
