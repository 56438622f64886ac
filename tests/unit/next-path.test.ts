import { describe, expect, it } from 'vitest';
import { loginPath, MAX_NEXT_PATH_LENGTH, nextPathFromState, safeNextPath, stateWithNextPath } from '@/lib/next-path';

describe('safeNextPath', () => {
  it('keeps a path of the portal, with its query and fragment', () => {
    expect(safeNextPath('/opening/12/session/3')).toBe('/opening/12/session/3');
    expect(safeNextPath('/applicant/5/session/2/ranking?page=2#top')).toBe('/applicant/5/session/2/ranking?page=2#top');
    expect(safeNextPath('/')).toBe('/');
    // Thai in the query arrives encoded the way the browser would send it.
    expect(safeNextPath('/opening?search=นักพัฒนา')).toBe(`/opening?search=${encodeURIComponent('นักพัฒนา')}`);
  });

  it.each([
    ['another host, protocol-relative', '//evil.example/path'],
    ['another host through a backslash', '/\\evil.example'],
    ['backslashes the browser turns into slashes', '/\\/evil.example'],
    ['a tab the browser drops', '/\t/evil.example'],
    ['a newline the browser drops', '/\n/evil.example'],
    ['a leading space', ' /opening'],
    ['an absolute URL', 'https://evil.example/opening'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path without slash', 'opening/12'],
    ['an encoded scheme', '%2F%2Fevil.example'],
    ['nothing', ''],
    ['the API', '/api/auth/me'],
    ['Next.js files', '/_next/static/chunk.js'],
    ['the sign-in page itself (a loop)', '/login?next=/opening'],
    ['too long', `/${'a'.repeat(MAX_NEXT_PATH_LENGTH)}`],
    ['dot segments that climb to another host', '/..//evil.example/phish'],
    ['encoded dot segments that climb to another host', '/%2e%2e//evil.example'],
    ['a mixed dot segment that climbs to another host', '/.%2E//evil.example'],
    ['a dot segment then a second slash', '/.//evil.example'],
    ['a deeper climb', '/a/b/../..//evil.example'],
    ['a climb then a backslash', '/..\\/evil.example'],
    ['a climb then a tab', '/../\t/evil.example'],
    ['a climb then a newline', '/..\n//evil.example'],
  ])('falls back to / for %s', (_case, raw) => {
    expect(safeNextPath(raw)).toBe('/');
  });

  it('falls back to / for anything that is not a string', () => {
    for (const raw of [undefined, null, 42, ['/opening'], { path: '/opening' }]) expect(safeNextPath(raw)).toBe('/');
  });

  it('answers what it parsed, so dot segments cannot climb out of the checks', () => {
    expect(safeNextPath('/opening/../api/auth/me')).toBe('/');
    expect(safeNextPath('/a/./b/../c')).toBe('/a/c');
    expect(safeNextPath('/%2e%2e/login')).toBe('/');
  });

  it('keeps encoded slashes and backslashes encoded, so they stay on the portal', () => {
    expect(safeNextPath('/%2F/evil.example')).toBe('/%2F/evil.example');
    expect(safeNextPath('/%5C/evil.example')).toBe('/%5C/evil.example');
    expect(safeNextPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it('never answers anything but / or a path of the portal, whatever the input (fuzz)', () => {
    const origin = 'https://portal.example';
    const alphabet = [...'/\\.%2ef5c:@\t\nax'];
    // A fixed seed: a failure reproduces, and the run is the same on every machine.
    let seed = 0x2545f491;
    const random = () => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return (seed >>> 0) / 0x100000000;
    };
    for (let run = 0; run < 50_000; run += 1) {
      const length = 1 + Math.floor(random() * 12);
      let raw = random() < 0.9 ? '/' : '';
      for (let index = 0; index < length; index += 1) raw += alphabet[Math.floor(random() * alphabet.length)];
      const result = safeNextPath(raw);
      if (result === '/') continue;
      const landed = new URL(result, origin);
      expect({ raw, result, origin: landed.origin, startsWithOneSlash: /^\/[^/\\]/.test(result) }).toEqual({
        raw,
        result,
        origin,
        startsWithOneSlash: true,
      });
    }
  });
});

describe('loginPath', () => {
  it('carries a portal path as next, and nothing for home or anything else', () => {
    expect(loginPath('/opening/12/session/3?tab=1')).toBe(`/login?next=${encodeURIComponent('/opening/12/session/3?tab=1')}`);
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('//evil.example')).toBe('/login');
    expect(loginPath(null)).toBe('/login');
  });
});

describe('the course platform state', () => {
  const binding = 'A'.repeat(43);

  it('carries a portal path and gives it back', () => {
    const state = stateWithNextPath(binding, '/applicant/5/session/2?page=3');
    expect(state.startsWith(`${binding}.`)).toBe(true);
    expect(state).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(nextPathFromState(state)).toBe('/applicant/5/session/2?page=3');
    expect(nextPathFromState(stateWithNextPath(binding, '/opening?search=นักพัฒนา'))).toBe(`/opening?search=${encodeURIComponent('นักพัฒนา')}`);
  });

  it('is the bare binding for home or a path that is not the portal’s', () => {
    expect(stateWithNextPath(binding, '/')).toBe(binding);
    expect(stateWithNextPath(binding, '//evil.example')).toBe(binding);
    expect(stateWithNextPath(binding, undefined)).toBe(binding);
  });

  it('reads / from a state without a path, or with one that is not a portal path', () => {
    expect(nextPathFromState(undefined)).toBe('/');
    expect(nextPathFromState(binding)).toBe('/');
    expect(nextPathFromState(`${binding}.${Buffer.from('//evil.example').toString('base64url')}`)).toBe('/');
    expect(nextPathFromState(`${binding}.${Buffer.from('https://evil.example').toString('base64url')}`)).toBe('/');
    expect(nextPathFromState(`${binding}.not base64!`)).toBe('/');
    expect(nextPathFromState(`${binding}.${Buffer.from([0xff, 0xfe]).toString('base64url')}`)).toBe('/');
  });
});
