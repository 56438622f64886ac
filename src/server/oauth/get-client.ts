import type { OAuthClientView } from '@/lib/oauth';
import type { Context } from '@/server/context';
import { findClientRow, toClientView } from './views';

/** GET /api/admin/oauth/clients/{clientId}. */
export async function getClient({ ctx, clientId }: { ctx: Context; clientId: string }): Promise<OAuthClientView> {
  return toClientView(await findClientRow({ db: ctx.db, clientId }));
}
