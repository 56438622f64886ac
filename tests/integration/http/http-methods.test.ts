import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as catchAll from '@/app/api/[...path]/route';
import type { RefusingHandler } from '@/server/http/method-not-allowed';
import { callRoute } from '../../support/api';
import { CATALOGUES } from '@/i18n/catalogues';

/*
 * SPEC §8: every API answer is `{ message }` JSON. Next.js answers a method a route module does not
 * export with a bare 405 and an unknown path with its HTML page, so every route module must export its
 * other methods through methodsNotAllowed, and src/app/api/[...path] catches unknown paths.
 */

const API_ROOT = path.join(process.cwd(), 'src/app/api');
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function routeFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

const files = routeFiles(API_ROOT)
  .filter((file) => !file.includes('[...path]'))
  .map((file) => path.relative(API_ROOT, file))
  .sort();

type Module = Partial<
  Record<
    (typeof METHODS)[number] | 'OPTIONS',
    ((request: Request, context: never) => Promise<Response> | Response) & { definition?: unknown; refuses?: string }
  >
>;

describe('a method a route does not serve answers 405 { message } with an Allow header', () => {
  it('finds the route modules', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(files)('%s', async (file) => {
    const routeModule = (await import(path.join(API_ROOT, file))) as Module;
    const served = METHODS.filter((method) => routeModule[method]?.definition);
    expect(served.length, 'every handler goes through route()').toBeGreaterThan(0);
    const allow = [...served, ...(served.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].sort().join(', ');
    const urlPath = `/api/${path.dirname(file).replace(/\[[^\]]+\]/g, '1')}`;

    for (const method of METHODS) {
      if (served.includes(method) || (method === 'HEAD' && served.includes('GET'))) continue;
      const handler = routeModule[method] as RefusingHandler | undefined;
      expect(handler?.refuses, `${method} must be exported through methodsNotAllowed`).toBe('method');
      const response = handler!(new Request(`http://localhost:3000${urlPath}`, { method, headers: { 'accept-language': 'en' } }));
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe(allow);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ message: `Method ${method} is not allowed here; allowed: ${allow}` });
    }
    // OPTIONS too: Next.js's own would count the refusing handlers as served.
    const options = (routeModule.OPTIONS as RefusingHandler | undefined)?.(
      new Request(`http://localhost:3000${urlPath}`, { method: 'OPTIONS' }),
    );
    expect(options?.status).toBe(204);
    expect(options?.headers.get('allow')).toBe(allow);
  });
});

describe('an /api path no route serves answers 404 { message }', () => {
  it.each(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const)('%s', async (method) => {
    const handler = (catchAll as Module)[method] as RefusingHandler;
    const response = handler(new Request('http://localhost:3000/api/sessions/5/unknown', { method, headers: { 'accept-language': 'en' } }));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ message: 'Not found' });
  });

  it('in Thai when the caller names no language', async () => {
    const response = ((catchAll as Module).GET as RefusingHandler)(new Request('http://localhost:3000/api/sessions/5/unknown'));
    expect(await response.json()).toEqual({ message: CATALOGUES.th.ApiMessages.notFound });
  });

  it('is not a route() handler, so it never reads the login', async () => {
    const answer = await callRoute('GET', catchAll.GET as never, { path: '/api/nowhere', cookie: 'portal_session=forged' });
    expect(answer.status).toBe(404);
    expect(answer.setCookies).toEqual([]);
  });
});
