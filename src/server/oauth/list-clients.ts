import { asc, count, eq } from 'drizzle-orm';
import { oauthClients } from '@/db/schema';
import type { OAuthClientList } from '@/lib/oauth';
import type { Context } from '@/server/context';
import { offsetOf, toList, type Pagination } from '@/server/validation';
import { findProviderView, toClientView } from './views';

/** GET /api/admin/oauth/providers/{providerId}/clients: 404 for an unknown provider. */
export async function listClients({
  ctx,
  providerId,
  pagination,
}: {
  ctx: Context;
  providerId: number;
  pagination: Pagination;
}): Promise<OAuthClientList> {
  await findProviderView({ db: ctx.db, providerId });
  const where = eq(oauthClients.providerId, providerId);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(oauthClients)
      .where(where)
      .orderBy(asc(oauthClients.clientDisplayName), asc(oauthClients.clientId))
      .limit(pagination.limit)
      .offset(offsetOf(pagination)),
    ctx.db.select({ total: count() }).from(oauthClients).where(where),
  ]);
  return toList(rows.map(toClientView), total, pagination);
}
