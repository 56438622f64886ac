// Production servers (`next start`) and HAProxy in front of them, as docs/operations.md describes.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, writeFileSync, type WriteStream } from 'node:fs';
import path from 'node:path';
import { children, HAPROXY, sleep } from './common';
import { statusOf } from './http';

// A bound on a hang, not a speed check: a second `next start` on a busy 2-core host (the upgrade test's, beside the
// build and the other server) has taken over 60 s to answer its first request.
const SERVER_READY_TIMEOUT_MS = 120_000;

export type Server = {
  name: string;
  port: number;
  log: WriteStream;
  /** The checkout whose build (.next) and node_modules it runs; the current one unless a test says otherwise. */
  dir: string;
  process?: ChildProcess;
  exit?: Promise<number | null>;
};

export type Cluster = ReturnType<typeof createCluster>;

/**
 * Two (or more) servers on `serverPorts` sharing one database, signing secret and file storage, behind HAProxy on
 * `proxyPort`. `databaseUrl` is what each server gets as DATABASE_URL (a multi-host URL in the failover test).
 * Without `proxyPort` there is no HAProxy: each server is its own APP_URL, and TRUST_PROXY is off. `env` adds to
 * (or overrides) a server's environment, e.g. the telemetry test's exporter endpoint and service name.
 */
export function createCluster(options: {
  workDir: string;
  logDir: string;
  proxyPort?: number;
  serverPorts: number[];
  databaseUrl: string;
  appEnv?: string;
  env?: (server: Server, index: number) => Record<string, string>;
}) {
  const { workDir, logDir, proxyPort, serverPorts, databaseUrl, appEnv = 'resilience', env: extraEnv } = options;
  const baseUrl = `http://127.0.0.1:${proxyPort ?? serverPorts[0]}`;
  const signingSecret = randomBytes(32).toString('base64url');
  const servers: Server[] = serverPorts.map((port, index) => {
    const name = `server-${'abcdefgh'[index]}`;
    return { name, port, dir: process.cwd(), log: createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' }) };
  });

  function startServer(server: Server) {
    server.log.write(`\n==== start at ${new Date().toISOString()} (${server.dir}) ====\n`);
    const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(server.port), '-H', '127.0.0.1'], {
      cwd: server.dir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        APP_ENV: appEnv,
        APP_URL: proxyPort === undefined ? `http://127.0.0.1:${server.port}` : baseUrl,
        DATABASE_URL: databaseUrl,
        // Shared by every instance: the signing secret and the file storage (docs/operations.md).
        FILES_SIGNING_SECRET: signingSecret,
        FILES_DIR: path.join(workDir, 'files'),
        TRUST_PROXY: proxyPort === undefined ? 'false' : 'true',
        SEED_ON_START: 'false',
        NEXT_TELEMETRY_DISABLED: '1',
        ...extraEnv?.(server, servers.indexOf(server)),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.pipe(server.log, { end: false });
    child.stderr!.pipe(server.log, { end: false });
    children.add(child);
    server.process = child;
    server.exit = new Promise((resolve) =>
      child.on('exit', (code, signal) => {
        children.delete(child);
        server.log.write(`==== exit code=${code} signal=${signal} at ${new Date().toISOString()} ====\n`);
        resolve(code ?? (signal === 'SIGKILL' ? 137 : null));
      }),
    );
  }

  async function waitHealthy(server: Server) {
    const deadline = Date.now() + SERVER_READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if ((await statusOf(server.port)) === 200) return;
      await sleep(100);
    }
    throw new Error(`${server.name} did not answer GET /api/status 200 within ${SERVER_READY_TIMEOUT_MS / 1000} s; see ${server.log.path}`);
  }

  /** HAProxy's own answers (no server up, a server gone mid-request) are JSON `{ message }` like the portal's. */
  function errorFile(status: number, reason: string): string {
    const body = JSON.stringify({ message: 'ระบบไม่พร้อมใช้งานชั่วคราว กรุณาลองใหม่อีกครั้งในอีกสักครู่' });
    const file = path.join(workDir, `haproxy-${status}.http`);
    writeFileSync(
      file,
      [
        `HTTP/1.1 503 ${reason}`,
        'content-type: application/json',
        'cache-control: no-store',
        'retry-after: 5',
        'x-served-by: haproxy',
        `content-length: ${Buffer.byteLength(body)}`,
        'connection: close',
        '',
        body,
      ].join('\r\n'),
    );
    return file;
  }

  function startHaproxy(): ChildProcess {
    if (proxyPort === undefined) throw new Error('createCluster: no proxyPort, so no HAProxy');
    const config = path.join(workDir, 'haproxy.cfg');
    writeFileSync(
      config,
      `global
  log stdout format raw local0 info
  maxconn 2048

defaults
  mode http
  log global
  option httplog
  timeout connect 1s
  timeout client 30s
  timeout server 30s
  timeout http-request 10s
  # A connection that failed never reached a server, so it is retried on the other one; nothing else is retried,
  # since a write that reached a server may have been done.
  retries 3
  option redispatch 1
  retry-on conn-failure
  # One request per server connection: a draining server closes each connection after its answer.
  option http-server-close
  timeout http-keep-alive 60s
  # A check answers within a second when all is well; under the load's first burst it may take longer, and two
  # slow checks must not take a healthy server out.
  timeout check 3s
  # A server gone mid-request (SIGKILL) or none up: the client gets a 503 { message } and may try again.
  errorfile 502 ${errorFile(502, 'Bad Gateway')}
  errorfile 503 ${errorFile(503, 'Service Unavailable')}
  errorfile 504 ${errorFile(504, 'Gateway Timeout')}

frontend portal
  bind 127.0.0.1:${proxyPort}
  unique-id-format %[uuid()]
  unique-id-header x-request-id
  default_backend servers

backend servers
  balance roundrobin
  option httpchk
  http-check send meth GET uri /api/status
  http-check expect status 200
  default-server inter 1s fastinter 500ms downinter 500ms fall 3 rise 1
${servers.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`).join('\n')}
`,
    );
    const log = createWriteStream(path.join(logDir, 'haproxy.log'));
    const child = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
    children.add(child);
    return child;
  }

  /** Starts every server, waits until each is healthy, then HAProxy, and waits until it answers. */
  async function startAll() {
    for (const server of servers) startServer(server);
    await Promise.all(servers.map(waitHealthy));
    if (proxyPort === undefined) return;
    const haproxy = startHaproxy();
    const proxyDeadline = Date.now() + 15_000;
    while ((await statusOf(proxyPort)) !== 200) {
      if (Date.now() > proxyDeadline || haproxy.exitCode !== null) {
        throw new Error(`HAProxy did not come up on port ${proxyPort}; see ${path.join(logDir, 'haproxy.log')}`);
      }
      await sleep(100);
    }
  }

  /**
   * A graceful stop (docs/operations.md "Graceful deploys"): SIGTERM, then the exit within 30 s (SIGKILL past it).
   * Resolves to the exit code, -1 when it had to be killed.
   */
  async function drain(server: Server): Promise<number | null> {
    server.process!.kill('SIGTERM');
    const code = await Promise.race([server.exit!, sleep(30_000).then(() => -1)]);
    if (code === -1) {
      server.process!.kill('SIGKILL');
      await server.exit;
    }
    return code;
  }

  return { baseUrl, proxyPort, servers, startServer, waitHealthy, startHaproxy, startAll, drain };
}
