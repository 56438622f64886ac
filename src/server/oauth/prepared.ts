import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { perDatabase } from '@/db/per-database';
import { oauthClients, oauthTokens } from '@/db/schema';

/**
 * The two statements of the token endpoint's hot path (client lookup, access-token insert), built
 * once per database handle and run as named prepared statements: at hundreds of requests a second,
 * building the SQL anew on every request costs more than running it.
 */
function build(db: Database) {
  return {
    clientById: db
      .select()
      .from(oauthClients)
      .where(eq(oauthClients.clientId, sql.placeholder('clientId')))
      .limit(1)
      .prepare('oauth_client_by_id'),
    insertAccessToken: db
      .insert(oauthTokens)
      .values({
        tokenHash: sql.placeholder('tokenHash'),
        kind: 'ACCESS',
        clientId: sql.placeholder('clientId'),
        scopes: sql.placeholder('scopes'),
        familyId: sql.placeholder('familyId'),
        expiresAt: sql.placeholder('expiresAt'),
      })
      .prepare('oauth_insert_access_token'),
  };
}

export const preparedStatements = perDatabase(build);
