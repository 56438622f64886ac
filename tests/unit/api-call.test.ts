import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from '@/lib/api-call';

/* The typed client against a real HTTP server that answers with what it received. */

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      response.writeHead(request.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ method: request.method, url: request.url, body: body ? JSON.parse(body) : null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL, init?: RequestInit) =>
    realFetch(typeof input === 'string' && input.startsWith('/') ? `${origin}${input}` : input, init),
  );
});
afterEach(() => vi.unstubAllGlobals());

type Echo = { method: string; url: string; body: unknown };

describe('apiCall', () => {
  it('sends the operation’s method to its path under /api, with the ids escaped into it', async () => {
    const echo = (await apiCall('POST /admin/admins/{platformUid}/disable', { params: { platformUid: 'a b/ก' } })) as unknown as Echo;
    expect(echo).toEqual({ method: 'POST', url: `/api/admin/admins/${encodeURIComponent('a b/ก')}/disable`, body: null });
  });

  it('sends the body as JSON and the query as repeated keys, leaving out empty values', async () => {
    const posted = (await apiCall('POST /admin/admins', { body: { platformUid: 'uid-1' } })) as unknown as Echo;
    expect(posted).toEqual({ method: 'POST', url: '/api/admin/admins', body: { platformUid: 'uid-1' } });

    const listed = (await apiCall('GET /admin/admins', { query: { page: 2, limit: undefined } })) as unknown as Echo;
    expect(listed.url).toBe('/api/admin/admins?page=2');
  });
});
