import { portalMetrics } from './registry';

type Params = Record<string, string | string[] | undefined>;

/**
 * The route's pattern (`/api/sessions/[sessionId]/demand`) from the path and the params Next.js matched, so that
 * a label never holds an id (which would make one series per record). Next.js numbers the params in the order of
 * their segments, so each is looked for after the previous one; a catch-all's values replace their whole run.
 * A route handler is not told its own file, and this needs no list of routes to keep in step.
 */
export function routePatternOf(pathname: string, params: Params): string {
  const segments = pathname.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  let from = 1;
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const run = Array.isArray(value) ? value : [value];
    const at = segments.findIndex((_, index) => index >= from && run.every((part, offset) => segments[index + offset] === part));
    if (at < 0 || run.length === 0) return 'unmatched';
    segments.splice(at, run.length, Array.isArray(value) ? `[...${name}]` : `[${name}]`);
    from = at + 1;
  }
  return segments.join('/') || '/';
}

export function recordHttpRequest(entry: { route: string; method: string; status: number; seconds: number }): void {
  const { httpRequests, httpDuration } = portalMetrics();
  const labels = { route: entry.route, method: entry.method, status: String(entry.status) };
  httpRequests.inc(labels);
  httpDuration.observe(labels, entry.seconds);
}
