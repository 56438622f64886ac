import { randomBytes } from 'node:crypto';
import { checkSignature, sign } from '@/server/files';
import type { LinePerson } from './line-person';

/** A link attempt lasts this long between the portal's redirect and LINE's callback. */
export const LINK_STATE_SECONDS = 10 * 60;
export const LINE_LINK_COOKIE = 'portal_line_link';

/**
 * The cookie of a link attempt: `state.nonce.expires.signature`, signed for the person who started it. The callback
 * accepts a code only with the same state in its query, in the same browser, for the same signed-in person.
 */
export function createLinkState(person: LinePerson, now: Date): { state: string; nonce: string; cookie: string } {
  const state = randomBytes(24).toString('base64url');
  const nonce = randomBytes(24).toString('base64url');
  const expires = Math.floor(now.getTime() / 1000) + LINK_STATE_SECONDS;
  const signature = sign('line-link', `${person.role}:${person.id}:${state}:${nonce}`, expires);
  return { state, nonce, cookie: `${state}.${nonce}.${expires}.${signature}` };
}

/** The nonce of a valid attempt of this person whose state is `state`, else null. */
export function readLinkState({
  cookie,
  state,
  person,
  now,
}: {
  cookie: string | undefined;
  state: string;
  person: LinePerson;
  now: Date;
}): string | null {
  const [cookieState, nonce, expires, signature, ...rest] = (cookie ?? '').split('.');
  if (!cookieState || !nonce || rest.length > 0 || cookieState !== state) return null;
  const check = checkSignature('line-link', `${person.role}:${person.id}:${cookieState}:${nonce}`, expires ?? null, signature ?? null, now);
  return check === 'valid' ? nonce : null;
}
