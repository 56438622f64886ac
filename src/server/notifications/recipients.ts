import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { admins, companyUsers } from '@/db/schema';

/** The active users of each company, for the events a company hears of. */
export async function companyUsersOf({ db, companyIds }: { db: Executor; companyIds: readonly number[] }): Promise<Map<number, string[]>> {
  const byCompany = new Map<number, string[]>();
  if (companyIds.length === 0) return byCompany;
  const rows = await db
    .select({ companyId: companyUsers.companyId, platformUid: companyUsers.platformUid })
    .from(companyUsers)
    .where(and(inArray(companyUsers.companyId, [...new Set(companyIds)]), eq(companyUsers.isActive, true)));
  for (const row of rows) byCompany.set(row.companyId, [...(byCompany.get(row.companyId) ?? []), row.platformUid]);
  return byCompany;
}

/** The platform uids of the active admins, for the events every admin hears of. */
export async function activeAdmins({ db }: { db: Executor }): Promise<string[]> {
  const rows = await db.select({ platformUid: admins.platformUid }).from(admins).where(eq(admins.isActive, true));
  return rows.map((row) => row.platformUid);
}
