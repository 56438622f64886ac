import { eq } from 'drizzle-orm';
import { companies } from '@/db/schema';
import type { SystemContext } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import type { InternalCompany } from '@/lib/oauth';
import { selectCompanies, toInternalCompany } from './internal-company';

/** GET /api/internal/v1/companies/{companyId}. */
export async function getInternalCompany({ ctx, companyId }: { ctx: SystemContext; companyId: number }): Promise<InternalCompany> {
  const [row] = await selectCompanies(ctx.db).where(eq(companies.companyId, companyId)).limit(1);
  if (!row) throw new NotFoundError('Company not found');
  return toInternalCompany(row);
}
