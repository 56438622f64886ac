import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '@/env';

// Development only: without FILES_SIGNING_SECRET anyone who reads this file could forge links (docs/files.md).
const DEVELOPMENT_SECRET = 'intern-portal-development-files-secret';
let hasWarned = false;

function secret(): string {
  const configured = env().FILES_SIGNING_SECRET;
  if (configured) return configured;
  if (env().NODE_ENV === 'production' && !hasWarned) {
    hasWarned = true;
    console.warn('FILES_SIGNING_SECRET is not set: file links are signed with the development secret');
  }
  return DEVELOPMENT_SECRET;
}

/** HMAC-SHA256 of `purpose:subject:expires`, base64url; the purpose keeps an upload signature from opening a download. */
export function sign(purpose: 'upload' | 'download', subject: string | number, expiresAtSeconds: number): string {
  return createHmac('sha256', secret()).update(`${purpose}:${subject}:${expiresAtSeconds}`).digest('base64url');
}

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

export function checkSignature(purpose: 'upload' | 'download', subject: string | number, expires: string | null, signature: string | null, now: Date): SignatureCheck {
  if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return 'invalid';
  const expected = Buffer.from(sign(purpose, subject, Number(expires)));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  // Checked after the signature, so an altered expiry reads as altered, not as expired.
  return Number(expires) * 1000 < now.getTime() ? 'expired' : 'valid';
}
