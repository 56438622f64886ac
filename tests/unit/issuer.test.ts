import { afterEach, describe, expect, it } from 'vitest';
import { issuerOf } from '@/server/oauth/issuer';
import { setEnvironment } from '../support/fixtures';

const restorers: (() => void)[] = [];
afterEach(() => {
  while (restorers.length) restorers.pop()!();
});

// `next start -p 3411` hands route handlers http://localhost:3411/… whatever host the client used.
const asNextStartBuildsIt = (headers: Record<string, string>) =>
  new Request('http://localhost:3411/.well-known/oauth-authorization-server', { headers });

describe('issuerOf', () => {
  it('is the origin of APP_URL when it is set', () => {
    restorers.push(setEnvironment({ APP_URL: 'https://intern.example.ac.th/portal', TRUST_PROXY: 'false' }));
    expect(issuerOf(asNextStartBuildsIt({ host: '127.0.0.1:3411' }))).toBe('https://intern.example.ac.th');
  });

  it('without APP_URL, is the host the client asked for, not the name the server listens on', () => {
    restorers.push(setEnvironment({ APP_URL: undefined, TRUST_PROXY: 'false' }));
    expect(issuerOf(asNextStartBuildsIt({ host: '127.0.0.1:3411' }))).toBe('http://127.0.0.1:3411');
  });

  it('believes X-Forwarded-Host and X-Forwarded-Proto only with TRUST_PROXY=true', () => {
    const behindProxy = asNextStartBuildsIt({
      host: '10.0.0.5:3411',
      'x-forwarded-host': 'intern.example.ac.th',
      'x-forwarded-proto': 'https',
    });
    restorers.push(setEnvironment({ APP_URL: undefined, TRUST_PROXY: 'false' }));
    expect(issuerOf(behindProxy)).toBe('http://10.0.0.5:3411');
    restorers.push(setEnvironment({ TRUST_PROXY: 'true' }));
    expect(issuerOf(behindProxy)).toBe('https://intern.example.ac.th');
  });

  it('falls back to the request URL for a Host header that is not a host', () => {
    restorers.push(setEnvironment({ APP_URL: undefined, TRUST_PROXY: 'false' }));
    expect(issuerOf(asNextStartBuildsIt({ host: 'evil.example/x?y' }))).toBe('http://localhost:3411');
    expect(issuerOf(asNextStartBuildsIt({ host: 'user@evil.example' }))).toBe('http://localhost:3411');
  });
});
