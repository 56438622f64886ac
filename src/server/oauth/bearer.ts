import { and, eq, gt, isNull } from 'drizzle-orm';
import type { BearerAuth } from '@/server/http';
import { oauthClients, oauthTokens } from '@/db/schema';
import type { InternalEndpoint, OAuthScope } from '@/lib/oauth';
import type { SystemContext } from '@/server/context';
import { MISSING_TOKEN, OAuthError } from './oauth-error';
import { hashSecret } from './secrets';

/** Who a resource request acts for: the client, and the person when the token came from their consent. */
export type BearerGrant = { clientId: string; platformUid: string | null; scopes: string[] };

type Requirement = {
  scope: OAuthScope;
  /** `user`: a person's token (authorization code); `machine`: the `oauth` role, a client-credentials token. */
  holder: 'user' | 'machine';
  /** For an internal endpoint, the admin must also have permitted this client to call it. */
  endpoint?: InternalEndpoint;
};

/**
 * Checks the Authorization: Bearer header (RFC 6750 §2.1; tokens in a query or form are refused,
 * so no token ever travels in a URL). 401 `invalid_token` for a missing, unknown, expired or revoked
 * token; 403 `insufficient_scope` when the token may not call this endpoint.
 */
export async function authenticateBearer({
  ctx,
  request,
  requirement,
}: {
  ctx: SystemContext;
  request: Request;
  requirement: Requirement;
}): Promise<BearerGrant> {
  const { db, now } = ctx;
  if (new URL(request.url).searchParams.has('access_token'))
    throw new OAuthError('invalid_request', 'Send the token in the Authorization header, not the URL');
  const header = request.headers.get('authorization');
  const match = header?.match(/^Bearer ([A-Za-z0-9._~+/-]+=*)$/i);
  if (!match) throw new OAuthError('invalid_token', MISSING_TOKEN);
  const [token] = await db
    .select({
      clientId: oauthTokens.clientId,
      platformUid: oauthTokens.platformUid,
      scopes: oauthTokens.scopes,
      permittedInternalEndpoints: oauthClients.permittedInternalEndpoints,
    })
    .from(oauthTokens)
    .innerJoin(oauthClients, eq(oauthClients.clientId, oauthTokens.clientId))
    .where(
      and(
        eq(oauthTokens.tokenHash, hashSecret(match[1])),
        eq(oauthTokens.kind, 'ACCESS'),
        isNull(oauthTokens.revokedAt),
        gt(oauthTokens.expiresAt, now),
      ),
    )
    .limit(1);
  if (!token) throw new OAuthError('invalid_token', 'The access token is invalid, expired or revoked');
  if (!token.scopes.includes(requirement.scope))
    throw new OAuthError('insufficient_scope', `This endpoint needs the scope ${requirement.scope}`);
  if (requirement.holder === 'user' && token.platformUid === null)
    throw new OAuthError('insufficient_scope', "This endpoint needs a person's token (authorization code grant)");
  if (requirement.holder === 'machine' && token.platformUid !== null)
    throw new OAuthError('insufficient_scope', 'This endpoint needs a client credentials token');
  if (requirement.endpoint && !token.permittedInternalEndpoints.includes(requirement.endpoint))
    throw new OAuthError('insufficient_scope', `This client is not permitted to call ${requirement.endpoint}`);
  return { clientId: token.clientId, platformUid: token.platformUid, scopes: token.scopes };
}

/**
 * A route's declaration of bearer-token access, as `auth: bearer({ scope, holder })`: the wrapper checks the
 * token before reading any input, and the handler gets the grant. An OAuth error is answered in RFC 6750's form.
 */
export function bearer(requirement: Requirement): BearerAuth<BearerGrant> {
  return {
    bearer: requirement,
    authenticate: (ctx) => authenticateBearer({ ctx, request: ctx.request, requirement }),
    answerError: (error) => (error instanceof OAuthError ? error.toResponse('resource') : undefined),
  };
}
