import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import { oauthAuthorizationRequests, oauthCodes } from '@/db/schema';
import type { Context } from '@/server/context';
import { BadRequestError, ForbiddenError, NotFoundError } from '@/server/errors';
import { CODE_LIFETIME_SECONDS, secondsFrom } from './constants';
import { hashSecret, newSecret } from './secrets';
import { findClientRow } from './views';

export const authorizationDecisionBody = z.object({
  requestId: z.string().min(1).max(200),
  decision: z.enum(['allow', 'deny']),
});

/**
 * POST /api/idp/submit: the person's answer on the consent screen. The request is consumed in one
 * conditional update (only its owner, only once, only before it expires); the answer is a 302 to
 * the exact redirect URI registered, with a code or `error=access_denied`, the state, and the
 * issuer (RFC 9207, so a client can tell which server answered).
 */
export async function submitAuthorization({
  ctx,
  input,
  issuer,
}: {
  ctx: Context;
  input: z.output<typeof authorizationDecisionBody>;
  issuer: string;
}): Promise<Response> {
  if (ctx.actor.assumedBy) throw new ForbiddenError('Consent cannot be given while acting as someone else');
  const [request] = await ctx.db
    .update(oauthAuthorizationRequests)
    .set({ consumedAt: ctx.now })
    .where(
      and(
        eq(oauthAuthorizationRequests.requestId, hashSecret(input.requestId)),
        eq(oauthAuthorizationRequests.platformUid, ctx.actor.platformUid),
        isNull(oauthAuthorizationRequests.consumedAt),
        gt(oauthAuthorizationRequests.expiresAt, ctx.now),
      ),
    )
    .returning();
  if (!request) throw new BadRequestError('This authorization request has expired or was already answered');

  // The client may have changed since the request was made: the URI must still be registered.
  const client = await findClientRow({ db: ctx.db, clientId: request.clientId }).catch((error: unknown) => {
    throw error instanceof NotFoundError ? new BadRequestError('Unknown client') : error;
  });
  if (!client.redirectUrls.includes(request.redirectUri) || !client.isAuthorizationCodeGrantAllowed)
    throw new BadRequestError('The redirect URI is no longer registered for this client');

  const target = new URL(request.redirectUri);
  if (input.decision === 'deny') {
    target.searchParams.set('error', 'access_denied');
    target.searchParams.set('error_description', 'The user denied the request');
  } else {
    const code = newSecret();
    await ctx.db.delete(oauthCodes).where(lt(oauthCodes.expiresAt, secondsFrom(ctx.now, -24 * 60 * 60)));
    await ctx.db.insert(oauthCodes).values({
      codeHash: hashSecret(code),
      clientId: client.clientId,
      platformUid: request.platformUid,
      redirectUri: request.redirectUri,
      scopes: request.scopes.filter((scope) => client.scopes.includes(scope)),
      codeChallenge: request.codeChallenge,
      codeChallengeMethod: request.codeChallengeMethod,
      expiresAt: secondsFrom(ctx.now, CODE_LIFETIME_SECONDS),
    });
    target.searchParams.set('code', code);
  }
  if (request.state !== null) target.searchParams.set('state', request.state);
  target.searchParams.set('iss', issuer);
  return new Response(null, {
    status: 302,
    headers: { location: target.toString(), 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
  });
}
