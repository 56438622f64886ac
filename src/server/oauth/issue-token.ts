import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database, Executor } from '@/db/client';
import type { TokenAnswer } from '@/lib/oauth';
import type { SystemContext } from '@/server/context';
import { oauthCodes, oauthTokens } from '@/db/schema';
import { ACCESS_TOKEN_LIFETIME_SECONDS, NO_STORE_HEADERS, REFRESH_TOKEN_LIFETIME_SECONDS, secondsFrom } from './constants';
import { OAuthError } from './oauth-error';
import { narrowScopes, parseScope } from './scopes';
import { hashSecret, newSecret, s256 } from './secrets';
import { preparedStatements } from './prepared';
import { authenticateClient, readTokenParameters } from './token-request';
import type { ClientRow } from './views';

/**
 * POST /api/oauth/token (RFC 6749 §4.1.3, §4.4, §6). It answers the RFC's JSON with
 * `Cache-Control: no-store`, or an RFC error (`error`, `error_description`, and `message`).
 */
export async function issueToken({ ctx, request }: { ctx: SystemContext; request: Request }): Promise<Response> {
  const { db, now } = ctx;
  try {
    const parameters = await readTokenParameters(request);
    const client = await authenticateClient({ db, request, parameters });
    const grantType = parameters.grant_type;
    if (!grantType) throw new OAuthError('invalid_request', 'grant_type is required');
    let answer: TokenAnswer;
    if (grantType === 'client_credentials') answer = await clientCredentials({ db, now, client, parameters });
    else if (grantType === 'authorization_code') answer = await authorizationCode({ db, now, client, parameters });
    else if (grantType === 'refresh_token') answer = await refreshToken({ db, now, client, parameters });
    else throw new OAuthError('unsupported_grant_type', `Unsupported grant_type: ${grantType}`);
    return Response.json(answer, { headers: NO_STORE_HEADERS });
  } catch (error) {
    if (error instanceof OAuthError) return error.toResponse('token');
    throw error;
  }
}

type GrantRequest = { db: Database; now: Date; client: ClientRow; parameters: Record<string, string> };

async function clientCredentials({ db, now, client, parameters }: GrantRequest): Promise<TokenAnswer> {
  if (client.secretHash === null || !client.isClientCredentialsGrantAllowed)
    throw new OAuthError('unauthorized_client', 'This client may not use client_credentials');
  const scopes = narrowScopes(parseScope(parameters.scope), client.scopes);
  const accessToken = newSecret();
  // One insert and no refresh token (RFC 6749 §4.4.3): the client can always ask again with its secret.
  await preparedStatements(db).insertAccessToken.execute({
    tokenHash: hashSecret(accessToken),
    clientId: client.clientId,
    scopes,
    familyId: newSecret(),
    expiresAt: secondsFrom(now, ACCESS_TOKEN_LIFETIME_SECONDS),
  });
  return { access_token: accessToken, token_type: 'Bearer', expires_in: ACCESS_TOKEN_LIFETIME_SECONDS, scope: scopes.join(' ') };
}

type Grant = { platformUid: string; scopes: string[]; familyId: string; sourceCodeHash: string | null };

async function insertTokenPair({
  db,
  now,
  client,
  grant,
  accessScopes,
}: {
  db: Executor;
  now: Date;
  client: ClientRow;
  grant: Grant;
  accessScopes: string[];
}): Promise<TokenAnswer> {
  const accessToken = newSecret();
  const refreshToken = client.isRefreshTokenGrantAllowed ? newSecret() : undefined;
  const common = {
    clientId: client.clientId,
    platformUid: grant.platformUid,
    familyId: grant.familyId,
    sourceCodeHash: grant.sourceCodeHash,
  };
  await db.insert(oauthTokens).values([
    {
      ...common,
      tokenHash: hashSecret(accessToken),
      kind: 'ACCESS',
      scopes: accessScopes,
      expiresAt: secondsFrom(now, ACCESS_TOKEN_LIFETIME_SECONDS),
    },
    ...(refreshToken
      ? [
          {
            ...common,
            tokenHash: hashSecret(refreshToken),
            kind: 'REFRESH' as const,
            scopes: grant.scopes,
            expiresAt: secondsFrom(now, REFRESH_TOKEN_LIFETIME_SECONDS),
          },
        ]
      : []),
  ]);
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_LIFETIME_SECONDS,
    scope: accessScopes.join(' '),
    ...(refreshToken ? { refresh_token: refreshToken } : {}),
  };
}

/** Revokes every token of the grants (families) a code or a refresh token belongs to. */
async function revokeFamilies({ db, now, familyIds }: { db: Executor; now: Date; familyIds: string[] }): Promise<void> {
  if (familyIds.length === 0) return;
  await db
    .update(oauthTokens)
    .set({ revokedAt: now })
    .where(and(inArray(oauthTokens.familyId, familyIds), isNull(oauthTokens.revokedAt)));
}

