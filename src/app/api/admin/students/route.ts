// GET /api/admin/students – the students, filtered, sorted and paged; POST /api/admin/students – import students (all or nothing)
import { z } from 'zod';
import { MAX_IMPORT_ROWS } from '@/lib/student-profile';
import { ADMIN, route } from '@/server/http';
import { importStudents, listStudents, studentListQuery } from '@/server/students';

export const GET = route({ auth: ADMIN, query: studentListQuery }, async ({ ctx, query }) => {
  const { page, limit, ...filter } = query;
  return listStudents(ctx, filter, { page, limit });
});

// Rows are checked one by one in the verb, so a 400 can name every bad row rather than the first issues.
export const POST = route({ auth: ADMIN, body: z.array(z.unknown()).min(1).max(MAX_IMPORT_ROWS) }, async ({ ctx, body }) => importStudents(ctx, body));
