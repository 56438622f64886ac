// A multi-host DATABASE_URL (docs/operations.md "Database failover") on a real PostgreSQL server: the portal's pool
// skips a host that refuses connections and keeps the one that takes writes; with no such host a request answers 503.
// On PGlite there are no hosts to choose between; the failover itself is `npm run test:failover`.
import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '@/db/client';
import { errorResponse } from '@/server/http/error-response';
import { testDatabase } from '../../support/per-file-setup';

/** A port nobody listens on: taken, then freed. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const handles: DatabaseHandle[] = [];
afterAll(async () => {
  for (const handle of handles) await handle.close();
});

describe.runIf(process.env.DATABASE_URL)('a multi-host DATABASE_URL', () => {
  it('skips a host that refuses connections and writes on the next one', async () => {
    const own = await testDatabase();
    const [{ name }] = ((await own.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }).rows;
    const server = new URL(process.env.DATABASE_URL!);
    const url = `postgres://${server.username}@127.0.0.1:${await closedPort()},${server.hostname}:${server.port || 5432}/${name}?target_session_attrs=read-write`;
    const handle = openPostgres(url);
    handles.push(handle);
    await handle.db.execute(sql`create table multi_host_probe (value int)`);
    await handle.db.execute(sql`insert into multi_host_probe values (1)`);
    const { rows } = (await own.db.execute(sql`select count(*)::int as n from multi_host_probe`)) as unknown as { rows: { n: number }[] };
    expect(rows[0].n).toBe(1);
  });

  it('answers 503 when no host takes the connection', async () => {
    const handle = openPostgres(
      `postgres://postgres@127.0.0.1:${await closedPort()},127.0.0.1:${await closedPort()}/portal?target_session_attrs=read-write`,
    );
    handles.push(handle);
    const error = await handle.db.execute(sql`select 1`).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeDefined();
    const answer = errorResponse(error);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
  });
});
