import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Every secret the provider hands out (client secrets, codes, access and refresh tokens, consent
 * request handles) is 32 random bytes, and only its SHA-256 is stored. A fast hash is enough here,
 * unlike for passwords: a 256-bit random value cannot be guessed, so there is nothing for a slow
 * hash (scrypt) to protect against, and the token endpoint stays one cheap lookup per request.
 */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** Compares a presented secret with a stored hash without leaking, by timing, how much matched. */
export function matchesHash(presented: string, storedHash: string): boolean {
  const left = Buffer.from(hashSecret(presented));
  const right = Buffer.from(storedHash);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A client id is public, but unguessable ids keep the client list from being enumerated. */
export function newClientId(): string {
  return `client_${randomBytes(12).toString('base64url')}`;
}

/** RFC 7636 S256: BASE64URL(SHA256(ASCII(code_verifier))). */
export function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}
