import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { companies, companyUsers } from '@/db/schema';
import { NotFoundError } from '@/server/errors';

export type CompanyUser = typeof companyUsers.$inferSelect;

/** The user of this company, or 404 for an unknown company or a user of another company. */
export async function findCompanyUser({
  db,
  companyId,
  platformUid,
}: {
  db: Executor;
  companyId: number;
  platformUid: string;
}): Promise<CompanyUser> {
  const [company] = await db.select({ companyId: companies.companyId }).from(companies).where(eq(companies.companyId, companyId)).limit(1);
  if (!company) throw new NotFoundError('Company not found');
  const [user] = await db
    .select()
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.platformUid, platformUid)))
    .limit(1);
  if (!user) throw new NotFoundError('Company user not found');
  return user;
}
