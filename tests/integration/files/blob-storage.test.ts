import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobStorage } from '@/server/files/blob-storage';
import { GET as getFile } from '@/app/api/files/[fileId]/route';
import { fileStorage, signedFileUrl, storeGeneratedFile } from '@/server/files';
import { callRoute } from '../../support/api';
import { testDatabase } from '../../support/per-file-setup';

/**
 * A stand-in for the Vercel Blob HTTP API, just what @vercel/blob's put, head and del send, plus the
 * blob URLs it answers. The SDK is pointed at it through VERCEL_BLOB_API_URL, its own override.
 */
const TOKEN = 'vercel_blob_rw_teststore_secret';
const stored = new Map<string, { bytes: Buffer; contentType: string }>();
const seen: { method: string; path: string; authorization?: string }[] = [];
let server: Server;
let base: string;

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function notFound(response: import('node:http').ServerResponse) {
  response
    .writeHead(404, { 'content-type': 'application/json' })
    .end(JSON.stringify({ error: { code: 'not_found', message: 'The requested blob does not exist' } }));
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const url = new URL(request.url!, 'http://stand-in');
    seen.push({ method: request.method!, path: url.pathname, authorization: request.headers.authorization });
    if (request.headers.authorization !== `Bearer ${TOKEN}`)
      return response.writeHead(403).end(JSON.stringify({ error: { code: 'forbidden', message: 'no' } }));
    const body = await bodyOf(request);
    const pathnameOf = (value: string) => (value.startsWith(base) ? value.slice(`${base}/blobs/`.length) : value);
    if (request.method === 'PUT' && url.pathname === '/' && url.searchParams.has('pathname')) {
      const pathname = url.searchParams.get('pathname')!;
      stored.set(pathname, { bytes: body, contentType: String(request.headers['x-content-type']) });
      const blobUrl = `${base}/blobs/${pathname}`;
      return response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          url: blobUrl,
          downloadUrl: `${blobUrl}?download=1`,
          pathname,
          contentType: request.headers['x-content-type'],
          contentDisposition: 'inline',
        }),
      );
    }
    if (request.method === 'GET' && url.pathname === '/' && url.searchParams.has('url')) {
      const pathname = pathnameOf(url.searchParams.get('url')!);
      const blob = stored.get(pathname);
      if (!blob) return notFound(response);
      const blobUrl = `${base}/blobs/${pathname}`;
      return response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          url: blobUrl,
          downloadUrl: `${blobUrl}?download=1`,
          pathname,
          size: blob.bytes.length,
          contentType: blob.contentType,
          contentDisposition: 'inline',
          cacheControl: 'public',
          uploadedAt: new Date().toISOString(),
          etag: '"1"',
        }),
      );
    }
    if (request.method === 'POST' && url.pathname === '/delete') {
      for (const value of JSON.parse(body.toString()).urls as string[]) stored.delete(pathnameOf(value));
      return response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    }
    if (request.method === 'GET' && url.pathname.startsWith('/blobs/')) {
      const blob = stored.get(url.pathname.slice('/blobs/'.length));
      if (!blob) return notFound(response);
      return response.writeHead(200, { 'content-type': blob.contentType }).end(blob.bytes);
    }
    response.writeHead(400).end(JSON.stringify({ error: { code: 'bad_request', message: `${request.method} ${request.url}` } }));
  });
  await testDatabase();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.VERCEL_BLOB_API_URL = base;
});

afterAll(async () => {
  delete process.env.VERCEL_BLOB_API_URL;
  delete process.env.BLOB_READ_WRITE_TOKEN;
  await new Promise((resolve) => server.close(resolve));
});

async function text(stream: ReadableStream<Uint8Array> | null) {
  return stream === null ? null : new Response(stream).text();
}

describe('BlobStorage against a stand-in of the Vercel Blob API', () => {
  it('is the storage chosen when BLOB_READ_WRITE_TOKEN is set, the local one otherwise', () => {
    delete process.env.BLOB_READ_WRITE_TOKEN;
    expect(fileStorage().kind).toBe('local');
    process.env.BLOB_READ_WRITE_TOKEN = TOKEN;
    expect(fileStorage().kind).toBe('blob');
  });

  it('puts, reads back and removes a file under the portal key, with the token on every call', async () => {
    const storage = new BlobStorage(TOKEN, 'private');
    await storage.put(
      'student-transcript/0b5c9a4e-1111-4222-8333-444455556666',
      new TextEncoder().encode('%PDF-1.7 ใบแสดงผล'),
      'application/pdf',
    );
    expect(stored.get('student-transcript/0b5c9a4e-1111-4222-8333-444455556666')).toMatchObject({ contentType: 'application/pdf' });
    expect(await text(await storage.read('student-transcript/0b5c9a4e-1111-4222-8333-444455556666'))).toBe('%PDF-1.7 ใบแสดงผล');
    await storage.remove('student-transcript/0b5c9a4e-1111-4222-8333-444455556666');
    expect(stored.size).toBe(0);
    expect(seen.every((request) => request.authorization === `Bearer ${TOKEN}`)).toBe(true);
  });

  it('answers null for a missing key and refuses a key that could leave the store folder', async () => {
    const storage = new BlobStorage(TOKEN, 'private');
    expect(await storage.read('student-transcript/missing')).toBeNull();
    await expect(storage.put('../escape/x', new Uint8Array([1]), 'text/plain')).rejects.toThrow('Unsafe storage key');
  });

  it('serves a generated report stored in Blob through the signed link', async () => {
    process.env.BLOB_READ_WRITE_TOKEN = TOKEN;
    const { fileId } = await storeGeneratedFile({
      input: {
        type: 'GENERATED_REPORT',
        originalName: 'report.csv',
        contentType: 'text/csv',
        bytes: new TextEncoder().encode('a,b\n'),
        ownerPlatformUid: null,
      },
    });
    const url = new URL(await signedFileUrl({ fileId }), 'http://localhost:3000');
    const answer = await callRoute('GET', getFile, {
      path: url.pathname,
      params: { fileId: String(fileId) },
      query: Object.fromEntries(url.searchParams),
    });
    expect(answer).toMatchObject({ status: 200, body: 'a,b\n' });
    expect([...stored.keys()]).toEqual([expect.stringMatching(/^generated-report\//)]);
  });
});
