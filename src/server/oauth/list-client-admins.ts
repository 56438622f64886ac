import { asc, count, eq } from 'drizzle-orm';
import { accounts, oauthClientAdmins } from '@/db/schema';
import type { OAuthClientAdminList, OAuthClientAdminView } from '@/lib/oauth';
import type { Executor } from '@/db/client';
import type { Context } from '@/server/context';
import { offsetOf, toList, type Pagination } from '@/server/validation';
import { findClientRow } from './views';

/** The client admins with their names, for the list and for the answer to a grant. */
export function selectClientAdmins(db: Executor) {
  return db
    .select({
      platformUid: accounts.platformUid,
      username: accounts.username,
      email: accounts.email,
      displayName: accounts.displayName,
      createdAt: oauthClientAdmins.createdAt,
    })
    .from(oauthClientAdmins)
    .innerJoin(accounts, eq(accounts.platformUid, oauthClientAdmins.platformUid));
}

export function toClientAdminView(row: Omit<OAuthClientAdminView, 'createdAt'> & { createdAt: Date }): OAuthClientAdminView {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/**
 * GET /api/admin/oauth/clients/{clientId}/admins: a client admin is a person the client's own application
 * treats as its administrator (the profile endpoint says so through `isApplicationAdmin`); it grants nothing
 * in the portal. A list with `meta` like every other list; 404 for an unknown client.
 */
export async function listClientAdmins({
  ctx,
  clientId,
  pagination,
}: {
  ctx: Context;
  clientId: string;
  pagination: Pagination;
}): Promise<OAuthClientAdminList> {
  await findClientRow({ db: ctx.db, clientId });
  const where = eq(oauthClientAdmins.clientId, clientId);
  const [rows, [{ total }]] = await Promise.all([
    selectClientAdmins(ctx.db)
      .where(where)
      .orderBy(asc(accounts.displayName), asc(accounts.platformUid))
      .limit(pagination.limit)
      .offset(offsetOf(pagination)),
    ctx.db.select({ total: count() }).from(oauthClientAdmins).where(where),
  ]);
  return toList(rows.map(toClientAdminView), total, pagination);
}
