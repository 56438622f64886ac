import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '@/db/client';
import { prepareDatabase } from '@/db/prepare';
import { accounts, oauthClients } from '@/db/schema';
import { DEMO_ACCOUNTS } from '@/db/seed';
import { DEMO_OAUTH_CLIENT_SECRET } from '@/db/seed/oauth';
import { verifyPassword } from '@/server/auth/passwords';
import { sha256 } from '@/server/auth/tokens';
import { setEnvironment } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await testDatabase();
});

const restorers: (() => void)[] = [];
afterEach(() => {
  while (restorers.length) restorers.pop()!();
  vi.restoreAllMocks();
});

describe('an explicit seed in production', () => {
  it('writes random passwords and OAuth client secret, never the published ones, and prints them once', async () => {
    restorers.push(setEnvironment({ NODE_ENV: 'production', SEED_DEMO_PASSWORDS: undefined }));
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});

    await prepareDatabase(handle, { seed: true });

    expect(log).toHaveBeenCalledTimes(1);
    const printed = String(log.mock.calls[0][0]);
    const [admin] = await handle.db.select().from(accounts).where(eq(accounts.username, 'admin'));
    const adminPassword = /admin \/ (\S+)/.exec(printed)![1];
    expect(await verifyPassword(adminPassword, admin.passwordHash!)).toBe(true);
    for (const { username, password } of DEMO_ACCOUNTS) {
      const [account] = await handle.db.select().from(accounts).where(eq(accounts.username, username));
      expect(await verifyPassword(password, account.passwordHash!)).toBe(false);
    }
    const [client] = await handle.db.select().from(oauthClients).where(eq(oauthClients.clientId, 'demo-client'));
    expect(client.secretHash).not.toBe(sha256(DEMO_OAUTH_CLIENT_SECRET));
    expect(client.secretHash).toBe(sha256(/demo-client \/ (\S+)/.exec(printed)![1]));

    // A second start finds the data and prints nothing.
    await prepareDatabase(handle, { seed: true });
    expect(log).toHaveBeenCalledTimes(1);
  });
});
