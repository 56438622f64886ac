import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { GET as getFile } from '@/app/api/files/[fileId]/route';
import { POST as acceptUpload } from '@/app/api/files/upload/[slotId]/route';
import type { RouteHandler } from '@/server/http';
import { callRoute, TEST_ORIGIN, type ApiAnswer } from '../../support/api';

/** A private FILES_DIR per test file, removed at the end, so runs never see each other's bytes. */
export function setUpTemporaryFilesDir(): string {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'portal-files-'));
  process.env.FILES_DIR = directory;
  afterAll(() => rmSync(directory, { recursive: true, force: true }));
  return directory;
}

/** The real first bytes of each kind, padded with zeros to `size`. */
export function sampleBytes(kind: 'png' | 'jpeg' | 'webp' | 'pdf' | 'csv' | 'exe', size = 64): Uint8Array {
  const heads: Record<typeof kind, number[]> = {
    png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    jpeg: [0xff, 0xd8, 0xff, 0xe0],
    webp: [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
    pdf: [...Buffer.from('%PDF-1.7\n')],
    csv: [...Buffer.from('studentId\n6632000001\n')],
    exe: [0x4d, 0x5a, 0x90, 0x00],
  };
  const bytes = new Uint8Array(size).fill(kind === 'csv' ? 0x0a : 0);
  bytes.set(heads[kind].slice(0, size));
  return bytes;
}

export type Slot = { url: string; contentType: string; maxSizeByte: number; fields: Record<string, string> };

/** Posts a file to an upload slot as the browser does (multipart/form-data), as `cookie`. */
export async function postFile(slot: Slot, bytes: Uint8Array, name: string, cookie?: string, fields = slot.fields): Promise<ApiAnswer> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('file', new File([Buffer.from(bytes)], name));
  const headers = new Headers({ origin: TEST_ORIGIN, 'accept-language': 'en' });
  if (cookie) headers.set('cookie', cookie);
  const request = new Request(new URL(slot.url, TEST_ORIGIN), { method: 'POST', headers, body: form });
  const slotId = slot.url.split('/').at(-1)!;
  const response = await acceptUpload(request, { params: Promise.resolve({ slotId }) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers, setCookies: [] };
}

/** Asks for a slot, posts the file and saves it: the whole browser flow. */
export async function uploadAndSave(
  routes: { upload: RouteHandler; save: RouteHandler },
  cookie: string,
  type: string,
  bytes: Uint8Array,
  name: string,
) {
  const slot = await callRoute<Slot>('POST', routes.upload, { cookie, body: { type } });
  if (slot.status !== 200) throw new Error(`slot: ${slot.status} ${JSON.stringify(slot.body)}`);
  const posted = await postFile(slot.body, bytes, name, cookie);
  if (posted.status !== 201) throw new Error(`post: ${posted.status} ${JSON.stringify(posted.body)}`);
  return callRoute('POST', routes.save, { cookie, body: { type } });
}

/** Follows a 301 from a file route to the signed link and reads it. */
export async function followToFile(answer: ApiAnswer): Promise<ApiAnswer> {
  if (answer.status !== 301) throw new Error(`expected 301, got ${answer.status} ${JSON.stringify(answer.body)}`);
  const location = new URL(answer.headers.get('location')!);
  return callRoute('GET', getFile, {
    path: location.pathname,
    params: { fileId: location.pathname.split('/').at(-1)! },
    query: Object.fromEntries(location.searchParams),
  });
}
