import { describe, expect, it } from 'vitest';
import { shouldSeedOnStart } from '@/env';

describe('shouldSeedOnStart', () => {
  it('seeds the embedded database by default, never PostgreSQL by default, and follows an explicit choice', () => {
    const base = { NODE_ENV: 'test', APP_ENV: 'local', PGLITE_DATA_DIR: '.data', FILES_DIR: '.data/files', LOGIN_SESSION_DAYS: 7, LOGIN_IDLE_HOURS: 12, TRUST_PROXY: 'false' } as const;
    expect(shouldSeedOnStart({ ...base })).toBe(true);
    expect(shouldSeedOnStart({ ...base, DATABASE_URL: 'postgres://x' })).toBe(false);
    expect(shouldSeedOnStart({ ...base, DATABASE_URL: 'postgres://x', SEED_ON_START: 'true' })).toBe(true);
    expect(shouldSeedOnStart({ ...base, SEED_ON_START: 'false' })).toBe(false);
  });
});
