import type { OAuthClientView } from '@/lib/oauth';
import type { Context } from '@/server/context';
import { findClientRow, toClientView } from './views';

/** GET /api/admin/oauth/clients/{clientId}. */
export async function getClient({ db }: Context, clientId: string): Promise<OAuthClientView> {
  return toClientView(await findClientRow(db, clientId));
}
