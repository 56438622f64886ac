import { asc, eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { companies, companyUsers } from '@/db/schema';
import { NotFoundError } from '@/server/errors';

/** Every user of the company (its user list has no filter), or 404 for an unknown company: a bulk action's `allMatching`. */
export async function matchingCompanyUserIds({ db, companyId }: { db: Executor; companyId: number }): Promise<string[]> {
  const [company] = await db.select({ companyId: companies.companyId }).from(companies).where(eq(companies.companyId, companyId)).limit(1);
  if (!company) throw new NotFoundError('Company not found');
  const rows = await db
    .select({ platformUid: companyUsers.platformUid })
    .from(companyUsers)
    .where(eq(companyUsers.companyId, companyId))
    .orderBy(asc(companyUsers.platformUid));
  return rows.map((row) => row.platformUid);
}