async function authorizationCode({ db, now, client, parameters }: GrantRequest): Promise<TokenAnswer> {
  if (!client.isAuthorizationCodeGrantAllowed) throw new OAuthError('unauthorized_client', 'This client may not use authorization_code');
  if (!parameters.code) throw new OAuthError('invalid_request', 'code is required');
  if (!parameters.redirect_uri) throw new OAuthError('invalid_request', 'redirect_uri is required');
  const codeHash = hashSecret(parameters.code);

  const outcome = await db.transaction(async (tx) => {
    // The conditional update is the single-use guarantee: of any number of concurrent redemptions,
    // exactly one sees `used_at is null` (the others wait on its row lock, then see it set).
    const [code] = await tx
      .update(oauthCodes)
      .set({ usedAt: now })
      .where(and(eq(oauthCodes.codeHash, codeHash), isNull(oauthCodes.usedAt)))
      .returning();
    if (!code) return { kind: 'unusable' as const };
    // A failed check rolls the update back, so a wrong guess by someone else does not burn the rightful client's code.
    if (code.clientId !== client.clientId) throw new OAuthError('invalid_grant', 'The code was not issued to this client');
    if (code.expiresAt <= now) throw new OAuthError('invalid_grant', 'The code has expired');
    if (code.redirectUri !== parameters.redirect_uri)
      throw new OAuthError('invalid_grant', 'redirect_uri does not match the authorization request');
    const verifier = parameters.code_verifier;
    if (code.codeChallenge) {
      if (!verifier) throw new OAuthError('invalid_grant', 'code_verifier is required');
      if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier) || s256(verifier) !== code.codeChallenge)
        throw new OAuthError('invalid_grant', 'code_verifier does not match');
    } else if (verifier) {
      // RFC 9700 §2.1.1: a verifier without a challenge is a PKCE downgrade attempt.
      throw new OAuthError('invalid_grant', 'code_verifier sent but no code_challenge was');
    } else if (client.pkceRequired || client.secretHash === null) {
      // A code issued without PKCE while an admin had it off is refused once it is back on.
      throw new OAuthError('invalid_grant', 'PKCE is required for this client');
    }
    const scopes = code.scopes.filter((scope) => client.scopes.includes(scope));
    const accessScopes = narrowScopes(parseScope(parameters.scope), scopes);
    const grant = { platformUid: code.platformUid, scopes, familyId: newSecret(), sourceCodeHash: codeHash };
    const answer = await insertTokenPair({ db: tx, now, client, grant, accessScopes });
    return { kind: 'issued' as const, answer };
  });
  if (outcome.kind === 'issued') return outcome.answer;

  // Used before (or never issued): RFC 6749 §4.1.2 — a replayed code revokes what it issued.
  const issued = await db
    .selectDistinct({ familyId: oauthTokens.familyId })
    .from(oauthTokens)
    .where(eq(oauthTokens.sourceCodeHash, codeHash));
  await revokeFamilies({ db, now, familyIds: issued.map((row) => row.familyId) });
  throw new OAuthError('invalid_grant', 'The code is invalid, expired or already used');
}

async function refreshToken({ db, now, client, parameters }: GrantRequest): Promise<TokenAnswer> {
  if (!client.isRefreshTokenGrantAllowed) throw new OAuthError('unauthorized_client', 'This client may not use refresh_token');
  if (!parameters.refresh_token) throw new OAuthError('invalid_request', 'refresh_token is required');
  const tokenHash = hashSecret(parameters.refresh_token);
  const requested = parseScope(parameters.scope);

  const outcome = await db.transaction(async (tx) => {
    const [old] = await tx
      .update(oauthTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(oauthTokens.tokenHash, tokenHash),
          eq(oauthTokens.kind, 'REFRESH'),
          eq(oauthTokens.clientId, client.clientId),
          isNull(oauthTokens.usedAt),
          isNull(oauthTokens.revokedAt),
          gt(oauthTokens.expiresAt, now),
        ),
      )
      .returning();
    if (!old || old.platformUid === null) return { kind: 'unusable' as const };
    const scopes = old.scopes.filter((scope) => client.scopes.includes(scope));
    // Scope can only narrow (RFC 6749 §6); the new refresh token keeps the whole original grant.
    const accessScopes = narrowScopes(requested, scopes);
    const grant = { platformUid: old.platformUid, scopes, familyId: old.familyId, sourceCodeHash: old.sourceCodeHash };
    const answer = await insertTokenPair({ db: tx, now, client, grant, accessScopes });
    return { kind: 'issued' as const, answer };
  });
  if (outcome.kind === 'issued') return outcome.answer;

  // A rotated-out refresh token used again means it leaked (RFC 9700 §4.14.2): end the whole grant.
  const [known] = await db
    .select({ familyId: oauthTokens.familyId, clientId: oauthTokens.clientId, usedAt: oauthTokens.usedAt })
    .from(oauthTokens)
    .where(and(eq(oauthTokens.tokenHash, tokenHash), eq(oauthTokens.kind, 'REFRESH')))
    .limit(1);
  if (known && known.clientId === client.clientId && known.usedAt !== null) await revokeFamilies({ db, now, familyIds: [known.familyId] });
  throw new OAuthError('invalid_grant', 'The refresh token is invalid, expired, revoked or already used');
}
