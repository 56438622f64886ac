import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { postToSlot, UPLOAD_INACTIVITY_MS, UploadStalledError } from '@/components/files/upload-client';
import { uploadText } from '@/components/files/upload-text';
import { downloadReport } from '@/components/reports/download-report';
import { translatorFor } from '@/i18n/translator';
import { ApiError, apiFetch, checkAnswer, NETWORK_ERROR_MESSAGE, UnexpectedStatusError } from '@/lib/api-client';

/*
 * The browser's data layer (SPEC §8) against a real HTTP server: each path answers the status and body its
 * name says, so every check below goes through a real answer. fetch and XMLHttpRequest are the browser's; here
 * they reach the test server (the browser's relative `/api…` resolved against it).
 */

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
const ANSWERS: Record<string, Answer> = {
  '/api/ok': { status: 200, body: { value: 1 } },
  '/api/created': { status: 201, body: { id: 7 } },
  '/api/no-content': { status: 204 },
  '/api/conflict': { status: 409, body: { message: 'มีอยู่แล้ว' } },
  '/api/invalid-cookie': { status: 409, body: { message: 'Invalid cookie' } },
  '/api/bad-gateway': { status: 502, headers: { 'content-type': 'text/html' } },
  '/api/report': {
    status: 200,
    body: 'a,b\n1,2\n',
    headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="r.csv"' },
  },
  '/api/forbidden': { status: 403, body: { message: 'ไม่มีสิทธิ์' } },
  '/upload/created': { status: 201, body: { received: true } },
  '/upload/invalid-cookie': { status: 409, body: { message: 'Invalid cookie' } },
  '/upload/accepted': { status: 202, body: {} },
  '/upload/too-large': { status: 413, body: { message: 'File too large' } },
};

let server: Server;
let origin: string;
const reload = vi.fn();

