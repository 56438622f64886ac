// npm run db:backup [-- <file>] – a consistent snapshot of the PostgreSQL database in DATABASE_URL with pg_dump
// (custom format: compressed, restorable table by table), while the portal keeps serving. docs/operations.md, "Backups".
// npm run db:restore -- <file> – restores such a file into DATABASE_URL, which must be an empty database: it refuses
// one that already has the portal's tables, so a slip cannot overwrite the live data.
import { spawnSync } from 'node:child_process';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { pgChildEnvironment, pgDumpArguments, pgRestoreArguments } from './pg-connection';

const [mode, fileArgument] = process.argv.slice(2);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'Backups are of PostgreSQL: set DATABASE_URL (the embedded PGlite is a folder; copy PGLITE_DATA_DIR while the portal is stopped).',
  );
  process.exit(1);
}

/** The connection (password included) goes to the child in PG* variables, never in its arguments (pg-connection.ts). */
function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env: pgChildEnvironment(databaseUrl!) });
  if (result.error) {
    console.error(`${command} could not run: ${result.error.message} (install the PostgreSQL client tools of the server's major version)`);
    process.exit(1);
  }
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (mode === 'backup') {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = fileArgument ?? `backups/portal-${stamp}.dump`;
  // BACKUP_SNAPSHOT: dump the view of a transaction held open elsewhere (pg-connection.ts); unset, pg_dump takes its own.
  // Checked before the file exists, so a bad one leaves nothing behind.
  const dumpArguments = pgDumpArguments(file, process.env.BACKUP_SNAPSHOT || undefined);
  // A dump is every student's personal data and every password hash: readable by its owner only, from the first byte.
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'w', 0o600));
  chmodSync(file, 0o600);
  process.umask(0o077);
  run('pg_dump', dumpArguments);
  console.log(`Backup written: ${file} (${statSync(file).size} bytes)`);
} else if (mode === 'restore') {
  if (!fileArgument || !existsSync(fileArgument)) {
    console.error('Usage: npm run db:restore -- <file written by npm run db:backup>');
    process.exit(1);
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
  );
  await client.end();
  if (rows[0].n > 0) {
    console.error(
      `The target database already has ${rows[0].n} tables: restore into a new, empty database (createdb), then point DATABASE_URL at it.`,
    );
    process.exit(1);
  }
  // One transaction: a restore that fails half way leaves the database empty, never half filled.
  run('pg_restore', pgRestoreArguments(databaseUrl, fileArgument));
  console.log(`Restored ${fileArgument} into the database of DATABASE_URL`);
} else {
  console.error('Usage: tsx scripts/db-backup.ts backup [file] | restore <file>');
  process.exit(1);
}
