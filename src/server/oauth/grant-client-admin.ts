import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { accounts, oauthClientAdmins } from '@/db/schema';
import type { OAuthClientAdminView } from '@/lib/oauth';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { ConflictError, NotFoundError } from '@/server/errors';
import { selectClientAdmins, toClientAdminView } from './list-client-admins';
import { findClientRow } from './views';

export const clientAdminBody = z.object({ platformUid: z.string().trim().min(1).max(200) });
export type ClientAdminInput = z.output<typeof clientAdminBody>;

/** POST /api/admin/oauth/clients/{clientId}/admins {platformUid}: 404 for an unknown person, 409 when already one. */
export async function grantClientAdmin({
  ctx,
  clientId,
  input,
}: {
  ctx: Context;
  clientId: string;
  input: ClientAdminInput;
}): Promise<OAuthClientAdminView> {
  const { platformUid } = input;
  await ctx.db.transaction(async (tx) => {
    await findClientRow({ db: tx, clientId });
    const [account] = await tx
      .select({ platformUid: accounts.platformUid })
      .from(accounts)
      .where(eq(accounts.platformUid, platformUid))
      .limit(1);
    if (!account) throw new NotFoundError('Account not found');
    const inserted = await tx
      .insert(oauthClientAdmins)
      .values({ clientId, platformUid })
      .onConflictDoNothing()
      .returning({ platformUid: oauthClientAdmins.platformUid });
    if (inserted.length === 0) throw new ConflictError('Already an admin of this client');
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: { action: 'oauth.client-admin.grant', entityType: 'oauth_client', entityId: clientId, details: { platformUid } },
    });
  });
  const [granted] = await selectClientAdmins(ctx.db).where(
    and(eq(oauthClientAdmins.clientId, clientId), eq(oauthClientAdmins.platformUid, platformUid)),
  );
  return toClientAdminView(granted);
}
