import { afterEach, describe, expect, it } from 'vitest';
import { clearCookie, readCookie, serializeCookie } from '@/server/auth/cookies';
import { constantTimeEquals, createRandomToken, RANDOM_TOKEN_PATTERN, sha256 } from '@/server/auth/tokens';
import { setEnvironment } from '../support/fixtures';

describe('readCookie', () => {
  it('finds a cookie among others, whatever its position and the spaces around it', () => {
    const header = 'theme=dark;portal_session=abc ;  lang=th';
    expect(readCookie(header, 'portal_session')).toBe('abc');
    expect(readCookie(header, 'theme')).toBe('dark');
    expect(readCookie(header, 'lang')).toBe('th');
  });

  it('answers undefined for a missing header or a missing cookie', () => {
    expect(readCookie(null, 'portal_session')).toBeUndefined();
    expect(readCookie('', 'portal_session')).toBeUndefined();
    expect(readCookie('other=1', 'portal_session')).toBeUndefined();
  });

  it('matches the whole name, not a prefix or suffix of it', () => {
    expect(readCookie('portal_session_old=1; xportal_session=2', 'portal_session')).toBeUndefined();
  });

  it('keeps = signs inside the value and skips parts without one', () => {
    expect(readCookie('flag; token=a=b==', 'token')).toBe('a=b==');
  });

  it('answers an empty value for a cleared cookie', () => {
    expect(readCookie('portal_session=', 'portal_session')).toBe('');
  });

  it('answers the first of two cookies with the same name', () => {
    expect(readCookie('portal_session=first; portal_session=second', 'portal_session')).toBe('first');
  });
});

describe('serializeCookie / clearCookie', () => {
  const restorers: (() => void)[] = [];
  afterEach(() => {
    while (restorers.length) restorers.pop()!();
  });

  it('writes an HttpOnly, SameSite=Lax cookie for the whole site', () => {
    restorers.push(setEnvironment({ APP_URL: undefined }));
    expect(serializeCookie('portal_session', 'v', 60)).toBe('portal_session=v; Path=/; HttpOnly; SameSite=Lax; Max-Age=60');
    expect(clearCookie('portal_session')).toBe('portal_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
  });

  it('adds Secure when APP_URL is https, and only then', () => {
    restorers.push(setEnvironment({ APP_URL: 'https://intern.example.ac.th' }));
    expect(serializeCookie('a', 'b', 1)).toBe('a=b; Path=/; HttpOnly; SameSite=Lax; Max-Age=1; Secure');
    restorers.push(setEnvironment({ APP_URL: 'http://localhost:3000' }));
    expect(serializeCookie('a', 'b', 1)).not.toContain('Secure');
  });
});

describe('tokens', () => {
  it('creates 43-character base64url tokens that differ each time', () => {
    const first = createRandomToken();
    expect(first).toMatch(RANDOM_TOKEN_PATTERN);
    expect(createRandomToken()).not.toBe(first);
  });

  it('hashes with SHA-256 as base64url', () => {
    expect(sha256('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
  });

  it('compares secrets of any length', () => {
    expect(constantTimeEquals('secret', 'secret')).toBe(true);
    expect(constantTimeEquals('secret', 'secreT')).toBe(false);
    expect(constantTimeEquals('secret', 'secret-longer')).toBe(false);
    expect(constantTimeEquals('', '')).toBe(true);
  });
});
