import { describe, expect, it } from 'vitest';
import nextConfig from '../../next.config';
import { config as proxyConfig } from '@/proxy';
import { DEFAULT_MAX_BODY_BYTES } from '@/server/http/read-body';

const KILOBYTE = 1024;
const bytesOf = (limit: string | number | undefined) => {
  if (typeof limit === 'number') return limit;
  const match = /^(\d+)(b|kb|mb)$/i.exec(limit ?? '');
  if (!match) throw new Error(`unreadable size ${limit}`);
  return Number(match[1]) * { b: 1, kb: KILOBYTE, mb: KILOBYTE * KILOBYTE }[match[2].toLowerCase() as 'b' | 'kb' | 'mb'];
};

describe('request body limits', () => {
  it('pages take at most a few kilobytes: the proxy does not buffer 10 MB, nor a Server Action read 1 MB', () => {
    expect(bytesOf(nextConfig.experimental?.proxyClientMaxBodySize)).toBeLessThanOrEqual(64 * KILOBYTE);
    expect(bytesOf(nextConfig.experimental?.serverActions?.bodySizeLimit)).toBeLessThanOrEqual(64 * KILOBYTE);
  });

  it('the proxy never runs on /api, so uploads and imports keep their own limits', () => {
    const [matcher] = proxyConfig.matcher;
    const pattern = new RegExp(`^${matcher.source}$`);
    expect(pattern.test('/api/student/upload')).toBe(false);
    expect(pattern.test('/student/profile')).toBe(true);
  });

  it('a JSON body of the API is capped at 1 MB unless its route says otherwise', () => {
    expect(DEFAULT_MAX_BODY_BYTES).toBe(1024 * KILOBYTE);
  });
});
