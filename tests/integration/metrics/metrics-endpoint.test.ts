import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST as signIn } from '@/app/api/auth/signin/route';
import { GET as ping } from '@/app/api/route';
import { GET as getDemand } from '@/app/api/sessions/[sessionId]/demand/route';
import { GET as metrics } from '@/app/metrics/route';
import type { DatabaseHandle } from '@/db/client';
import { notifications } from '@/db/schema';
import { callRoute } from '../../support/api';
import { setEnvironment } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await testDatabase();
});

const restorers: (() => void)[] = [];
afterEach(() => {
  while (restorers.length) restorers.pop()!();
});
const withEnvironment = (values: Record<string, string | undefined>) => restorers.push(setEnvironment(values));

const TOKEN = 'metrics-token-of-this-test-0123456789';
const scrape = (headers: Record<string, string> = {}) => callRoute<string>('GET', metrics, { path: '/metrics', headers });
const bearer = { authorization: `Bearer ${TOKEN}` };

/** Each sample line of the text format: a name, labels, a number (https://prometheus.io/docs/instrumenting/exposition_formats/). */
const SAMPLE = /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*",?)*\})? (-?[0-9.e+-]+|NaN|[+-]Inf)$/;

describe('GET /metrics: who may read it', () => {
  it('with METRICS_TOKEN set, answers 401 with a Thai message and a Bearer challenge to a request without it', async () => {
    withEnvironment({ METRICS_TOKEN: TOKEN });
    const answer = await scrape({ 'x-forwarded-for': '127.0.0.1', host: 'localhost' });
    expect(answer.status).toBe(401);
    expect((answer.body as unknown as { message: string }).message).toMatch(/[\u0E00-\u0E7F]/);
    expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(answer.headers.get('x-request-id')).toBeTruthy();
  });

  it('answers 401 invalid_token to a wrong token, also one that is a prefix of the right one', async () => {
    withEnvironment({ METRICS_TOKEN: TOKEN });
    for (const offered of ['wrong', TOKEN.slice(0, -1), `${TOKEN}x`]) {
      const answer = await scrape({ authorization: `Bearer ${offered}` });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toContain('error="invalid_token"');
    }
  });

  it('answers 200 in the Prometheus text format to the right token', async () => {
    withEnvironment({ METRICS_TOKEN: TOKEN });
    const answer = await scrape(bearer);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('without METRICS_TOKEN, refuses everyone in production (403), loopback headers or not: they can be forged', async () => {
    withEnvironment({ METRICS_TOKEN: undefined, NODE_ENV: 'production', TRUST_PROXY: 'false' });
    const answer = await scrape({ 'x-forwarded-for': '127.0.0.1', host: 'localhost:3000' });
    expect(answer.status).toBe(403);
    expect((answer.body as unknown as { message: string }).message).toContain('METRICS_TOKEN');
  });

  it('without METRICS_TOKEN outside production, lets through only a request that names the loopback as its peer and host', async () => {
    withEnvironment({ METRICS_TOKEN: undefined, TRUST_PROXY: 'false' });
    expect((await scrape({ 'x-forwarded-for': '127.0.0.1', host: 'localhost:3000' })).status).toBe(200);
    expect((await scrape({ 'x-forwarded-for': '::1', host: '127.0.0.1:3000' })).status).toBe(200);
    expect((await scrape({ host: 'localhost:3000' })).status).toBe(403);
    expect((await scrape({ 'x-forwarded-for': '10.0.0.5', host: 'localhost:3000' })).status).toBe(403);
    // A second entry means a proxy passed the request on: the first is the client's own word.
    expect((await scrape({ 'x-forwarded-for': '127.0.0.1, 10.0.0.5', host: 'localhost:3000' })).status).toBe(403);
    expect((await scrape({ 'x-forwarded-for': '127.0.0.1', host: 'portal.example.ac.th' })).status).toBe(403);
    withEnvironment({ TRUST_PROXY: 'true' });
    expect((await scrape({ 'x-forwarded-for': '127.0.0.1', host: 'localhost:3000' })).status).toBe(403);
  });

  it('is not written to: other methods answer 405', async () => {
    const { POST } = await import('@/app/metrics/route');
    expect((await callRoute('POST', POST as never, { path: '/metrics' })).status).toBe(405);
  });
});

describe('GET /metrics: what it says', () => {
  it('is valid text format, and counts requests by route pattern, never by the raw path', async () => {
    withEnvironment({ METRICS_TOKEN: TOKEN });
    await callRoute('GET', ping, { path: '/api/' });
    await callRoute('GET', getDemand, { path: '/api/sessions/12345/demand', params: { sessionId: '12345' } });
    const { body: text } = await scrape(bearer);
    for (const line of text.trim().split('\n')) if (line && !line.startsWith('#')) expect(line).toMatch(SAMPLE);
    expect(text).toMatch(/^portal_http_requests_total\{route="\/api\/",method="GET",status="200"\} [1-9]/m);
    expect(text).toMatch(/^portal_http_requests_total\{route="\/api\/sessions\/\[sessionId\]\/demand",method="GET",status="401"\} [1-9]/m);
    expect(text).toMatch(/^portal_http_request_duration_seconds_bucket\{le="\+Inf",route="\/api\/",method="GET",status="200"\} [1-9]/m);
    expect(text).not.toContain('12345');
    for (const name of [
      'portal_logins_total',
      'portal_worker_runs_total',
      'portal_matching_run_duration_seconds',
      'portal_db_query_duration_seconds',
    ])
      expect(text).toContain(`# TYPE ${name} `);
    // Prometheus's own parser, where it is installed (CI installs it for promtool check rules).
    if (existsSync('/usr/bin/promtool')) {
      const check = spawnSync('/usr/bin/promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
      expect(check.stderr + check.stdout).not.toMatch(/error/i);
      expect(check.status).toBe(0);
    }
  });

  it('counts a route without dynamic segments, which Next.js calls with no params at all', async () => {
    withEnvironment({ METRICS_TOKEN: TOKEN });
    const count = (text: string) =>
      Number(/^portal_http_requests_total\{route="\/api\/",method="GET",status="200"\} (\d+)$/m.exec(text)?.[1] ?? 0);
    const before = count((await scrape(bearer)).body);
    const answer = await ping(new Request('http://localhost:3000/api/'), { params: undefined as never });
    expect(answer.status).toBe(200);
    expect(count((await scrape(bearer)).body)).toBe(before + 1);
  });

  it('counts a refused password sign-in as a failure of the password method', async () => {
    withEnvironment({ METRICS_TOKEN: TOKEN });
    const failures = (text: string) => Number(/^portal_logins_total\{method="password",outcome="failure"\} (\d+)$/m.exec(text)?.[1] ?? 0);
    const before = failures((await scrape(bearer)).body);
    const answer = await callRoute('POST', signIn, {
      path: '/api/auth/signin',
      body: { username: 'nobody-of-metrics', password: 'wrong' },
    });
    expect(answer.status).toBe(401);
    expect(failures((await scrape(bearer)).body)).toBe(before + 1);
  });

  it('reads the outbox at the scrape: the e-mails waiting and how long the oldest due one has waited', async () => {
    withEnvironment({ METRICS_TOKEN: TOKEN });
    const before = (await scrape(bearer)).body;
    const depthBefore = Number(/^portal_notification_outbox_depth (\S+)$/m.exec(before)?.[1]);
    expect(depthBefore).toBeGreaterThanOrEqual(0);
    const dueAt = new Date(Date.now() - 90_000);
    await handle.db.insert(notifications).values([
      {
        recipientRole: 'admin',
        recipientId: 'metrics-test',
        kind: 'MATCHING_RUN_FINISHED',
        eventKey: 'metrics-1',
        title: 't',
        body: 'b',
        linkPath: '/',
        emailNextAttemptAt: dueAt,
      },
      {
        recipientRole: 'admin',
        recipientId: 'metrics-test',
        kind: 'MATCHING_RUN_FINISHED',
        eventKey: 'metrics-2',
        title: 't',
        body: 'b',
        linkPath: '/',
        emailStatus: 'SENT',
      },
    ]);
    const after = (await scrape(bearer)).body;
    expect(Number(/^portal_notification_outbox_depth (\S+)$/m.exec(after)?.[1])).toBe(depthBefore + 1);
    expect(Number(/^portal_notification_outbox_oldest_due_seconds (\S+)$/m.exec(after)?.[1])).toBeGreaterThanOrEqual(89);
  });

  it('on PostgreSQL, gives the pool in use, idle and waiting, and times the queries', async () => {
    withEnvironment({ METRICS_TOKEN: TOKEN });
    const { body: text } = await scrape(bearer);
    if (handle.kind !== 'postgres') {
      expect(text).not.toMatch(/^portal_db_pool_connections\{/m);
      return;
    }
    for (const state of ['in_use', 'idle', 'waiting'])
      expect(text).toMatch(new RegExp(`^portal_db_pool_connections\\{state="${state}"\\} \\d+$`, 'm'));
    expect(text).toMatch(/^portal_db_query_duration_seconds_count\{operation="select",outcome="ok"\} [1-9]/m);
  });
});
