import { and, eq, isNull } from 'drizzle-orm';
import { oauthTokens } from '@/db/schema';
import type { SystemContext } from '@/server/context';
import { NO_STORE_HEADERS } from './constants';
import { OAuthError } from './oauth-error';
import { hashSecret } from './secrets';
import { authenticateClient, readTokenParameters } from './token-request';

/**
 * POST /api/oauth/revoke (RFC 7009). The client authenticates as at the token endpoint; it can only
 * revoke its own tokens. Revoking a refresh token ends its whole grant (access tokens included).
 * An unknown or foreign token still answers 200, so the endpoint reveals nothing about tokens.
 */
export async function revokeToken({ ctx, request }: { ctx: SystemContext; request: Request }): Promise<Response> {
  const { db, now } = ctx;
  try {
    const parameters = await readTokenParameters(request);
    const client = await authenticateClient({ db, request, parameters });
    if (!parameters.token) throw new OAuthError('invalid_request', 'token is required');
    const [token] = await db
      .select({ tokenId: oauthTokens.tokenId, kind: oauthTokens.kind, familyId: oauthTokens.familyId })
      .from(oauthTokens)
      .where(and(eq(oauthTokens.tokenHash, hashSecret(parameters.token)), eq(oauthTokens.clientId, client.clientId)))
      .limit(1);
    if (token) {
      const target = token.kind === 'REFRESH' ? eq(oauthTokens.familyId, token.familyId) : eq(oauthTokens.tokenId, token.tokenId);
      await db
        .update(oauthTokens)
        .set({ revokedAt: now })
        .where(and(target, isNull(oauthTokens.revokedAt)));
    }
    return new Response(null, { status: 200, headers: NO_STORE_HEADERS });
  } catch (error) {
    if (error instanceof OAuthError) return error.toResponse('token');
    throw error;
  }
}
