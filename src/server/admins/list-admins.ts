import { asc, count, eq } from 'drizzle-orm';
import { accounts, admins } from '@/db/schema';
import type { Context } from '@/server/context';
import { offsetOf, toList, type List, type Pagination } from '@/server/validation';

export type AdminListItem = { platformUid: string; username: string | null; email: string | null; displayName: string; isActive: boolean; createdAt: Date };

export async function listAdmins({ ctx: { db }, pagination }: { ctx: Context; pagination: Pagination }): Promise<List<AdminListItem>> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ platformUid: admins.platformUid, username: accounts.username, email: accounts.email, displayName: accounts.displayName, isActive: admins.isActive, createdAt: admins.createdAt })
      .from(admins)
      .innerJoin(accounts, eq(accounts.platformUid, admins.platformUid))
      .orderBy(asc(admins.createdAt), asc(admins.platformUid))
      .limit(pagination.limit)
      .offset(offsetOf(pagination)),
    db.select({ total: count() }).from(admins),
  ]);
  return toList(rows, total, pagination);
}
