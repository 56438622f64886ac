import { asc, count, eq } from 'drizzle-orm';
import { oauthClients, oauthProviders } from '@/db/schema';
import type { OAuthProviderList } from '@/lib/oauth';
import type { Context } from '@/server/context';
import { offsetOf, toList, type Pagination } from '@/server/validation';

/** GET /api/admin/oauth/providers: providers by name, each with its client count, in one query. */
export async function listProviders({ ctx, pagination }: { ctx: Context; pagination: Pagination }): Promise<OAuthProviderList> {
  const { db } = ctx;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        providerId: oauthProviders.providerId,
        name: oauthProviders.name,
        createdAt: oauthProviders.createdAt,
        clientCount: count(oauthClients.clientId),
      })
      .from(oauthProviders)
      .leftJoin(oauthClients, eq(oauthClients.providerId, oauthProviders.providerId))
      .groupBy(oauthProviders.providerId)
      .orderBy(asc(oauthProviders.name), asc(oauthProviders.providerId))
      .limit(pagination.limit)
      .offset(offsetOf(pagination)),
    db.select({ total: count() }).from(oauthProviders),
  ]);
  return toList(
    rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
    pagination,
  );
}
