import { headers } from 'next/headers';
import { getDb } from '@/db/client';
import { InvalidCookieError } from '@/server/errors';
import type { Actor } from '@/server/context';
import { LOGIN_SESSION_COOKIE, readRequestCookie } from './cookies';
import { resolveActorFromToken } from './resolve-actor-from-token';

/**
 * The actor of the page being rendered (server components only). A malformed cookie counts as no
 * login here: pages show the sign-in screen, and the next API call clears the cookie.
 */
export async function getCurrentActor(): Promise<Actor | null> {
  // Read by the same rules as the API's (the https name, an ambiguous cookie counts as none).
  const token = readRequestCookie({ headers: await headers() }, LOGIN_SESSION_COOKIE);
  if (!token) return null;
  try {
    return await resolveActorFromToken({ db: getDb(), token });
  } catch (error) {
    if (error instanceof InvalidCookieError) return null;
    throw error;
  }
}
