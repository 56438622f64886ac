import { describe, expect, it } from 'vitest';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '@/server/auth/passwords';

describe('hashPassword / verifyPassword', () => {
  it('stores scrypt with its cost, a salt and the key, and verifies the right password only', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts each hash, so one password gives two different hashes that both verify', async () => {
    const first = await hashPassword('รหัสผ่านภาษาไทย');
    const second = await hashPassword('รหัสผ่านภาษาไทย');
    expect(first).not.toBe(second);
    expect(await verifyPassword('รหัสผ่านภาษาไทย', first)).toBe(true);
    expect(await verifyPassword('รหัสผ่านภาษาไทย', second)).toBe(true);
  });

  it('honours the cost stored with the hash', async () => {
    const hash = await hashPassword('pw');
    const [, , r, p, salt, key] = hash.split('$');
    // Same salt and key under another cost is another hash: it must not verify.
    expect(await verifyPassword('pw', ['scrypt', '16384', r, p, salt, key].join('$'))).toBe(false);
  });

  it('answers false for a stored value that is not a scrypt hash', async () => {
    expect(await verifyPassword('pw', '')).toBe(false);
    expect(await verifyPassword('pw', 'bcrypt$2b$10$abc')).toBe(false);
    expect(await verifyPassword('pw', 'plain-text-password')).toBe(false);
  });

  it('never verifies anything against the dummy hash used for unknown users', async () => {
    expect(await verifyPassword('', DUMMY_PASSWORD_HASH)).toBe(false);
    expect(await verifyPassword('anything', DUMMY_PASSWORD_HASH)).toBe(false);
  });
});
