import type { RouteHandler } from '@/server/http';

export type ApiAnswer<T = any> = { status: number; body: T; headers: Headers; setCookies: string[] };

type CallOptions = {
  /** The request path, used for the URL and its query; route params go in `params`. */
  path?: string;
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  body?: unknown;
  rawBody?: string;
  cookie?: string;
  headers?: Record<string, string>;
};

export const TEST_ORIGIN = 'http://localhost:3000';

/**
 * The language the API answers in (docs/languages.md): English, SPEC §8's words, unless the call sends its own
 * `accept-language`. `{ headers: IN_THAI }` asks for the Thai a screen shows.
 */
export const IN_THAI = { 'accept-language': 'th' } as const;

/**
 * Calls a route handler exactly as Next.js does (a Request and a params promise), without a server.
 * Browser-like by default: same-origin writes carry an Origin header.
 */
export async function callRoute<T = any>(
  method: string,
  handler: RouteHandler | undefined,
  options: CallOptions = {},
): Promise<ApiAnswer<T>> {
  if (!handler) throw new Error(`No ${method} handler`);
  const url = new URL(options.path ?? '/api/test', TEST_ORIGIN);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, item);
  }
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set('cookie', options.cookie);
  if (!headers.has('accept-language')) headers.set('accept-language', 'en');
  if (method !== 'GET' && !headers.has('origin')) headers.set('origin', TEST_ORIGIN);
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  if (hasBody && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const request = new Request(url, { method, headers, body: hasBody ? (options.rawBody ?? JSON.stringify(options.body)) : undefined });
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Non-JSON answers (files, redirects) stay as text.
  }
  return { status: response.status, body: body as T, headers: response.headers, setCookies: response.headers.getSetCookie() };
}

/** `name=value` of a Set-Cookie header, ready to send back. */
export function cookieFrom(setCookies: string[], name: string): string | undefined {
  const header = setCookies.find((cookie) => cookie.startsWith(`${name}=`));
  return header?.split(';')[0];
}
