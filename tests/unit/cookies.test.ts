import { afterEach, describe, expect, it } from 'vitest';
import { clearCookie, readCookie, readRequestCookie, serializeCookie } from '@/server/auth/cookies';
import { shouldSendStrictTransportSecurity } from '@/lib/secure-transport';
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

  // A sibling domain can set `portal_session` for the parent domain; the browser then sends both, and
  // its order (longest path first, then oldest) says nothing about which one is ours.
  it('answers undefined when the name comes twice: an ambiguous login cookie counts as none', () => {
    expect(readCookie('portal_session=first; portal_session=second', 'portal_session')).toBeUndefined();
    expect(readCookie('portal_session=a; theme=dark; portal_session=a', 'portal_session')).toBeUndefined();
    expect(readCookie('portal_session=first; portal_session=second; theme=dark', 'theme')).toBe('dark');
  });
});

describe('serializeCookie / clearCookie / readRequestCookie', () => {
  const restorers: (() => void)[] = [];
  afterEach(() => {
    while (restorers.length) restorers.pop()!();
  });
  const plainHttp = () => new Request('http://localhost:3000/api/auth/login');
  const behindProxy = (proto: string, cookie = '') =>
    new Request('http://localhost:3000/api/auth/login', { headers: { 'x-forwarded-proto': proto, cookie } });

  it('writes an HttpOnly, SameSite=Lax cookie for the whole site', () => {
    restorers.push(setEnvironment({ APP_URL: undefined, TRUST_PROXY: 'false' }));
    expect(serializeCookie(plainHttp(), 'portal_session', 'v', 60)).toBe('portal_session=v; Path=/; HttpOnly; SameSite=Lax; Max-Age=60');
    expect(clearCookie(plainHttp(), 'portal_session')).toBe('portal_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
  });

  it('makes the cookie Secure and __Host- prefixed when APP_URL is https, and not when it is http', () => {
    restorers.push(setEnvironment({ APP_URL: 'https://intern.example.ac.th', TRUST_PROXY: 'false' }));
    expect(serializeCookie(plainHttp(), 'portal_session', 'b', 1)).toBe(
      '__Host-portal_session=b; Path=/; HttpOnly; SameSite=Lax; Max-Age=1; Secure',
    );
    expect(clearCookie(plainHttp(), 'portal_session')).toBe('__Host-portal_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure');
    restorers.push(setEnvironment({ APP_URL: 'http://localhost:3000' }));
    expect(serializeCookie(plainHttp(), 'portal_session', 'b', 1)).toBe('portal_session=b; Path=/; HttpOnly; SameSite=Lax; Max-Age=1');
  });

  it('makes the cookie Secure and __Host- prefixed when the request came over https, even with an http or no APP_URL', () => {
    restorers.push(setEnvironment({ APP_URL: undefined, TRUST_PROXY: 'false' }));
    const overHttps = new Request('https://intern.example.ac.th/api/auth/login');
    expect(serializeCookie(overHttps, 'portal_session', 'b', 1)).toBe(
      '__Host-portal_session=b; Path=/; HttpOnly; SameSite=Lax; Max-Age=1; Secure',
    );
  });

  it("believes a proxy's X-Forwarded-Proto only with TRUST_PROXY=true", () => {
    restorers.push(setEnvironment({ APP_URL: 'http://intern.example.ac.th', TRUST_PROXY: 'false' }));
    expect(serializeCookie(behindProxy('https'), 'portal_session', 'b', 1)).toBe(
      'portal_session=b; Path=/; HttpOnly; SameSite=Lax; Max-Age=1',
    );
    restorers.push(setEnvironment({ TRUST_PROXY: 'true' }));
    expect(serializeCookie(behindProxy('https'), 'portal_session', 'b', 1)).toMatch(/^__Host-portal_session=b; .*; Secure$/);
    expect(serializeCookie(behindProxy('http'), 'portal_session', 'b', 1)).toMatch(/^portal_session=b; /);
  });

  it('reads the __Host- cookie over https and the plain one over http, never the other', () => {
    restorers.push(setEnvironment({ APP_URL: 'http://intern.example.ac.th', TRUST_PROXY: 'true' }));
    const both = 'portal_session=planted; __Host-portal_session=ours';
    expect(readRequestCookie(behindProxy('https', both), 'portal_session')).toBe('ours');
    expect(readRequestCookie(behindProxy('https', 'portal_session=planted'), 'portal_session')).toBeUndefined();
    expect(readRequestCookie(behindProxy('http', both), 'portal_session')).toBe('planted');
  });

  it('asks for Strict-Transport-Security in production over https only', () => {
    restorers.push(setEnvironment({ NODE_ENV: 'production', APP_URL: 'https://intern.example.ac.th', TRUST_PROXY: 'false' }));
    expect(shouldSendStrictTransportSecurity(plainHttp())).toBe(true);
    restorers.push(setEnvironment({ APP_URL: 'http://intern.example.ac.th' }));
    expect(shouldSendStrictTransportSecurity(plainHttp())).toBe(false);
    expect(shouldSendStrictTransportSecurity(new Request('https://intern.example.ac.th/'))).toBe(true);
    restorers.push(setEnvironment({ NODE_ENV: 'development' }));
    expect(shouldSendStrictTransportSecurity(new Request('https://intern.example.ac.th/'))).toBe(false);
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
