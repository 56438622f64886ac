import { and, asc, eq } from 'drizzle-orm';
import { accounts, oauthClientAdmins } from '@/db/schema';
import type { OAuthClientAdminView } from '@/lib/oauth';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { ConflictError, NotFoundError } from '@/server/errors';
import { findClientRow } from './views';

/**
 * A client admin is a person the client's own application treats as its administrator: the
 * profile endpoint tells the client so through `isApplicationAdmin`. It grants nothing in the portal.
 */
export async function listClientAdmins({ db }: Context, clientId: string): Promise<OAuthClientAdminView[]> {
  await findClientRow(db, clientId);
  const rows = await db
    .select({ platformUid: accounts.platformUid, username: accounts.username, email: accounts.email, displayName: accounts.displayName, createdAt: oauthClientAdmins.createdAt })
    .from(oauthClientAdmins)
    .innerJoin(accounts, eq(accounts.platformUid, oauthClientAdmins.platformUid))
    .where(eq(oauthClientAdmins.clientId, clientId))
    .orderBy(asc(accounts.displayName), asc(accounts.platformUid));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** POST /api/admin/oauth/clients/{clientId}/admins {platformUid}: 404 for an unknown person, 409 when already one. */
export async function grantClientAdmin(ctx: Context, clientId: string, platformUid: string): Promise<OAuthClientAdminView> {
  await ctx.db.transaction(async (tx) => {
    await findClientRow(tx, clientId);
    const [account] = await tx.select({ platformUid: accounts.platformUid }).from(accounts).where(eq(accounts.platformUid, platformUid)).limit(1);
    if (!account) throw new NotFoundError('Account not found');
    const inserted = await tx.insert(oauthClientAdmins).values({ clientId, platformUid }).onConflictDoNothing().returning({ platformUid: oauthClientAdmins.platformUid });
    if (inserted.length === 0) throw new ConflictError('Already an admin of this client');
    await recordAudit(tx, ctx.actor, { action: 'oauth.client-admin.grant', entityType: 'oauth_client', entityId: clientId, details: { platformUid } });
  });
  const admins = await listClientAdmins(ctx, clientId);
  return admins.find((admin) => admin.platformUid === platformUid)!;
}

/** DELETE /api/admin/oauth/clients/{clientId}/admins/{platformUid}. */
export async function revokeClientAdmin(ctx: Context, clientId: string, platformUid: string): Promise<{ message: string }> {
  await ctx.db.transaction(async (tx) => {
    await findClientRow(tx, clientId);
    const removed = await tx
      .delete(oauthClientAdmins)
      .where(and(eq(oauthClientAdmins.clientId, clientId), eq(oauthClientAdmins.platformUid, platformUid)))
      .returning({ platformUid: oauthClientAdmins.platformUid });
    if (removed.length === 0) throw new NotFoundError('Not an admin of this client');
    await recordAudit(tx, ctx.actor, { action: 'oauth.client-admin.revoke', entityType: 'oauth_client', entityId: clientId, details: { platformUid } });
  });
  return { message: 'Client admin revoked' };
}
