import { lt } from 'drizzle-orm';
import { z } from 'zod';
import { oauthAuthorizationRequests, oauthProviders } from '@/db/schema';
import type { AuthorizationRequestView } from '@/lib/oauth';
import type { Context } from '@/server/context';
import { BadRequestError, ForbiddenError, NotFoundError } from '@/server/errors';
import { CONSENT_REQUEST_LIFETIME_SECONDS, secondsFrom } from './constants';
import { OAuthError } from './oauth-error';
import { narrowScopes, parseScope } from './scopes';
import { hashSecret, newSecret } from './secrets';
import { findClientRow } from './views';
import { eq } from 'drizzle-orm';

export const authorizationRequestBody = z.object({
  clientId: z.string().min(1).max(200),
  redirectUri: z.string().min(1).max(2000),
  scope: z.string().max(1000).optional(),
  state: z.string().max(1000).optional(),
  // RFC 7636; 43–128 characters of the unreserved set. Only S256: `plain` protects nothing against a leaked request.
  codeChallenge: z
    .string()
    .regex(/^[A-Za-z0-9._~-]{43,128}$/, 'Expected a base64url S256 challenge')
    .optional(),
  codeChallengeMethod: z.literal('S256').optional(),
});
export type AuthorizationRequestInput = z.output<typeof authorizationRequestBody>;

/**
 * POST /api/idp/request: checks an authorization request for the signed-in person and keeps it for
 * the consent screen. Nothing here redirects: a request naming an unknown client or a redirect URI
 * that is not registered exactly is refused with 400, so the portal is never an open redirector.
 */
export async function createAuthorizationRequest({
  ctx,
  input,
}: {
  ctx: Context;
  input: AuthorizationRequestInput;
}): Promise<AuthorizationRequestView> {
  // Consent is a person's own decision; an admin acting as someone else may not give it for them.
  if (ctx.actor.assumedBy) throw new ForbiddenError('Consent cannot be given while acting as someone else');
  if (!ctx.actor.platformUid) throw new ForbiddenError('This identity has no account to grant access to');

  const client = await findClientRow({ db: ctx.db, clientId: input.clientId }).catch((error: unknown) => {
    throw error instanceof NotFoundError ? new BadRequestError('Unknown client') : error;
  });
  if (!client.redirectUrls.includes(input.redirectUri)) throw new BadRequestError('The redirect URI is not registered for this client');
  if (!client.isAuthorizationCodeGrantAllowed) throw new BadRequestError('This client may not use the authorization code grant');
  if (input.codeChallengeMethod && !input.codeChallenge) throw new BadRequestError('codeChallenge is required with codeChallengeMethod');
  if (input.codeChallenge && input.codeChallengeMethod !== 'S256') throw new BadRequestError('codeChallengeMethod must be S256');
  // RFC 9700 §2.1.1: PKCE is required of a public client, and of a confidential one whose admin turned it on; a challenge
  // sent by any client is kept, and its verifier then required at the token endpoint.
  if (!input.codeChallenge && client.secretHash === null)
    throw new BadRequestError('PKCE (codeChallenge with S256) is required for a public client');
  if (!input.codeChallenge && client.pkceRequired) throw new BadRequestError('PKCE (codeChallenge with S256) is required for this client');

  let scopes: string[];
  try {
    scopes = narrowScopes(parseScope(input.scope), client.scopes);
  } catch (error) {
    if (error instanceof OAuthError) throw new BadRequestError(error.message);
    throw error;
  }

  const requestId = newSecret();
  const expiresAt = secondsFrom(ctx.now, CONSENT_REQUEST_LIFETIME_SECONDS);
  await ctx.db.delete(oauthAuthorizationRequests).where(lt(oauthAuthorizationRequests.expiresAt, ctx.now));
  await ctx.db.insert(oauthAuthorizationRequests).values({
    requestId: hashSecret(requestId),
    platformUid: ctx.actor.platformUid,
    clientId: client.clientId,
    redirectUri: input.redirectUri,
    scopes,
    state: input.state ?? null,
    codeChallenge: input.codeChallenge ?? null,
    codeChallengeMethod: input.codeChallenge ? 'S256' : null,
    expiresAt,
  });
  const [provider] = await ctx.db
    .select({ name: oauthProviders.name })
    .from(oauthProviders)
    .where(eq(oauthProviders.providerId, client.providerId));
  return {
    requestId,
    clientId: client.clientId,
    clientDisplayName: client.clientDisplayName,
    providerName: provider?.name ?? '',
    redirectUri: input.redirectUri,
    scopes: scopes as AuthorizationRequestView['scopes'],
    expiresAt: expiresAt.toISOString(),
  };
}
