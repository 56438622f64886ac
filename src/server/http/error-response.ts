import { z } from 'zod';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@/lib/api-client';
import { AppError } from '@/server/errors';
import { constraintMessage } from './constraint-messages';
import { describeIssues } from '@/server/validation';
import { logError } from '@/server/log-safe';
import type { Locale } from '@/i18n/locales';
import { localizeApiMessage } from './api-messages';

type DatabaseError = { code?: string; constraint?: string; detail?: string };

/** Postgres reports a violated rule by its SQLSTATE; drizzle wraps the driver's error in `cause`. */
function findDatabaseError(error: unknown): DatabaseError | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const candidate = current as DatabaseError & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

const DATABASE_ERROR_STATUS: Record<string, [number, string]> = {
  '23505': [409, 'Already exists'],
  '23503': [400, 'Refers to a record that does not exist'],
  '23514': [400, 'Value out of the allowed range'],
  '23502': [400, 'A required value is missing'],
  '22P02': [400, 'Invalid value'],
  // A NUL character (U+0000) in text: PostgreSQL cannot store it in a text column, nor compare with it.
  '22021': [400, 'Text contains a character that cannot be stored'],
  '22003': [400, 'Number out of range'],
  '22001': [400, 'Value too long'],
  '22007': [400, 'Invalid date'],
  '22008': [400, 'Invalid date'],
};

/** What every screen shows when the database cannot be reached; the client may simply try again. */
export const DATABASE_UNAVAILABLE_MESSAGE = SERVICE_UNAVAILABLE_MESSAGE;
const DATABASE_UNAVAILABLE_RETRY_SECONDS = 5;

/**
 * SQLSTATEs of a database that went away or refuses us for now, not of a bad request: connection exceptions
 * (08…), insufficient resources (53…: too many connections, out of memory or disk), operator intervention
 * (57P01 terminated, 57P02 crash, 57P03 starting up, 57014 a statement timeout) and a deadlock or serialization
 * failure (40001, 40P01), which a retry resolves. 55000 only with the message of `ALLOW_CONNECTIONS false`.
 * 25006 (a write in a read-only transaction) is a write that reached a standby during a failover: the portal never
 * writes in a read-only transaction of its own (those only read), so it means "the primary is elsewhere now", and a
 * retry finds it.
 */
function isDatabaseUnavailableCode(code: string, message: string): boolean {
  if (code.startsWith('08') || code.startsWith('53')) return true;
  if (['57P01', '57P02', '57P03', '57014', '40001', '40P01', '25006'].includes(code)) return true;
  return code === '55000' && message.includes('not currently accepting connections');
}

/** The driver's own failures, which carry no SQLSTATE: a refused or dropped socket, a connect timeout. */
const UNREACHABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'terminating connection',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    if (/^[0-9A-Z]{5}$/.test(code) && isDatabaseUnavailableCode(code, message)) return true;
    if (UNREACHABLE_NODE_CODES.has(code)) return true;
    if (UNREACHABLE_MESSAGES.some((known) => message.includes(known))) return true;
    current = candidate.cause;
  }
  return false;
}

/**
 * The `{ message }` answer of a failure (SPEC §8). With a `locale` (the route's, from Accept-Language) the message is
 * written in that language (./api-messages.ts); without one, as it was thrown.
 */
export function errorResponse(error: unknown, locale?: Locale): Response {
  const say = (message: string) => (locale ? localizeApiMessage({ message, locale }) : message);
  if (error instanceof AppError) {
    return Response.json({ message: say(error.message), ...error.extra }, { status: error.status, headers: error.headers });
  }
  if (error instanceof z.ZodError) {
    return Response.json({ message: say(describeIssues(error, '')), issues: error.issues }, { status: 400 });
  }
  const databaseError = findDatabaseError(error);
  const known = databaseError?.code ? DATABASE_ERROR_STATUS[databaseError.code] : undefined;
  if (known) {
    const [status, message] = known;
    return Response.json(
      { message: say(constraintMessage(databaseError!.code!, databaseError?.constraint, message, databaseError?.detail)) },
      { status },
    );
  }
  if (isDatabaseUnavailable(error)) {
    // Logged without the stack: during an outage every request fails the same way, and the cause is what an operator needs.
    // The driver's own error, not drizzle's wrapper (whose message is the whole statement).
    const cause = (findDatabaseError(error) ?? (error as { cause?: unknown })?.cause ?? error) as { code?: string; message?: string };
    console.warn(
      JSON.stringify({
        time: new Date().toISOString(),
        level: 'warn',
        event: 'db.unavailable',
        code: cause?.code,
        message: String(cause?.message ?? error).slice(0, 300),
      }),
    );
    return Response.json(
      { message: say(DATABASE_UNAVAILABLE_MESSAGE) },
      { status: 503, headers: { 'retry-after': String(DATABASE_UNAVAILABLE_RETRY_SECONDS) } },
    );
  }
  logError('http.unexpected_error', error);
  return Response.json({ message: say('Internal server error') }, { status: 500 });
}
