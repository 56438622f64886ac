import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pgChildEnvironment, pgConnectionEnvironment, pgDumpArguments, pgRestoreArguments } from '../../scripts/pg-connection';

const URL_WITH_PASSWORD = 'postgres://portal:s3cret%2Fpass@db.internal:6543/intern_portal?sslmode=verify-full&application_name=backup';

describe('the connection given to pg_dump and pg_restore', () => {
  it('is PG* variables, password included, and never part of the arguments', () => {
    expect(pgConnectionEnvironment(URL_WITH_PASSWORD)).toEqual({
      PGHOST: 'db.internal',
      PGPORT: '6543',
      PGUSER: 'portal',
      PGPASSWORD: 's3cret/pass',
      PGDATABASE: 'intern_portal',
      PGSSLMODE: 'verify-full',
      PGAPPNAME: 'backup',
    });
    for (const args of [pgDumpArguments('backups/x.dump'), pgRestoreArguments(URL_WITH_PASSWORD, 'backups/x.dump')]) {
      expect(args.join(' ')).not.toMatch(/s3cret|portal:|postgres:\/\/|db\.internal/);
    }
    expect(pgRestoreArguments(URL_WITH_PASSWORD, 'x.dump')).toContain('--dbname=intern_portal');
  });

  it('reads a socket directory and an IPv6 host, and drops stray PG* variables of the parent', () => {
    expect(pgConnectionEnvironment('postgresql:///portal?host=/var/run/postgresql')).toEqual({
      PGHOST: '/var/run/postgresql',
      PGDATABASE: 'portal',
    });
    expect(pgConnectionEnvironment('postgres://u@[::1]:5432/p')).toMatchObject({ PGHOST: '::1', PGPORT: '5432' });
    const child = pgChildEnvironment('postgres://u@h/p', { PATH: '/usr/bin', PGHOST: 'elsewhere', PGPORT: '1' });
    expect(child).toEqual({ PATH: '/usr/bin', PGHOST: 'h', PGUSER: 'u', PGDATABASE: 'p' });
  });

  it('hands pg_dump an exported snapshot (BACKUP_SNAPSHOT) and refuses anything else there', () => {
    expect(pgDumpArguments('x.dump', '00000003-0000001B-1')).toContain('--snapshot=00000003-0000001B-1');
    expect(pgDumpArguments('x.dump').join(' ')).not.toContain('--snapshot');
    expect(() => pgDumpArguments('x.dump', '1 --file=/etc/passwd')).toThrow(/BACKUP_SNAPSHOT/);
  });

  it('refuses a URL parameter it cannot pass through the environment rather than dropping it', () => {
    expect(() => pgConnectionEnvironment('postgres://u@h/p?unknown=1')).toThrow(/unknown/);
  });
});

describe('npm run db:backup', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const runBackup = (databaseUrl: string, file: string, pathPrefix?: string) =>
    spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/db-backup.ts', 'backup', file], {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: databaseUrl, PATH: pathPrefix ? `${pathPrefix}:${process.env.PATH}` : process.env.PATH },
    });

  it('starts pg_dump with the password in its environment only, and the dump is readable by its owner only', () => {
    // A stand-in pg_dump that records how it was started and writes a file as the real one does.
    const bin = path.join(folder, 'bin');
    const record = path.join(folder, 'record.txt');
    spawnSync('mkdir', ['-p', bin]);
    writeFileSync(
      path.join(bin, 'pg_dump'),
      `#!/bin/sh\nprintf '%s\\n' "$*" "$PGPASSWORD" "$PGHOST" > '${record}'\nfor a in "$@"; do case "$a" in --file=*) echo dump > "\${a#--file=}";; esac; done\n`,
    );
    chmodSync(path.join(bin, 'pg_dump'), 0o755);
    const file = path.join(folder, 'nested', 'fake.dump');
    const result = runBackup(URL_WITH_PASSWORD, file, bin);
    expect(result.status, result.stderr).toBe(0);
    const [args, password, host] = readFileSync(record, 'utf8').split('\n');
    expect(args).not.toContain('s3cret');
    expect(args).not.toContain('db.internal');
    expect(password).toBe('s3cret/pass');
    expect(host).toBe('db.internal');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
  });

  const hasPgDump = spawnSync('pg_dump', ['--version']).status === 0;
  const serverUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
  const isServerUp = hasPgDump && spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432']).status === 0;
  it.skipIf(!isServerUp)(
    'writes a real dump of 127.0.0.1:5432 with mode 0600',
    () => {
      const file = path.join(folder, 'real.dump');
      const result = runBackup(serverUrl, file);
      expect(result.status, result.stderr).toBe(0);
      expect(statSync(file).size).toBeGreaterThan(0);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');
    },
    60_000,
  );
});
