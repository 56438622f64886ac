import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { companies, companyUsers } from '@/db/schema';
import { NotFoundError } from '@/server/errors';

/** The user of this company, or 404 for an unknown company or a user of another company. */
export async function findCompanyUser(tx: Executor, companyId: number, platformUid: string) {
  const [company] = await tx.select({ companyId: companies.companyId }).from(companies).where(eq(companies.companyId, companyId)).limit(1);
  if (!company) throw new NotFoundError('Company not found');
  const [user] = await tx
    .select()
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.platformUid, platformUid)))
    .limit(1);
  if (!user) throw new NotFoundError('Company user not found');
  return user;
}
