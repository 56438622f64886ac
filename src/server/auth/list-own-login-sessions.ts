import { count, desc, sql } from 'drizzle-orm';
import { loginSessions } from '@/db/schema';
import type { OwnLoginSessionList } from '@/lib/auth';
import type { Context } from '@/server/context';
import { offsetOf, toList, type Pagination } from '@/server/validation';
import { liveLoginSessionsOfOwner } from './live-login-sessions-of-owner';

/** GET /api/auth/sessions: the caller's live logins (ASVS 3.3.4), most recently used first. */
export async function listOwnLoginSessions({ ctx, pagination }: { ctx: Context; pagination: Pagination }): Promise<OwnLoginSessionList> {
  const where = liveLoginSessionsOfOwner({ ctx });
  const currentId = ctx.actor.loginSessionId;
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({
        id: loginSessions.id,
        createdAt: loginSessions.createdAt,
        lastUsedAt: loginSessions.lastUsedAt,
        expiresAt: loginSessions.expiresAt,
      })
      .from(loginSessions)
      .where(where)
      // The current login's last use is stored only to the nearest few minutes, so on a tie it goes first.
      .orderBy(desc(loginSessions.lastUsedAt), desc(sql`${loginSessions.id} = ${currentId}`), desc(loginSessions.id))
      .limit(pagination.limit)
      .offset(offsetOf(pagination)),
    ctx.db.select({ total: count() }).from(loginSessions).where(where),
  ]);
  return toList(
    rows.map((row) => ({
      loginSessionId: row.id,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      isCurrent: row.id === currentId,
    })),
    total,
    pagination,
  );
}
