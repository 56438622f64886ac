import 'server-only';

/**
 * What an error may show in the server log. A failed query's error (drizzle's DrizzleQueryError) carries the
 * statement's parameters (names, e-mail addresses, password hashes, tokens) in its message and its `params`, and
 * PostgreSQL's own error may quote a value in `detail`: the log gets the statement, the SQLSTATE and the message,
 * never the values. The stack keeps its frames, without the message line.
 */
export function loggableError(error: unknown, depth = 0): Record<string, unknown> | string {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) return String(error);
  const candidate = error as Error & { query?: unknown; params?: unknown; code?: unknown; constraint?: unknown; cause?: unknown };
  const isFailedQuery = typeof candidate.query === 'string' && 'params' in candidate;
  const message = isFailedQuery ? `Failed query: ${candidate.query as string}` : redactTokens(String(candidate.message ?? ''));
  const entry: Record<string, unknown> = { name: candidate.name, message };
  if (typeof candidate.code === 'string') entry.code = candidate.code;
  if (typeof candidate.constraint === 'string') entry.constraint = candidate.constraint;
  if (typeof candidate.stack === 'string')
    entry.stack = candidate.stack
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n');
  if (candidate.cause !== undefined && depth < 3) entry.cause = loggableError(candidate.cause, depth + 1);
  return entry;
}

/** One JSON line on stderr for an error the server could not answer for: what an operator needs, and no personal data. */
export function logError(event: string, error: unknown, extra: Record<string, unknown> = {}): void {
  console.error(JSON.stringify({ time: new Date().toISOString(), level: 'error', event, ...extra, error: loggableError(error) }));
}

/** Query parameters that are credentials: an unsubscribe or verification token, a file link's signature, an OAuth code. */
const SECRET_PARAMETERS =
  /([?&](?:token|signature|share|code|state|access_token|refresh_token|client_secret|code_verifier|secret)=)[^&#\s"']*/gi;
/** A path segment that is a capability: a UUID (profile tokens) or a long random token (with a digit, unlike a route's words). */
const SECRET_SEGMENT =
  /\/(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|(?=[A-Za-z_-]*[0-9])[A-Za-z0-9_-]{32,})(?=[/?#]|$)/gi;

/** A URL, path or message with its tokens replaced by `[redacted]`. */
export function redactTokens(text: string): string {
  return text.replace(SECRET_PARAMETERS, '$1[redacted]').replace(SECRET_SEGMENT, '/[redacted]');
}
