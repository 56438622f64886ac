import { createHmac, timingSafeEqual } from 'node:crypto';
import { DEVELOPMENT_FILES_SIGNING_SECRET, MINIMUM_SIGNING_SECRET_BYTES, env } from '@/env';

/**
 * The key of every file signature. Outside production an unset FILES_SIGNING_SECRET falls back to the
 * public development secret (docs/files.md); production never signs or verifies with it, nor with a
 * short key, even if the start-up check (src/instrumentation.ts) was bypassed.
 */
function secret(): string {
  const { FILES_SIGNING_SECRET: configured, NODE_ENV } = env();
  if (NODE_ENV !== 'production') return configured ?? DEVELOPMENT_FILES_SIGNING_SECRET;
  if (!configured || configured === DEVELOPMENT_FILES_SIGNING_SECRET || Buffer.byteLength(configured) < MINIMUM_SIGNING_SECRET_BYTES) {
    throw new Error(`FILES_SIGNING_SECRET must be set to a random value of at least ${MINIMUM_SIGNING_SECRET_BYTES} bytes in production`);
  }
  return configured;
}

/** What a signature opens; an unsubscribe link and a mentor's evaluation link (the notifications domain) share the key but never a file's purpose. */
export type SigningPurpose = 'upload' | 'download' | 'unsubscribe' | 'evaluation' | 'line-link';

/** HMAC-SHA256 of `purpose:subject:expires`, base64url; the purpose keeps an upload signature from opening a download. */
export function sign(purpose: SigningPurpose, subject: string | number, expiresAtSeconds: number): string {
  return createHmac('sha256', secret()).update(`${purpose}:${subject}:${expiresAtSeconds}`).digest('base64url');
}

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

export function checkSignature(
  purpose: SigningPurpose,
  subject: string | number,
  expires: string | null,
  signature: string | null,
  now: Date,
): SignatureCheck {
  if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return 'invalid';
  const expected = Buffer.from(sign(purpose, subject, Number(expires)));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  // Checked after the signature, so an altered expiry reads as altered, not as expired.
  return Number(expires) * 1000 < now.getTime() ? 'expired' : 'valid';
}
