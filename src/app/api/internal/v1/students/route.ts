// GET /api/internal/v1/students – students by id, paged, for a permitted OAuth client (client credentials token, scope internal:students)
import { z } from 'zod';
import { listInternalStudents, withBearer } from '@/server/oauth';
import { listQuery, methodsNotAllowed, paginationQuery, route } from '@/server/http';

const query = paginationQuery.extend({
  studentIds: listQuery(z.string().min(1).max(50)).pipe(z.array(z.string()).max(100)).optional(),
});

export const GET = route({ auth: 'public', query }, async ({ ctx, query }) =>
  withBearer(ctx, { scope: 'internal:students', holder: 'machine', endpoint: 'GET /api/internal/v1/students' }, () => listInternalStudents(ctx.db, query)),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
