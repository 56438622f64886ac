import { beforeAll, describe, expect, it } from 'vitest';
import { POST as postUniversity } from '@/app/api/admin/universities/route';
import { POST as signIn } from '@/app/api/auth/signin/route';
import { POST as acceptUpload } from '@/app/api/files/upload/[slotId]/route';
import { POST as submitConsent } from '@/app/api/idp/submit/route';
import { POST as revoke } from '@/app/api/oauth/revoke/route';
import { POST as token } from '@/app/api/oauth/token/route';
import { POST as studentUpload } from '@/app/api/student/upload/route';
import type { Database } from '@/db/client';
import type { RouteHandler } from '@/server/http';
import { callRoute, TEST_ORIGIN } from '../../support/api';
import { createPeopleOfEveryRole } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { setUpTemporaryFilesDir, type Slot } from '../files/file-support';

/*
 * Every body is read as a stream with a cap, and refused with 413 as soon as it passes it,
 * so a client cannot make the server buffer a body of any size, even one sent chunked (no Content-Length)
 * to the endpoints that need no login.
 */

setUpTemporaryFilesDir();
let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
});

const MB = 1024 * 1024;
const HUGE = 400 * MB;

/** A chunked body of `total` bytes made as it is read (1 MB chunks of one reused buffer), counting what was pulled. */
function lazyBody(total: number, head: Uint8Array = new Uint8Array(0)) {
  const chunk = new Uint8Array(MB).fill(0x61);
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled === 0 && head.byteLength > 0) {
        counter.pulled += head.byteLength;
        return controller.enqueue(head);
      }
      if (counter.pulled >= total) return controller.close();
      counter.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

async function postChunked(
  handler: RouteHandler,
  path: string,
  contentType: string,
  options: { cookie?: string; params?: Record<string, string>; head?: Uint8Array } = {},
) {
  const { stream, counter } = lazyBody(HUGE, options.head);
  // SPEC §8's English, as callRoute asks for.
  const headers = new Headers({ 'content-type': contentType, origin: TEST_ORIGIN, 'accept-language': 'en' });
  if (options.cookie) headers.set('cookie', options.cookie);
  const request = new Request(new URL(path, TEST_ORIGIN), { method: 'POST', headers, body: stream, duplex: 'half' } as RequestInit);
  global.gc?.();
  const before = process.memoryUsage();
  const response = await handler(request, { params: Promise.resolve(options.params ?? {}) });
  const after = process.memoryUsage();
  const text = await response.text();
  return {
    status: response.status,
    body: JSON.parse(text),
    pulled: counter.pulled,
    rssGrowth: after.rss - before.rss,
    arrayBuffersGrowth: after.arrayBuffers - before.arrayBuffers,
  };
}

function expectStoppedEarly(answer: { pulled: number; rssGrowth: number; arrayBuffersGrowth: number }, cap: number) {
  // The reading stopped a couple of chunks past the cap, far from the 400 MB offered, and memory stayed flat.
  expect(answer.pulled).toBeLessThan(cap + 4 * MB);
  expect(answer.rssGrowth).toBeLessThan(100 * MB);
  expect(answer.arrayBuffersGrowth).toBeLessThan(100 * MB);
}

describe('JSON bodies (1 MB unless the route declares more)', () => {
  it('refuses a chunked 400 MB body to signin (no login needed) with 413, without reading it', async () => {
    const answer = await postChunked(signIn, '/api/auth/signin', 'application/json');
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ message: `Request body is larger than the limit of ${MB} bytes`, maxSizeByte: MB });
    expectStoppedEarly(answer, MB);
  });

  it('refuses a chunked 400 MB body to a signed-in write with 413', async () => {
    const answer = await postChunked(postUniversity, '/api/admin/universities', 'application/json', { cookie: people.admin.cookie });
    expect(answer.status).toBe(413);
    expectStoppedEarly(answer, MB);
  });

  it('refuses a declared Content-Length over the limit before reading', async () => {
    const body = JSON.stringify({ universityName: 'x'.repeat(MB) });
    const answer = await callRoute('POST', postUniversity, {
      path: '/api/admin/universities',
      rawBody: body,
      cookie: people.admin.cookie,
      headers: { 'content-length': String(body.length) },
    });
    expect(answer.status).toBe(413);
  });

  it('still reads a body just under the limit (and validates it)', async () => {
    const answer = await callRoute('POST', postUniversity, {
      path: '/api/admin/universities',
      rawBody: JSON.stringify({ universityName: 'x'.repeat(MB - 100) }),
      cookie: people.admin.cookie,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^body\.universityName/);
  });
});

describe('OAuth form bodies (64 KB)', () => {
  it.each([
    ['/api/oauth/token', token],
    ['/api/oauth/revoke', revoke],
  ] as const)('%s refuses a chunked 400 MB form with 413 invalid_request', async (path, handler) => {
    const answer = await postChunked(handler, path, 'application/x-www-form-urlencoded');
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ error: 'invalid_request', message: 'Request body is larger than the limit of 65536 bytes' });
    expectStoppedEarly(answer, 64 * 1024);
  });

  it('/api/idp/submit refuses a chunked 400 MB form with 413', async () => {
    const answer = await postChunked(submitConsent, '/api/idp/submit', 'application/x-www-form-urlencoded', {
      cookie: people.student.cookie,
    });
    expect(answer.status).toBe(413);
    expectStoppedEarly(answer, 64 * 1024);
  });
});

describe('uploads (the slot limit plus multipart overhead)', () => {
  it('refuses a chunked 400 MB multipart body to a slot with 413, without reading it', async () => {
    const slot = (await callRoute<Slot>('POST', studentUpload, { cookie: people.student.cookie, body: { type: 'STUDENT_PORTFOLIO' } }))
      .body;
    const boundary = 'x-boundary';
    const fields = Object.entries(slot.fields).map(
      ([key, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
    );
    const head = new TextEncoder().encode(
      `${fields.join('')}--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.pdf"\r\ncontent-type: application/pdf\r\n\r\n%PDF-1.7\n`,
    );
    const slotId = slot.url.split('/').at(-1)!;
    const answer = await postChunked(acceptUpload, slot.url, `multipart/form-data; boundary=${boundary}`, {
      cookie: people.student.cookie,
      params: { slotId },
      head,
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ message: `File is larger than the limit of ${4 * MB} bytes`, maxSizeByte: 4 * MB });
    expectStoppedEarly(answer, 4 * MB + 16 * 1024);
  });
});
