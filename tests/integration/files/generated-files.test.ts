import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getFile } from '@/app/api/files/[fileId]/route';
import { signedFileUrl, storeGeneratedFile } from '@/server/files';
import { callRoute } from '../../support/api';
import { testDatabase } from '../../support/per-file-setup';

const filesDir = mkdtempSync(path.join(os.tmpdir(), 'portal-files-'));
process.env.FILES_DIR = filesDir;
afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

beforeAll(async () => {
  await testDatabase();
});

/** Calls GET /api/files/{fileId} with the query of a signed URL. */
async function fetchSigned(url: string) {
  const parsed = new URL(url, 'http://localhost:3000');
  const fileId = parsed.pathname.split('/').at(-1)!;
  return callRoute('GET', getFile, { path: parsed.pathname, params: { fileId }, query: Object.fromEntries(parsed.searchParams) });
}

describe('storeGeneratedFile + signedFileUrl', () => {
  it('stores the bytes and serves them through the signed link with the original name', async () => {
    const { fileId } = await storeGeneratedFile({
      input: {
        type: 'GENERATED_REPORT',
        originalName: 'รายงาน ผลการจับคู่.csv',
        contentType: 'text/csv; charset=utf-8',
        bytes: new TextEncoder().encode('a,b\n1,2\n'),
        ownerPlatformUid: 'uid-admin',
      },
    });
    const url = await signedFileUrl({ fileId });
    expect(url).toMatch(new RegExp(`^/api/files/${fileId}\\?expires=\\d+&signature=`));
    const answer = await fetchSigned(url);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('a,b\n1,2\n');
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="______ ___________.csv"; filename*=UTF-8''${encodeURIComponent('รายงาน ผลการจับคู่.csv')}`,
    );
  });

  it('refuses an altered signature, an altered expiry, a missing one and another file id (403)', async () => {
    const { fileId } = await storeGeneratedFile({
      input: {
        type: 'GENERATED_REPORT',
        originalName: 'r.csv',
        contentType: 'text/csv',
        bytes: new Uint8Array([65]),
        ownerPlatformUid: null,
      },
    });
    const parsed = new URL(await signedFileUrl({ fileId }), 'http://x');
    const expires = parsed.searchParams.get('expires')!;
    const signature = parsed.searchParams.get('signature')!;
    const altered = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    expect((await fetchSigned(`/api/files/${fileId}?expires=${expires}&signature=${altered}`)).status).toBe(403);
    expect((await fetchSigned(`/api/files/${fileId}?expires=${Number(expires) + 60}&signature=${signature}`)).status).toBe(403);
    expect((await fetchSigned(`/api/files/${fileId}`)).status).toBe(403);
    expect((await fetchSigned(`/api/files/${fileId + 1}?expires=${expires}&signature=${signature}`)).status).toBe(403);
  });

  it('refuses an expired link (410) and answers 404 for a signed link to a missing file, 400 for a bad id', async () => {
    const { fileId } = await storeGeneratedFile({
      input: {
        type: 'GENERATED_REPORT',
        originalName: 'r.csv',
        contentType: 'text/csv',
        bytes: new Uint8Array([65]),
        ownerPlatformUid: null,
      },
    });
    const expired = await signedFileUrl({ fileId, expiresInSeconds: 60, now: new Date(Date.now() - 120_000) });
    expect((await fetchSigned(expired)).status).toBe(410);
    expect((await fetchSigned(await signedFileUrl({ fileId: 999_999 }))).status).toBe(404);
    const badId = await callRoute('GET', getFile, { params: { fileId: 'abc' } });
    expect(badId.status).toBe(400);
  });
});