beforeAll(async () => {
  server = createServer((request, response) => {
    const answer = ANSWERS[(request.url ?? '').split('?')[0]] ?? { status: 404, body: { message: 'Not found' } };
    request.resume();
    request.on('end', () => {
      const text = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(answer.status === 204 ? undefined : text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The browser's XMLHttpRequest, as much of it as postToSlot uses, carried by a real fetch to the server. */
class BrowserLikeXhr {
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private url = '';
  private method = 'GET';
  private headers: Record<string, string> = {};
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {}
  send(body: FormData) {
    fetch(new URL(this.url, origin), { method: this.method, headers: this.headers, body })
      .then(async (response) => {
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      })
      .catch(() => this.onerror?.());
  }
}

beforeEach(() => {
  reload.mockClear();
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL, init?: RequestInit) =>
    realFetch(typeof input === 'string' && input.startsWith('/') ? `${origin}${input}` : input, init),
  );
  vi.stubGlobal('window', { location: { reload } });
  vi.stubGlobal('XMLHttpRequest', BrowserLikeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiFetch', () => {
  it('answers the body of an expected status: 200 by default, 200 or 201 for a POST', async () => {
    expect(await apiFetch('/ok')).toEqual({ value: 1 });
    expect(await apiFetch('/created', { method: 'POST' })).toEqual({ id: 7 });
    expect(await apiFetch('/no-content', { expectedStatuses: [204] })).toBeUndefined();
  });

  it('raises a success status the caller did not expect as an error listing the expected statuses', async () => {
    const error = await caught(apiFetch('/created'));
    expect(error).toBeInstanceOf(UnexpectedStatusError);
    expect(error.status).toBe(201);
    expect(error.expectedStatuses).toEqual([200]);
    expect(error.message).toBe('Unexpected status 201; expected 200');

    const noContent = await caught(apiFetch('/no-content', { method: 'POST' }));
    expect(noContent.message).toBe('Unexpected status 204; expected 200 or 201');
  });

  it("keeps the server's message on an error status and still lists the expected statuses", async () => {
    const error = await caught(apiFetch('/conflict', { method: 'POST', expectedStatuses: [201] }));
    expect([error.status, error.message, error.expectedStatuses]).toEqual([409, 'มีอยู่แล้ว', [201]]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('names the expected statuses when an error answer has no message (a proxy page)', async () => {
    const error = await caught(apiFetch('/bad-gateway'));
    expect([error.status, error.message]).toEqual([502, 'Unexpected status 502; expected 200']);
  });

  it('reloads the page on 409 Invalid cookie', async () => {
    const error = await caught(apiFetch('/invalid-cookie', { method: 'POST' }));
    expect(error.status).toBe(409);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('turns a network failure into 500 Network Error', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed')));
    const error = await caught(apiFetch('/ok'));
    expect([error.status, error.message]).toEqual([500, NETWORK_ERROR_MESSAGE]);
  });
});

describe('report downloads', () => {
  it('reload the page on 409 Invalid cookie, as every other call does', async () => {
    const error = await caught(downloadReport('/invalid-cookie', 'r.csv'));
    expect(error.status).toBe(409);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('raise any other status with its message and the expected status', async () => {
    const error = await caught(downloadReport('/forbidden', 'r.csv'));
    expect([error.status, error.message, error.expectedStatuses]).toEqual([403, 'ไม่มีสิทธิ์', [200]]);
    const created = await caught(downloadReport('/created', 'r.csv'));
    expect(created).toBeInstanceOf(UnexpectedStatusError);
    expect(created.message).toBe('Unexpected status 201; expected 200');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('file uploads', () => {
  const slot = (path: string) => ({ url: path, contentType: 'text/csv', maxSizeByte: 1024, fields: { signature: 'x' } });
  const file = new File(['a,b\n'], 'list.csv', { type: 'text/csv' });

  it("resolve with the slot's answer on 201", async () => {
    expect(await postToSlot(slot('/upload/created'), file, () => {})).toEqual({ received: true });
  });

  it('reload the page on 409 Invalid cookie, as every other call does', async () => {
    const error = await caught(postToSlot(slot('/upload/invalid-cookie'), file, () => {}));
    expect(error.status).toBe(409);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('raise an unexpected status with the expected ones, and an error status with its message', async () => {
    const accepted = await caught(postToSlot(slot('/upload/accepted'), file, () => {}));
    expect(accepted).toBeInstanceOf(UnexpectedStatusError);
    expect(accepted.message).toBe('Unexpected status 202; expected 200 or 201');
    const tooLarge = await caught(postToSlot(slot('/upload/too-large'), file, () => {}));
    expect([tooLarge.status, tooLarge.message, tooLarge.expectedStatuses]).toEqual([413, 'File too large', [200, 201]]);
    expect(reload).not.toHaveBeenCalled();
  });
});

/** An XMLHttpRequest whose transfer the test drives: progress when the test says so, and never an answer. */
class StallingXhr {
  static last: StallingXhr | undefined;
  isAborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onprogress: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  withCredentials = false;
  open() {}
  setRequestHeader() {}
  send() {
    StallingXhr.last = this;
  }
  abort() {
    this.isAborted = true;
  }
  progress(loaded: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 });
  }
}

describe('file uploads that stop moving', () => {
  const slot = { url: '/upload/stall', contentType: 'text/csv', maxSizeByte: 1024, fields: {} };
  const file = new File(['a,b\n'], 'list.csv', { type: 'text/csv' });

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('XMLHttpRequest', StallingXhr);
  });
  afterEach(() => vi.useRealTimers());

  it('are given up after 10 s without progress, counted from the last progress, with a message in the page’s language', async () => {
    expect(UPLOAD_INACTIVITY_MS).toBe(10_000);
    const fractions: number[] = [];
    let outcome: unknown = 'pending';
    postToSlot(slot, file, (fraction) => fractions.push(fraction)).then(
      () => (outcome = 'resolved'),
      (error: unknown) => (outcome = error),
    );
    const request = StallingXhr.last!;
    await vi.advanceTimersByTimeAsync(9_000);
    request.progress(40);
    await vi.advanceTimersByTimeAsync(9_000);
    request.progress(80);
    await vi.advanceTimersByTimeAsync(9_999);
    // 27 s in all, but never 10 s without progress: a slow upload that moves keeps going.
    expect(outcome).toBe('pending');
    expect(fractions).toEqual([0.4, 0.8]);

    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(UploadStalledError);
    expect((outcome as UploadStalledError).status).toBe(500);
    expect(request.isAborted).toBe(true);
    const messageIn = (locale: 'th' | 'en') =>
      uploadText(translatorFor({ locale, namespace: 'UploadErrors' })).uploadErrorMessage(outcome, 'CSV', 1024);
    expect(messageIn('th')).toMatch(/^การอัปโหลดหยุดค้างนานเกิน 10 วินาที/);
    expect(messageIn('en')).toMatch(/^The upload stalled for more than 10 seconds/);
  });

  it('reject with an AbortError when the caller cancels', async () => {
    const controller = new AbortController();
    const pending = postToSlot(slot, file, () => {}, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(StallingXhr.last!.isAborted).toBe(true);
  });
});

describe('checkAnswer', () => {
  it('passes an expected status, even an error one the caller asked for', () => {
    expect(() => checkAnswer(200, {}, [200])).not.toThrow();
    expect(() => checkAnswer(409, { message: 'x' }, [200, 409])).not.toThrow();
  });

  it('refuses a redirect fetch did not follow, listing the expected statuses', () => {
    expect(() => checkAnswer(302, undefined, [200])).toThrow('Unexpected status 302; expected 200');
  });
});
