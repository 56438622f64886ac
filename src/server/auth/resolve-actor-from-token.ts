import type { Database } from '@/db/client';
import type { Actor } from '@/server/context';
import { InvalidCookieError } from '@/server/errors';
import { resolveActorByTokenHash } from './resolve-actor';
import { RANDOM_TOKEN_PATTERN, sha256 } from './tokens';

/**
 * The actor behind a login-session cookie. A cookie that is not one of ours by its shape answers
 * 409 'Invalid cookie' (the client reloads); an unknown, expired or disabled one is simply no login.
 */
export async function resolveActorFromToken({
  db,
  token,
  now = new Date(),
}: {
  db: Database;
  token: string;
  now?: Date;
}): Promise<Actor | null> {
  if (!RANDOM_TOKEN_PATTERN.test(token)) throw new InvalidCookieError();
  return resolveActorByTokenHash({ db, tokenHash: sha256(token), now });
}
