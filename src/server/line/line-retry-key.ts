import { createHash } from 'node:crypto';

/**
 * The `X-Line-Retry-Key` of a notification's push: a UUID (version 5 layout, SHA-1 of a fixed name) derived from the
 * notification id, so every attempt of the same notification carries the same key and LINE delivers it once
 * (a repeat of an accepted key is answered 409).
 */
export function lineRetryKey(notificationId: number): string {
  const bytes = createHash('sha1').update(`intern-portal:line-push:notification-${notificationId}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
