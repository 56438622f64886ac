// How scripts/db-backup.ts hands DATABASE_URL to pg_dump and pg_restore: as libpq's PG* environment variables, never
// on the command line, where every user of the machine reads it (ps, /proc/<pid>/cmdline) with its password.

/** Query parameters of a connection URL that libpq also reads from the environment, and the variable it reads. */
const PARAMETER_VARIABLES: Record<string, string> = {
  host: 'PGHOST',
  hostaddr: 'PGHOSTADDR',
  port: 'PGPORT',
  dbname: 'PGDATABASE',
  user: 'PGUSER',
  password: 'PGPASSWORD',
  passfile: 'PGPASSFILE',
  sslmode: 'PGSSLMODE',
  sslcert: 'PGSSLCERT',
  sslkey: 'PGSSLKEY',
  sslrootcert: 'PGSSLROOTCERT',
  sslcrl: 'PGSSLCRL',
  sslnegotiation: 'PGSSLNEGOTIATION',
  application_name: 'PGAPPNAME',
  connect_timeout: 'PGCONNECT_TIMEOUT',
  options: 'PGOPTIONS',
  target_session_attrs: 'PGTARGETSESSIONATTRS',
  channel_binding: 'PGCHANNELBINDING',
  gssencmode: 'PGGSSENCMODE',
};

/** The PG* variables that say what a `postgres://user:password@host:port/database?sslmode=…` URL says. */
export function pgConnectionEnvironment(databaseUrl: string): Record<string, string> {
  const url = new URL(databaseUrl);
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') throw new Error('DATABASE_URL is not a postgres:// URL');
  const variables: Record<string, string> = {};
  if (url.hostname) variables.PGHOST = decodeURIComponent(url.hostname.replace(/^\[(.*)\]$/, '$1'));
  if (url.port) variables.PGPORT = url.port;
  if (url.username) variables.PGUSER = decodeURIComponent(url.username);
  if (url.password) variables.PGPASSWORD = decodeURIComponent(url.password);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (database) variables.PGDATABASE = database;
  for (const [name, value] of url.searchParams) {
    const variable = PARAMETER_VARIABLES[name];
    if (!variable) throw new Error(`DATABASE_URL has a parameter pg_dump cannot be given without the command line: ${name}`);
    variables[variable] = value;
  }
  return variables;
}

/**
 * The environment of a pg_dump or pg_restore child: ours, less any PG* variable of our own (a stray PGHOST or
 * PGDATABASE must not redirect the backup elsewhere than DATABASE_URL), plus what DATABASE_URL says.
 */
export function pgChildEnvironment(databaseUrl: string, parent: Record<string, string | undefined> = process.env): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(Object.entries(parent).filter(([name]) => !name.startsWith('PG')));
  return { ...inherited, ...pgConnectionEnvironment(databaseUrl) } as NodeJS.ProcessEnv;
}

/** What pg_export_snapshot() answers, e.g. `00000003-0000001B-1`. */
const SNAPSHOT_NAME = /^[0-9A-F]+-[0-9A-F]+-[0-9]+$/i;

/**
 * pg_dump's arguments: the connection comes from the environment (pgChildEnvironment), so none of it is here.
 * `snapshot` (BACKUP_SNAPSHOT) is one exported by a transaction the caller holds open: the dump is then that
 * transaction's view of the data, which the caller can read as well (npm run test:backup compares the two).
 */
export function pgDumpArguments(file: string, snapshot?: string): string[] {
  if (snapshot !== undefined && !SNAPSHOT_NAME.test(snapshot)) {
    throw new Error(`BACKUP_SNAPSHOT is not a snapshot name of pg_export_snapshot(): ${snapshot}`);
  }
  // --no-owner/--no-acl: the dump restores under whichever role runs the restore, on another server too.
  return ['--format=custom', '--no-owner', '--no-acl', ...(snapshot ? [`--snapshot=${snapshot}`] : []), `--file=${file}`];
}

/** pg_restore's arguments. It needs --dbname to restore into a database (without it, it prints SQL): the name only. */
export function pgRestoreArguments(databaseUrl: string, file: string): string[] {
  const connection = pgConnectionEnvironment(databaseUrl);
  // libpq's own default when the URL names no database: the user's name.
  const database = connection.PGDATABASE ?? connection.PGUSER ?? 'postgres';
  return ['--no-owner', '--no-acl', '--single-transaction', '--exit-on-error', `--dbname=${database}`, file];
}
