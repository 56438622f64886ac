import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidLineSignature, lineSignature } from '@/server/line/line-signature';
import { lineRetryKey } from '@/server/line/line-retry-key';

const secret = 'channel-secret';
const body = '{"destination":"U1","events":[{"type":"unfollow","source":{"type":"user","userId":"U2"}}]}';

describe('x-line-signature', () => {
  it('is the base64 HMAC-SHA256 of the raw body with the channel secret', () => {
    expect(lineSignature(body, secret)).toBe(createHmac('sha256', secret).update(body).digest('base64'));
    expect(isValidLineSignature({ rawBody: body, signature: lineSignature(body, secret), channelSecret: secret })).toBe(true);
  });

  it('refuses a missing, wrong, truncated or other-secret signature, and a body changed by one character', () => {
    const good = lineSignature(body, secret);
    expect(isValidLineSignature({ rawBody: body, signature: null, channelSecret: secret })).toBe(false);
    expect(isValidLineSignature({ rawBody: body, signature: '', channelSecret: secret })).toBe(false);
    expect(isValidLineSignature({ rawBody: body, signature: good.slice(0, 20), channelSecret: secret })).toBe(false);
    expect(isValidLineSignature({ rawBody: body, signature: 'not base64 at all!', channelSecret: secret })).toBe(false);
    expect(isValidLineSignature({ rawBody: body, signature: lineSignature(body, 'other'), channelSecret: secret })).toBe(false);
    expect(isValidLineSignature({ rawBody: body.replace('U2', 'U3'), signature: good, channelSecret: secret })).toBe(false);
    // Re-serialised JSON is another body: the signature is over the raw bytes.
    expect(isValidLineSignature({ rawBody: JSON.stringify(JSON.parse(body), null, 1), signature: good, channelSecret: secret })).toBe(
      false,
    );
  });
});

describe('X-Line-Retry-Key', () => {
  it('is a UUID the same for every attempt of one notification and different between notifications', () => {
    const key = lineRetryKey(42);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(lineRetryKey(42)).toBe(key);
    expect(lineRetryKey(43)).not.toBe(key);
    expect(new Set(Array.from({ length: 1000 }, (_, index) => lineRetryKey(index))).size).toBe(1000);
  });
});
