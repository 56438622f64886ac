import { afterEach, describe, expect, it } from 'vitest';
import {
  DEVELOPMENT_FILES_SIGNING_SECRET,
  assertProductionConfiguration,
  env,
  productionConfigurationProblems,
  shouldSeedOnStart,
} from '@/env';
import { checkSignature, sign } from '@/server/files/signing';
import { setEnvironment } from '../support/fixtures';

const base = {
  NODE_ENV: 'test',
  APP_ENV: 'local',
  PGLITE_DATA_DIR: '.data',
  FILES_DIR: '.data/files',
  LOGIN_SESSION_DAYS: 7,
  LOGIN_IDLE_HOURS: 12,
  TRUST_PROXY: 'false',
  DATABASE_POOL_MAX: 10,
} as const;
const GOOD_SECRET = 'x'.repeat(32);
const production = { NODE_ENV: 'production', APP_URL: 'https://intern.example.ac.th', FILES_SIGNING_SECRET: GOOD_SECRET } as const;

describe('shouldSeedOnStart', () => {
  it('seeds the embedded database by default, never PostgreSQL by default, and follows an explicit choice', () => {
    expect(shouldSeedOnStart({ ...base })).toBe(true);
    expect(shouldSeedOnStart({ ...base, DATABASE_URL: 'postgres://x' })).toBe(false);
    expect(shouldSeedOnStart({ ...base, DATABASE_URL: 'postgres://x', SEED_ON_START: 'true' })).toBe(true);
    expect(shouldSeedOnStart({ ...base, SEED_ON_START: 'false' })).toBe(false);
  });

  it('never seeds in production unless SEED_ON_START=true asks for it, even on the embedded database', () => {
    expect(shouldSeedOnStart({ ...base, NODE_ENV: 'production' })).toBe(false);
    expect(shouldSeedOnStart({ ...base, NODE_ENV: 'production', SEED_ON_START: 'true' })).toBe(true);
  });
});

describe('productionConfigurationProblems', () => {
  it('finds none outside production, whatever is missing', () => {
    expect(productionConfigurationProblems({ NODE_ENV: 'development' })).toEqual([]);
    expect(productionConfigurationProblems({ NODE_ENV: 'test', APP_URL: 'not a url' })).toEqual([]);
  });

  it('finds none in production with a valid APP_URL and a long FILES_SIGNING_SECRET', () => {
    expect(productionConfigurationProblems({ ...production })).toEqual([]);
    expect(() => assertProductionConfiguration({ ...production })).not.toThrow();
  });

  it('refuses production without FILES_SIGNING_SECRET, with a short one, or with the development one, naming the variable', () => {
    for (const FILES_SIGNING_SECRET of [undefined, '   ', 'x'.repeat(31), DEVELOPMENT_FILES_SIGNING_SECRET]) {
      const problems = productionConfigurationProblems({ ...production, FILES_SIGNING_SECRET });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^FILES_SIGNING_SECRET /);
    }
    expect(() => assertProductionConfiguration({ ...production, FILES_SIGNING_SECRET: undefined })).toThrow(
      /refuses to start in production:\n- FILES_SIGNING_SECRET is not set/,
    );
  });

  it('refuses production without APP_URL, or with one that is not an http(s) URL, instead of dropping it', () => {
    expect(productionConfigurationProblems({ ...production, APP_URL: undefined })).toEqual([expect.stringMatching(/^APP_URL is not set/)]);
    for (const APP_URL of ['htp:/x', 'not a url', 'ftp://intern.example.ac.th']) {
      expect(productionConfigurationProblems({ ...production, APP_URL })).toEqual([
        `APP_URL is not a valid http(s) URL: ${JSON.stringify(APP_URL)}`,
      ]);
    }
  });

  it("refuses the test servers' switches on a public APP_URL, naming the variable", () => {
    for (const name of ['ALLOW_DEV_LOGIN_IN_PRODUCTION', 'SEED_DEMO_PASSWORDS']) {
      for (const APP_URL of ['https://intern.example.ac.th', 'http://intern.example.ac.th', 'https://10.0.0.5:3000']) {
        const problems = productionConfigurationProblems({ ...production, APP_URL, [name]: 'true' });
        expect(problems).toEqual([expect.stringMatching(new RegExp(`^${name}=true is for test servers`))]);
        expect(() => assertProductionConfiguration({ ...production, APP_URL, [name]: 'true' })).toThrow(new RegExp(`- ${name}=true`));
      }
      expect(productionConfigurationProblems({ ...production, [name]: 'false' })).toEqual([]);
    }
  });

  it("keeps the test servers' switches on a loopback APP_URL (scripts/e2e-server.ts, scripts/resilience.ts)", () => {
    for (const APP_URL of ['http://localhost:3210', 'http://127.0.0.1:4100', 'https://localhost:3000', 'http://[::1]:3000']) {
      const switches = { ALLOW_DEV_LOGIN_IN_PRODUCTION: 'true', SEED_DEMO_PASSWORDS: 'true' };
      expect(productionConfigurationProblems({ ...production, APP_URL, ...switches })).toEqual([]);
    }
  });
});

describe('file signatures in production', () => {
  const restorers: (() => void)[] = [];
  afterEach(() => {
    while (restorers.length) restorers.pop()!();
  });
  const expires = Math.floor(Date.now() / 1000) + 600;

  it('refuse to sign or verify without FILES_SIGNING_SECRET, or with the development secret', () => {
    restorers.push(setEnvironment({ NODE_ENV: 'production', FILES_SIGNING_SECRET: undefined }));
    expect(() => sign('download', 1, expires)).toThrow(/FILES_SIGNING_SECRET/);
    restorers.push(setEnvironment({ FILES_SIGNING_SECRET: DEVELOPMENT_FILES_SIGNING_SECRET }));
    expect(() => sign('download', 1, expires)).toThrow(/FILES_SIGNING_SECRET/);
  });

  it('never accept a link signed with the development secret', () => {
    restorers.push(setEnvironment({ NODE_ENV: 'development', FILES_SIGNING_SECRET: undefined }));
    const forged = sign('download', 1, expires);
    expect(checkSignature('download', 1, String(expires), forged, new Date())).toBe('valid');

    restorers.push(setEnvironment({ NODE_ENV: 'production', FILES_SIGNING_SECRET: GOOD_SECRET }));
    expect(env().NODE_ENV).toBe('production');
    expect(checkSignature('download', 1, String(expires), forged, new Date())).toBe('invalid');
    expect(checkSignature('download', 1, String(expires), sign('download', 1, expires), new Date())).toBe('valid');
  });
});
