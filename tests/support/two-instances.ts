// Two instances of the portal on one test database: the file's own handle and a second one. On PostgreSQL the
// second is a second pool on the same database; on PGlite (one connection per data directory) a second Drizzle
// client over the same PGlite. Either way it has its own per-client state (prepared statements, catalogues).
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, setDatabaseHandle, type DatabaseHandle } from '@/db/client';
import { testDatabase } from './per-file-setup';

export type TwoInstances = {
  one: DatabaseHandle;
  two: DatabaseHandle;
  /** A request served by the instance on `handle`; the file's own handle serves again afterwards. */
  through: <T>(handle: DatabaseHandle, request: () => Promise<T>) => Promise<T>;
  /** For afterAll: the file's own handle serves again, the second is closed. */
  close: () => Promise<void>;
};

export async function openTwoInstances(): Promise<TwoInstances> {
  const one = await testDatabase();
  let two: DatabaseHandle;
  let closeTwo: () => Promise<void>;
  if (one.kind === 'postgres') {
    const [{ name }] = ((await one.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }).rows;
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    two = openPostgres(url.toString());
    closeTwo = () => two.close();
  } else {
    two = openPglite((one.db as unknown as { $client: PGlite }).$client);
    closeTwo = async () => undefined;
  }
  return {
    one,
    two,
    through: async (handle, request) => {
      setDatabaseHandle(handle);
      try {
        return await request();
      } finally {
        setDatabaseHandle(one);
      }
    },
    close: async () => {
      setDatabaseHandle(one);
      await closeTwo();
    },
  };
}
