// POST /api/admin/students/dry-run – what POST /api/admin/students would do with the same body, row by row (nothing is written)
import { importPreview } from '@/lib/imports';
import { ADMIN, methodsNotAllowed, route } from '@/server/http';
import { dryRunStudentImport, importStudentsBody } from '@/server/students';

// The same body and limit as the import itself.
export const POST = route(
  { auth: ADMIN, body: importStudentsBody, maxBodyBytes: 10 * 1024 * 1024, response: importPreview },
  async ({ ctx, body }) => dryRunStudentImport({ ctx, input: body }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
