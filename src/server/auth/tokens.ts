import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: 43 characters. */
export function createRandomToken(): string {
  return randomBytes(32).toString('base64url');
}

export const RANDOM_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export function constantTimeEquals(a: string, b: string): boolean {
  const left = Buffer.from(sha256(a));
  const right = Buffer.from(sha256(b));
  return timingSafeEqual(left, right);
}
