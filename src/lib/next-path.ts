/**
 * Where a person goes after signing in (`/login?next=…`, docs/decisions.md "Sign-in returns people where they were
 * going"). Only a path of the portal is ever followed, so `next` cannot become an open redirect: anything else
 * falls back to `/`. Pure, for the proxy, the pages and the browser alike.
 */

export const HOME_PATH = '/';
/** The request header the proxy sets on every page request (always overwriting): the page's own path and query. */
export const PORTAL_PATH_HEADER = 'x-portal-path';
/** Longer is no deep link a person followed; it would also not fit the course platform's `state`. */
export const MAX_NEXT_PATH_LENGTH = 1024;
const PROBE_ORIGIN = 'https://portal.invalid';
/** Not pages a person was going to: the API, Next.js's own files, and the sign-in screens themselves (a loop). */
const NOT_DESTINATIONS = [/^\/api(\/|$)/i, /^\/_next(\/|$)/i, /^\/login(\/|$)/i];

/**
 * `raw` when it is a relative path of the portal, else `/`. Answers the parsed path, query and fragment, so what
 * is followed is what was checked, and the checks are made on that answer, not only on `raw`: dot segments
 * (`/..//evil.example`, `/%2e%2e//evil.example`) parse to a path that starts with `//`, which a browser reads as
 * another host. See isPortalPath for what a portal path is.
 */
export function safeNextPath(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_NEXT_PATH_LENGTH) return HOME_PATH;
  if (!isPortalPath(raw)) return HOME_PATH;
  const parsed = new URL(raw, PROBE_ORIGIN);
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  if (NOT_DESTINATIONS.some((pattern) => pattern.test(parsed.pathname))) return HOME_PATH;
  // The answer must itself be a portal path that parses to itself: a browser following it lands where we checked.
  if (path.length > MAX_NEXT_PATH_LENGTH || !isPortalPath(path)) return HOME_PATH;
  const reparsed = new URL(path, PROBE_ORIGIN);
  if (`${reparsed.pathname}${reparsed.search}${reparsed.hash}` !== path) return HOME_PATH;
  return path;
}

/**
 * Starts with exactly one `/` (not `//` or `/\`, which browsers read as another host), has no control characters,
 * spaces or backslashes (browsers drop tabs and newlines, so `/\t/evil.example` would become `//evil.example`, and
 * read `\` as `/`), and stays on the portal's origin once parsed.
 */
function isPortalPath(text: string): boolean {
  if (!text.startsWith('/') || text.startsWith('//') || text.startsWith('/\\')) return false;
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(text)) return false;
  try {
    return new URL(text, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/** `/login`, with `?next=` when the person was going somewhere other than home. */
export function loginPath(next: unknown): string {
  const safe = safeNextPath(next);
  return safe === HOME_PATH ? '/login' : `/login?next=${encodeURIComponent(safe)}`;
}

/**
 * The course platform's sign-in sends back only `code` and `state`, so `next` travels inside the state:
 * `<random binding>.<next as base64url>`. The whole state is still the browser binding the server checks against
 * its login-flow cookie, so a state nobody started is refused before `next` is read.
 */
export function stateWithNextPath(binding: string, next: unknown): string {
  const safe = safeNextPath(next);
  return safe === HOME_PATH ? binding : `${binding}.${toBase64Url(safe)}`;
}

/** The portal path carried in a state made by stateWithNextPath, checked again; `/` when there is none. */
export function nextPathFromState(state: string | undefined): string {
  if (!state) return HOME_PATH;
  const separator = state.indexOf('.');
  if (separator < 0) return HOME_PATH;
  try {
    return safeNextPath(fromBase64Url(state.slice(separator + 1)));
  } catch {
    return HOME_PATH;
  }
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded)) throw new Error('not base64url');
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)));
}
