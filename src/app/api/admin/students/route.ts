// GET /api/admin/students – the students, filtered, sorted and paged; POST /api/admin/students – import students (all or nothing) from rows or from an uploaded STUDENT_ID_LIST_CSV ({fileId})
import { importStudentsAnswer, studentList } from '@/lib/student-profile';
import { ADMIN, methodsNotAllowed, route } from '@/server/http';
import {
  importStudents,
  importStudentsFromFile,
  importStudentsBody,
  listStudents,
  studentListQuery,
  studentRowsOfJson,
} from '@/server/students';

export const GET = route({ auth: ADMIN, query: studentListQuery, response: studentList }, async ({ ctx, query }) => {
  const { page, limit, ...filter } = query;
  return listStudents({ ctx, filter, pagination: { page, limit } });
});

// Up to MAX_IMPORT_ROWS full student rows: more than the default 1 MB.
export const POST = route(
  { auth: ADMIN, body: importStudentsBody, maxBodyBytes: 10 * 1024 * 1024, response: importStudentsAnswer },
  async ({ ctx, body }) =>
    Array.isArray(body) ? importStudents({ ctx, rows: studentRowsOfJson(body) }) : importStudentsFromFile({ ctx, input: body }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'POST']);
