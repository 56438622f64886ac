import { createHmac, timingSafeEqual } from 'node:crypto';

/** `x-line-signature`: base64 HMAC-SHA256 of the raw request body with the Messaging API channel secret. */
export function lineSignature(rawBody: string | Buffer, channelSecret: string): string {
  return createHmac('sha256', channelSecret).update(rawBody).digest('base64');
}

/** The header matches the body, compared in constant time; a missing or malformed header is simply not valid. */
export function isValidLineSignature({
  rawBody,
  signature,
  channelSecret,
}: {
  rawBody: string | Buffer;
  signature: string | null | undefined;
  channelSecret: string;
}): boolean {
  if (!signature) return false;
  const expected = Buffer.from(lineSignature(rawBody, channelSecret), 'base64');
  const given = Buffer.from(signature, 'base64');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
