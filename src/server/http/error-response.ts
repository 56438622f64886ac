import { z } from 'zod';
import { AppError } from '@/server/errors';
import { constraintMessage } from './constraint-messages';
import { describeIssues } from '@/server/validation';

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

export function errorResponse(error: unknown): Response {
  if (error instanceof AppError) {
    return Response.json({ message: error.message, ...error.extra }, { status: error.status, headers: error.headers });
  }
  if (error instanceof z.ZodError) {
    return Response.json({ message: describeIssues(error, ''), issues: error.issues }, { status: 400 });
  }
  const databaseError = findDatabaseError(error);
  const known = databaseError?.code ? DATABASE_ERROR_STATUS[databaseError.code] : undefined;
  if (known) {
    const [status, message] = known;
    return Response.json({ message: constraintMessage(databaseError!.code!, databaseError?.constraint, message, databaseError?.detail) }, { status });
  }
  console.error('Unexpected error', error);
  return Response.json({ message: 'Internal server error' }, { status: 500 });
}
