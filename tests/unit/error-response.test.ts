import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConflictError, NotFoundError, ServiceUnavailableError, UnauthenticatedError } from '@/server/errors';
import pg from 'pg';
import { DATABASE_UNAVAILABLE_MESSAGE, errorResponse, isDatabaseUnavailable } from '@/server/http/error-response';
import '@/server/validation';

afterEach(() => vi.restoreAllMocks());

async function read(response: Response) {
  return { status: response.status, body: await response.json() };
}

describe('errorResponse', () => {
  it('answers an AppError with its status, its message and its extra fields', async () => {
    expect(await read(errorResponse(new NotFoundError('Student not found')))).toEqual({
      status: 404,
      body: { message: 'Student not found' },
    });
    expect(await read(errorResponse(new UnauthenticatedError()))).toEqual({ status: 401, body: { message: 'Unauthenticated' } });
    expect(await read(errorResponse(new ServiceUnavailableError()))).toEqual({ status: 503, body: { message: 'Service unavailable' } });
    expect(await read(errorResponse(new ConflictError('Duplicate', { studentIds: ['1'] })))).toEqual({
      status: 409,
      body: { message: 'Duplicate', studentIds: ['1'] },
    });
  });

  it('answers a zod error with 400, a readable message and the issues', async () => {
    const result = z.object({ name: z.string() }).safeParse({});
    const { status, body } = await read(errorResponse(result.error));
    expect(status).toBe(400);
    expect(body.message).toBe('name: Required');
    expect(body.issues).toHaveLength(1);
  });

  it.each([
    ['23505', 409, 'Already exists'],
    ['23503', 400, 'Refers to a record that does not exist'],
    ['23514', 400, 'Value out of the allowed range'],
    ['22P02', 400, 'Invalid value'],
    ['22021', 400, 'Text contains a character that cannot be stored'],
  ])('maps the database error %s, wrapped by drizzle, to %i', async (code, status, message) => {
    const wrapped = Object.assign(new Error('Failed query: insert …'), {
      cause: Object.assign(new Error('duplicate key'), { code, constraint: 'some_constraint' }),
    });
    // An unknown constraint answers the generic message alone: its raw name is never shown.
    expect(await read(errorResponse(wrapped))).toEqual({ status, body: { message } });
  });

  it.each([
    ['23505', 'universities_universityName_unique', undefined, 409, 'Already exists: a university with this name'],
    ['23505', 'enrollments_session_id_student_id_pk', undefined, 409, 'Already exists: the student is already enrolled in this session'],
    [
      '23503',
      'students_faculty_id_faculties_faculty_id_fk',
      'Key (faculty_id)=(99) is not present in table "faculties".',
      400,
      'Refers to a faculty that does not exist',
    ],
    ['23503', 'openings_session_id_sessions_session_id_fk', undefined, 400, 'Refers to a session that does not exist'],
    [
      '23503',
      'students_faculty_id_faculties_faculty_id_fk',
      'Key (faculty_id)=(1) is still referenced from table "students".',
      400,
      'Still in use: other records refer to it',
    ],
    ['23514', 'openings_quota_positive', undefined, 400, 'Value out of the allowed range: the quota must be 1 or more'],
  ])('says what the database rule %s %s means in words', async (code, constraint, detail, status, message) => {
    const wrapped = Object.assign(new Error('Failed query: insert into "secret_table" …'), {
      cause: Object.assign(new Error('violates'), { code, constraint, detail }),
    });
    const { body } = await read(errorResponse(wrapped));
    expect({ status: errorResponse(wrapped).status, body }).toEqual({ status, body: { message } });
    expect(body.message).not.toContain(constraint);
  });

  it('answers 500 with a generic message for anything else, without leaking it, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const secret = new Error('password=hunter2 at db.internal:5432');
    expect(await read(errorResponse(secret))).toEqual({ status: 500, body: { message: 'Internal server error' } });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toMatch(/"event":"http.unexpected_error".*"message":"password=hunter2 at db.internal:5432"/);
  });

  it('does not take an unknown SQLSTATE, or a code that is not one, for a known database error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await read(errorResponse(Object.assign(new Error('x'), { code: 'P0001' })))).status).toBe(500);
    expect((await read(errorResponse(Object.assign(new Error('x'), { code: 'EWHATEVER' })))).status).toBe(500);
    expect((await read(errorResponse(Object.assign(new Error('object is in use'), { code: '55000' })))).status).toBe(500);
  });
});

describe('errorResponse when the database is unreachable', () => {
  const wrap = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

  it('answers 503 { message } in Thai with Retry-After to a refused connection (a real one, from the driver)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Port 1 on the loopback: nothing listens there, so the connect is refused at once.
    const client = new pg.Client({ connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 2000 });
    const refused = await client.connect().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeDefined();
    const answer = errorResponse(wrap(refused));
    expect(await read(answer)).toEqual({ status: 503, body: { message: DATABASE_UNAVAILABLE_MESSAGE } });
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0][0]).not.toContain('select 1');
  });

  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['08006', 'connection failure'],
    ['53300', 'sorry, too many clients already'],
    ['57P03', 'the database system is starting up'],
    ['57P03', 'the database system is shutting down'],
    ['57P03', 'the database system is in recovery mode'],
    ['25006', 'cannot execute UPDATE in a read-only transaction'],
    ['08001', 'no read-write server among 127.0.0.1:5432, 127.0.0.1:5433'],
    ['55000', 'database "portal" is not currently accepting connections'],
    ['40P01', 'deadlock detected'],
  ])('answers 503 to SQLSTATE %s (%s)', async (code, message) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await read(errorResponse(wrap(Object.assign(new Error(message), { code }))))).toEqual({
      status: 503,
      body: { message: DATABASE_UNAVAILABLE_MESSAGE },
    });
  });

  it.each([
    'Connection terminated unexpectedly',
    'timeout exceeded when trying to connect',
    'Connection terminated due to connection timeout',
  ])('answers 503 to the driver failure "%s"', async (message) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(isDatabaseUnavailable(wrap(new Error(message)))).toBe(true);
    expect(errorResponse(wrap(new Error(message))).status).toBe(503);
  });

  it('keeps a bad request a 4xx and a bug a 500', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(isDatabaseUnavailable(wrap(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
  });
});
