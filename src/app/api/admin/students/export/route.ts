// GET /api/admin/students/export – the students table under the list's filter and sort, every page, streamed as CSV (UTF-8 with BOM) or .xlsx (?format=csv|xlsx)
import { exportQuery } from '@/server/exports';
import { XLSX_CONTENT_TYPE } from '@/server/downloads';
import { ADMIN, fileAnswer, methodsNotAllowed, route } from '@/server/http';
import { exportStudents, studentListQuery } from '@/server/students';

export const GET = route(
  { auth: ADMIN, query: exportQuery(studentListQuery), response: fileAnswer('text/csv', XLSX_CONTENT_TYPE) },
  async ({ ctx, query }) => {
    const { format, ...filter } = query;
    return exportStudents({ ctx, filter, format });
  },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['GET']);
