import { describe, expect, it } from 'vitest';
import { isTranslatedPage, negotiateLocale, pageLocaleOf } from '@/i18n/locales';

describe('negotiateLocale (Accept-Language)', () => {
  it.each([
    [null, 'th'],
    ['', 'th'],
    ['en-US,en;q=0.9', 'en'],
    ['th-TH,th;q=0.9,en;q=0.8', 'th'],
    ['fr-FR,fr;q=0.9,en;q=0.5', 'en'],
    ['en;q=0.3,th;q=0.7', 'th'],
    ['en;q=0, th;q=0.1', 'th'],
    ['en;q=0', 'th'],
    ['de, *;q=0.5', 'th'],
    ['EN-gb', 'en'],
    ['en;q=abc', 'th'],
    ['ja, ko', 'th'],
  ])('%s → %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });
});

describe('the language of a page', () => {
  it("is the reader's on a translated page, Thai on the others", () => {
    expect(isTranslatedPage('/login?next=%2Franking')).toBe(true);
    expect(isTranslatedPage('/login-help')).toBe(false);
    expect(isTranslatedPage('/no-such-page')).toBe(false);
    expect(isTranslatedPage('/ranking')).toBe(true);
    expect(isTranslatedPage('/opening/1/session/2')).toBe(true);
    expect(isTranslatedPage('/openings')).toBe(false);
    expect(pageLocaleOf({ path: '/login', cookie: undefined, acceptLanguage: 'en-US' })).toBe('en');
    expect(pageLocaleOf({ path: '/login', cookie: 'th', acceptLanguage: 'en-US' })).toBe('th');
    expect(pageLocaleOf({ path: '/login', cookie: 'xx', acceptLanguage: 'en-US' })).toBe('en');
    expect(pageLocaleOf({ path: '/no-such-page', cookie: 'en', acceptLanguage: 'en-US' })).toBe('th');
    expect(pageLocaleOf({ path: null, cookie: 'en', acceptLanguage: 'en' })).toBe('th');
  });
});
