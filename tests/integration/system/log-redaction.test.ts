import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/db/client';
import { errorResponse } from '@/server/http/error-response';
import { logError, redactTokens } from '@/server/log-safe';
import { testDatabase } from '../../support/per-file-setup';

let db: Database;
beforeAll(async () => {
  db = (await testDatabase()).db;
});
afterEach(() => vi.restoreAllMocks());

const SECRETS = [
  'สมชาย ใจดี',
  'somchai@example.com',
  '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo',
  'tok_4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c',
];

/** Everything written to the console while `run` runs. */
async function consoleOutput(run: () => Promise<unknown> | unknown): Promise<string> {
  const lines: string[] = [];
  const capture = (...parts: unknown[]) => {
    lines.push(
      parts
        .map((part) => (typeof part === 'string' ? part : `${String(part)} ${JSON.stringify(part)} ${(part as Error)?.stack ?? ''}`))
        .join(' '),
    );
  };
  for (const method of ['error', 'warn', 'log', 'info'] as const) vi.spyOn(console, method).mockImplementation(capture);
  await run();
  return lines.join('\n');
}

async function failingQuery(): Promise<unknown> {
  try {
    // An unknown column: a failure the wrapper answers 500 and logs, with personal data among the parameters.
    await db.execute(
      sql`update accounts set no_such_column = ${SECRETS[0]} where email = ${SECRETS[1]} and password_hash = ${SECRETS[2]} or username = ${SECRETS[3]}`,
    );
  } catch (error) {
    return error;
  }
  throw new Error('the query should have failed');
}

describe('the server log', () => {
  it('shows a failed query (the statement and the SQLSTATE) without its parameters', async () => {
    const error = await failingQuery();
    expect(String((error as Error).message)).toContain(SECRETS[1]); // drizzle's own message has them…
    let status = 0;
    const output = await consoleOutput(() => {
      status = errorResponse(error).status;
    });
    expect(status).toBe(500);
    expect(output).toContain('http.unexpected_error');
    expect(output).toContain('Failed query: update accounts set no_such_column');
    expect(output).toContain('42703');
    for (const secret of SECRETS) expect(output).not.toContain(secret); // …the log has none of them.
  });

  it('logs other failures through the same filter', async () => {
    const error = await failingQuery();
    const output = await consoleOutput(() => logError('export.stream_failed', error));
    for (const secret of SECRETS) expect(output).not.toContain(secret);
  });

  it('keeps capability tokens of URLs out: unsubscribe links, file signatures, OAuth codes, profile tokens', () => {
    const redacted = [
      '/unsubscribe?token=eyJyIjoic3R1ZGVudCJ9.1799999999.abcDEF123_-',
      '/api/files/12?expires=1799999999&signature=Zm9vYmFyYmF6cXV4&share=student:transcript:1b4e28ba-2fa1-11d2-883f-0016d3cca427',
      '/?code=SplxlOBeZQQYbYS6WxSbIA&state=af0ifjsldkj&next=%2F',
      '/api/public/files/company/logo/1b4e28ba-2fa1-11d2-883f-0016d3cca427',
      '/verify-email?token=Qk3x8vN2pL7mR4tY9wE1aS6dF0gH5jK2lZ8xC3vB7nM',
    ].map(redactTokens);
    expect(redacted).toEqual([
      '/unsubscribe?token=[redacted]',
      '/api/files/12?expires=1799999999&signature=[redacted]&share=[redacted]',
      '/?code=[redacted]&state=[redacted]&next=%2F',
      '/api/public/files/company/logo/[redacted]',
      '/verify-email?token=[redacted]',
    ]);
    expect(redactTokens('/api/admin/reports/opening-applications-by-company/3/1')).toBe(
      '/api/admin/reports/opening-applications-by-company/3/1',
    );
  });
});
