import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { accounts } from '@/db/schema';
import { identityColumns, identityFromRow, identityJoins, type Identity } from './identity';

/** Resolves the role of an account from the role tables in one query (the rule of `identityFromRow`). */
export async function resolveIdentity({ db, platformUid }: { db: Executor; platformUid: string }): Promise<Identity | null> {
  const [row] = await identityJoins(db.select(identityColumns).from(accounts)).where(eq(accounts.platformUid, platformUid)).limit(1);
  return row ? identityFromRow(row, platformUid) : null;
}
