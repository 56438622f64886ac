// npm run test:telemetry — the metrics and traces end to end (docs/operations.md, "Metrics and traces"). On a fresh
// PostgreSQL database beside DATABASE_URL it starts two production servers (the existing build, `.next`), a real
// Prometheus scraping both with the bearer token, and a local OTLP/HTTP receiver; nothing leaves the machine. It checks
// that /metrics refuses a scrape without the token, that Prometheus sees both instances up with a request counter
// each, and that one request's spans arrive with the request id on each and its database query a child of the
// request's span, and that no scrape of /metrics is traced. Prints `telemetry: ok …` or `telemetry: FAILED …` last, and exits 1 on any failure.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { openPostgres } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import { children, freshDatabase, killChildren, makeWorkDir, ports, say, sleep } from './harness/common';
import { createCluster } from './harness/servers';

const PROMETHEUS = process.env.PROMETHEUS_BIN ?? '/usr/bin/prometheus';
const SCRAPE_TIMEOUT_MS = 45_000;
const started = Date.now();

function fail(message: string): never {
  console.error(message);
  console.log(`telemetry: FAILED ${message.split('\n')[0]}`);
  process.exit(1);
}

if (!process.env.DATABASE_URL) fail('test:telemetry needs PostgreSQL: set DATABASE_URL (a fresh database is created beside it).');
if (!existsSync(path.join('.next', 'BUILD_ID')))
  fail('test:telemetry runs the production build and builds nothing: run `npx next build` first.');
if (spawnSync(PROMETHEUS, ['--version']).status !== 0)
  fail(`test:telemetry needs Prometheus (${PROMETHEUS}): apt-get install prometheus, or set PROMETHEUS_BIN.`);

const { workDir, logDir } = makeWorkDir('telemetry');
say(`logs of this run: ${logDir}`);

/** The receiver's, the two servers' and Prometheus' ports: free ones, or TELEMETRY_PORT_BASE and up. */
const [receiverPort, serverPortA, serverPortB, prometheusPort] = await ports(
  4,
  process.env.TELEMETRY_PORT_BASE ? Number(process.env.TELEMETRY_PORT_BASE) : undefined,
);
const serverPorts = [serverPortA, serverPortB];

// The fresh database, migrated once before the servers start.
const { databaseName, databaseUrl, drop } = await freshDatabase(new URL(process.env.DATABASE_URL), 'telemetry');

