import { asc, count, eq } from 'drizzle-orm';
import { accounts, admins } from '@/db/schema';
import type { AdminList } from '@/lib/admins';
import type { Context } from '@/server/context';
import { offsetOf, toList, type Pagination } from '@/server/validation';

export async function listAdmins({ ctx, pagination }: { ctx: Context; pagination: Pagination }): Promise<AdminList> {
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({
        platformUid: admins.platformUid,
        username: accounts.username,
        email: accounts.email,
        displayName: accounts.displayName,
        isActive: admins.isActive,
        createdAt: admins.createdAt,
      })
      .from(admins)
      .innerJoin(accounts, eq(accounts.platformUid, admins.platformUid))
      .orderBy(asc(admins.createdAt), asc(admins.platformUid))
      .limit(pagination.limit)
      .offset(offsetOf(pagination)),
    ctx.db.select({ total: count() }).from(admins),
  ]);
  return toList(
    rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
    pagination,
  );
}
