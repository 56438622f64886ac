import { asc, count, eq } from 'drizzle-orm';
import { accounts, companies, companyUsers } from '@/db/schema';
import type { CompanyUserList } from '@/lib/companies';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { offsetOf, toList, type Pagination } from '@/server/validation';

/** GET /api/admin/companies/{companyId}/users: the company's users in the order they were added, paged. */
export async function listCompanyUsers({
  ctx: { db },
  companyId,
  pagination,
}: {
  ctx: Context;
  companyId: number;
  pagination: Pagination;
}): Promise<CompanyUserList> {
  const [company] = await db.select({ companyId: companies.companyId }).from(companies).where(eq(companies.companyId, companyId)).limit(1);
  if (!company) throw new NotFoundError('Company not found');
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        platformUid: companyUsers.platformUid,
        username: accounts.username,
        email: accounts.email,
        isActive: companyUsers.isActive,
      })
      .from(companyUsers)
      .innerJoin(accounts, eq(accounts.platformUid, companyUsers.platformUid))
      .where(eq(companyUsers.companyId, companyId))
      .orderBy(asc(companyUsers.createdAt), asc(companyUsers.platformUid))
      .limit(pagination.limit)
      .offset(offsetOf(pagination)),
    db.select({ total: count() }).from(companyUsers).where(eq(companyUsers.companyId, companyId)),
  ]);
  return toList(
    rows.map((row) => ({ ...row, username: row.username ?? '' })),
    total,
    pagination,
  );
}
