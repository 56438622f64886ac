// POST /api/admin/companies/dry-run – what POST /api/admin/companies would do with the same body, row by row (nothing is written)
import { importPreview } from '@/lib/imports';
import { createCompaniesBody, dryRunCompanyImport } from '@/server/companies';
import { ADMIN, methodsNotAllowed, route } from '@/server/http';

// The same body and limit as the import itself.
export const POST = route(
  { auth: ADMIN, body: createCompaniesBody, maxBodyBytes: 4 * 1024 * 1024, response: importPreview },
  async ({ ctx, body }) => dryRunCompanyImport({ ctx, input: body }),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed(['POST']);
