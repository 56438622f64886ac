// GET /api/admin/students – the students, filtered, sorted and paged; POST /api/admin/students – import students (all or nothing) from rows or from an uploaded STUDENT_ID_LIST_CSV ({fileId})
import { z } from 'zod';
import { importStudentsAnswer, MAX_IMPORT_ROWS, studentList } from '@/lib/student-profile';
import { rowsOrFileBody } from '@/server/files';
import { ADMIN, methodsNotAllowed, route } from '@/server/http';
import { importStudents, importStudentsFromFile, listStudents, importStudentsFromFileInput, studentListQuery } from '@/server/students';

export const GET = route({ auth: ADMIN, query: studentListQuery, response: studentList }, async ({ ctx, query }) => {
  const { page, limit, ...filter } = query;
  return listStudents({ ctx, filter, pagination: { page, limit } });
});

// Rows are checked one by one in the verb, so a 400 can name every bad row rather than the first issues.
const body = rowsOrFileBody(z.array(z.unknown()).min(1).max(MAX_IMPORT_ROWS), importStudentsFromFileInput);

// Up to MAX_IMPORT_ROWS full student rows: more than the default 1 MB.
export const POST = route({ auth: ADMIN, body, maxBodyBytes: 10 * 1024 * 1024, response: importStudentsAnswer }, async ({ ctx, body }) =>
  Array.isArray(body) ? importStudents({ ctx, rows: body }) : importStudentsFromFile({ ctx, input: body }),
);

export const { PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET', 'POST']);