async function cleanUp() {
  killChildren();
  await drop(false);
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

function startChild(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const log = createWriteStream(path.join(logDir, `${name}.log`));
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

// ---------------------------------------------------------------------------------------------------------------
// The OTLP/HTTP receiver: ExportTraceServiceRequest bodies in JSON, as the portal's exporter sends them.
type OtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: OtlpValue }[];
};
const spans: OtlpSpan[] = [];
const receiverProblems: string[] = [];
async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
}
const receiver = createServer((request, response) => {
  void bodyOf(request).then((body) => {
    if (request.method !== 'POST' || request.url !== '/v1/traces' || !request.headers['content-type']?.startsWith('application/json')) {
      receiverProblems.push(`unexpected ${request.method} ${request.url} (${request.headers['content-type']})`);
      response.writeHead(404).end();
      return;
    }
    const exported = JSON.parse(body.toString('utf8')) as { resourceSpans?: { scopeSpans?: { spans?: OtlpSpan[] }[] }[] };
    for (const resourceSpans of exported.resourceSpans ?? [])
      for (const scopeSpans of resourceSpans.scopeSpans ?? []) spans.push(...(scopeSpans.spans ?? []));
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
await new Promise<void>((resolve) => receiver.listen(receiverPort, '127.0.0.1', resolve));

// ---------------------------------------------------------------------------------------------------------------
// Two servers (scripts/harness/servers.ts, without HAProxy), each exporting its spans to the receiver; the token
// Prometheus will send.
const METRICS_TOKEN = randomBytes(24).toString('base64url');
const cluster = createCluster({
  workDir,
  logDir,
  serverPorts,
  databaseUrl: databaseUrl.toString(),
  appEnv: 'telemetry',
  env: (_server, index) => ({
    METRICS_TOKEN,
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiverPort}`,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_SERVICE_NAME: `portal-${'ab'[index]}`,
  }),
});
const failures: string[] = [];
try {
  say(`fresh database ${databaseName}; migrating`);
  const handle = openPostgres(databaseUrl.toString());
  await migrateDatabase(handle);
  await handle.close();

  await cluster.startAll();
  say(`servers up on ${serverPorts.join(', ')}`);

  // Access: never public.
  for (const [label, headers, expected] of [
    ['no token', {}, 401],
    ['a wrong token', { authorization: 'Bearer not-the-token' }, 401],
    ['the token', { authorization: `Bearer ${METRICS_TOKEN}` }, 200],
  ] as const) {
    const answer = await fetch(`http://127.0.0.1:${serverPorts[0]}/metrics`, { headers });
    const text = await answer.text();
    if (answer.status !== expected) failures.push(`/metrics with ${label} answered ${answer.status}, not ${expected}`);
    if (expected !== 200 && !/"message":"[^"]*[\u0E00-\u0E7F]/.test(text))
      failures.push(`/metrics with ${label} gave no Thai { message }: ${text}`);
  }

  // One request whose trace is followed: /api/status runs its `select 1` on the database.
  const requestId = `telemetry-${process.pid}-${randomBytes(4).toString('hex')}`;
  const traced = await fetch(`http://127.0.0.1:${serverPorts[0]}/api/status`, { headers: { 'x-request-id': requestId } });
  if (traced.headers.get('x-request-id') !== requestId) failures.push(`the traced request's answer did not keep its x-request-id`);
  for (const port of serverPorts) for (let i = 0; i < 3; i += 1) await fetch(`http://127.0.0.1:${port}/api/`);

  // Prometheus, scraping both every second with the bearer token.
  const config = path.join(workDir, 'prometheus.yml');
  writeFileSync(path.join(workDir, 'metrics-token'), METRICS_TOKEN, { mode: 0o600 });
  writeFileSync(
    config,
    [
      'global: { scrape_interval: 1s, scrape_timeout: 1s, evaluation_interval: 1s }',
      'scrape_configs:',
      '  - job_name: portal',
      `    authorization: { type: Bearer, credentials_file: ${JSON.stringify(path.join(workDir, 'metrics-token'))} }`,
      `    static_configs: [{ targets: [${serverPorts.map((port) => `"127.0.0.1:${port}"`).join(', ')}] }]`,
      '',
    ].join('\n'),
  );
  startChild(
    'prometheus',
    PROMETHEUS,
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(workDir, 'prometheus-data')}`,
      `--web.listen-address=127.0.0.1:${prometheusPort}`,
    ],
    process.env,
  );
  const query = async (expression: string) => {
    const answer = await fetch(`http://127.0.0.1:${prometheusPort}/api/v1/query?query=${encodeURIComponent(expression)}`).catch(() => null);
    if (!answer?.ok) return [];
    const body = (await answer.json()) as { data?: { result?: { metric: Record<string, string>; value: [number, string] }[] } };
    return body.data?.result ?? [];
  };
  const targets = serverPorts.map((port) => `127.0.0.1:${port}`);
  const instancesOf = (results: { metric: Record<string, string>; value: [number, string] }[]) =>
    new Set(results.filter((result) => Number(result.value[1]) > 0).map((result) => result.metric.instance));
  const hasBoth = (instances: Set<string>) => targets.every((target) => instances.has(target));
  const isUp = await waitFor(
    'Prometheus to see both instances up',
    SCRAPE_TIMEOUT_MS,
    async () => hasBoth(instancesOf(await query('up{job="portal"} == 1'))),
    false,
  );
  if (!isUp) failures.push(`Prometheus did not see both instances up: ${JSON.stringify(await query('up'))}`);
  const counted = await waitFor(
    'a request counter of both instances',
    SCRAPE_TIMEOUT_MS,
    async () => hasBoth(instancesOf(await query('sum by (instance) (portal_http_requests_total{route="/api"})'))),
    false,
  );
  if (!counted)
    failures.push(`Prometheus has no request counter of both instances: ${JSON.stringify(await query('portal_http_requests_total'))}`);
  const pool = await query('portal_db_pool_connections{state="idle"}');
  if (!hasBoth(new Set(pool.map((result) => result.metric.instance))))
    failures.push(`no pool gauge of both instances: ${JSON.stringify(pool)}`);
  say(`Prometheus: ${isUp ? 'both up' : 'not both up'}, ${counted ? 'request counters of both' : 'counters missing'}`);

  // The traced request's spans.
  const attribute = (span: OtlpSpan, key: string) => span.attributes?.find((entry) => entry.key === key)?.value.stringValue;
  const tagged = () => spans.filter((span) => attribute(span, 'http.request.id') === requestId);
  const traceComplete = await waitFor(
    "the traced request's spans",
    20_000,
    async () => {
      const traceId = tagged()[0]?.traceId;
      const ofTrace = spans.filter((span) => span.traceId === traceId);
      return ofTrace.some((span) => !span.parentSpanId) && ofTrace.some((span) => span.name.startsWith('pg.query'));
    },
    false,
  );
  const traceId = tagged()[0]?.traceId;
  const ofTrace = spans.filter((span) => span.traceId === traceId);
  const root = ofTrace.find((span) => !span.parentSpanId);
  const queries = ofTrace.filter((span) => span.name.startsWith('pg.query'));
  const byId = new Map(ofTrace.map((span) => [span.spanId, span]));
  const ancestorsOf = (span: OtlpSpan) => {
    const chain: OtlpSpan[] = [];
    for (let at = byId.get(span.parentSpanId ?? ''); at; at = byId.get(at.parentSpanId ?? '')) chain.push(at);
    return chain;
  };
  if (!traceComplete || !root) failures.push(`no complete trace of request ${requestId}: ${spans.length} spans received`);
  else {
    if (root.kind !== 2) failures.push(`the request's root span "${root.name}" is not a SERVER span (kind ${root.kind})`);
    if (!queries.length) failures.push("the request's trace has no database query span");
    for (const span of queries)
      if (!ancestorsOf(span).includes(root))
        failures.push(`query span "${span.name}" is not a descendant of the request span "${root.name}"`);
    const untagged = ofTrace.filter((span) => attribute(span, 'http.request.id') !== requestId);
    if (untagged.length) failures.push(`spans without the request id: ${untagged.map((span) => span.name).join(', ')}`);
    if (!ofTrace.some((span) => attribute(span, 'http.route') === '/api/status')) failures.push('no span names the route /api/status');
    say(`trace ${traceId}: ${ofTrace.length} spans, root "${root.name}", ${queries.length} query span(s), each with the request id`);
  }
  // Prometheus has scraped both instances every second by now: no scrape may have been traced (src/server/tracing).
  const scrapeSpans = spans.filter((span) => {
    const target = attribute(span, 'http.target') ?? attribute(span, 'http.route') ?? span.name;
    return /(^|\s)\/metrics(\?|$)/.test(target);
  });
  if (scrapeSpans.length) failures.push(`${scrapeSpans.length} span(s) of /metrics scrapes were exported, none should be`);
  failures.push(...receiverProblems);
} catch (error) {
  failures.push(`the test itself failed: ${(error as Error).stack ?? error}`);
} finally {
  receiver.close();
  await cleanUp();
}

if (failures.length) {
  console.error(failures.map((failure) => `- ${failure}`).join('\n'));
  console.log(`telemetry: FAILED ${failures.length} check(s); logs in ${logDir}`);
  process.exit(1);
}
console.log(
  `telemetry: ok (2 instances scraped by Prometheus, trace of ${spans.length} spans received) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(0);

/** Polls until the check holds; throws when it never does (or answers false, with `orThrow` false). */
async function waitFor(what: string, timeoutMs: number, check: () => Promise<boolean>, orThrow = true): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(250);
  }
  if (orThrow) throw new Error(`gave up waiting for ${what} after ${timeoutMs / 1000} s`);
  return false;
}
