import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET as listAdmissionYears } from '@/app/api/common/admission-years/route';
import { GET as getOpenApiDocument } from '@/app/api/openapi.json/route';
import { GET as ping } from '@/app/api/route';
import { GET as getStatus } from '@/app/api/status/route';
import { setDatabaseHandle, type Database, type DatabaseHandle } from '@/db/client';
import { students } from '@/db/schema';
import { forgetStorageProbe } from '@/server/system/get-status';
import packageJson from '../../../package.json';
import { callRoute } from '../../support/api';
import { createPeopleOfEveryRole, setEnvironment } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

let handle: DatabaseHandle;
let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;

const COURSEVILLE_UNSET = {
  COURSEVILLE_CLIENT_ID: undefined,
  COURSEVILLE_CLIENT_SECRET: undefined,
  COURSEVILLE_AUTHORIZE_URL: undefined,
  COURSEVILLE_TOKEN_URL: undefined,
  COURSEVILLE_USERINFO_URL: undefined,
};

beforeAll(async () => {
  handle = await testDatabase();
  db = handle.db;
  people = await createPeopleOfEveryRole(db);
});

const restorers: (() => void)[] = [];
afterEach(() => {
  while (restorers.length) restorers.pop()!();
  setDatabaseHandle(handle);
});

describe('GET /api/', () => {
  it('answers 200 with a message to anyone', async () => {
    const answer = await callRoute('GET', ping, { path: '/api/' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'pong' });
  });

  it('answers the same with a login', async () => {
    const answer = await callRoute('GET', ping, { path: '/api/', cookie: people.student.cookie });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'pong' });
  });
});

describe('GET /api/openapi.json', () => {
  it('answers the OpenAPI document of the REST surface to anyone', async () => {
    const answer = await callRoute('GET', getOpenApiDocument, { path: '/api/openapi.json' });
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toBe('3.1.0');
    expect(answer.body.paths['/api/auth/me'].get['x-roles']).toEqual(['admin', 'student', 'company_user', 'external_user']);
    expect(answer.body.paths['/api/admin/admins'].post.requestBody).toBeDefined();
  });

  // An empty header is no header to the server; left out, callRoute would ask for English.
  it.each([
    ['no Accept-Language', '', 'th'],
    ['Accept-Language: th', 'th', 'th'],
    ['Accept-Language: en-US,en;q=0.9', 'en-US,en;q=0.9', 'en'],
    ['Accept-Language: th;q=0.5, en;q=0.8', 'th;q=0.5, en;q=0.8', 'en'],
  ])('answers in the language the caller asks for: %s', async (_, acceptLanguage, language) => {
    const answer = await callRoute('GET', getOpenApiDocument, {
      path: '/api/openapi.json',
      headers: { 'accept-language': acceptLanguage },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-language')).toBe(language);
    expect(answer.headers.get('vary')).toMatch(/accept-language/i);
    const summary: string = answer.body.paths['/api/auth/me'].get.summary;
    if (language === 'th') {
      expect(summary).toBe('ผู้ใช้ปัจจุบัน: บทบาท ชื่อที่แสดง รหัสบริษัทหรือรหัสนิสิต และผู้ที่ใช้งานในนามผู้ใช้นี้');
      expect(answer.body.paths['/api/auth/me'].get.responses['200'].description).toBe('สำเร็จ');
    } else {
      expect(summary).toBe('The current user: role, display name, company or student id, and who assumed it');
      expect(JSON.stringify(answer.body)).not.toMatch(/[\u0E00-\u0E7F]/);
    }
  });
});

describe('GET /api/status', () => {
  it('answers 200 with the environment, version and the state of each dependency, and the host to an admin', async () => {
    restorers.push(setEnvironment({ APP_ENV: 'staging', ...COURSEVILLE_UNSET }));

    const answer = await callRoute('GET', getStatus, { path: '/api/status', cookie: people.admin.cookie });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      environment: 'staging',
      host: os.hostname(),
      version: packageJson.version,
      status: { database: 'ok', platform: 'ok', courseville: 'not_configured' },
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('hides the host name from anyone but an admin', async () => {
    restorers.push(setEnvironment({ APP_ENV: 'staging', ...COURSEVILLE_UNSET }));
    for (const cookie of [undefined, people.student.cookie, people.company_user.cookie, people.external_user.cookie]) {
      const answer = await callRoute('GET', getStatus, { path: '/api/status', cookie });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        environment: 'staging',
        version: packageJson.version,
        status: { database: 'ok', platform: 'ok', courseville: 'not_configured' },
      });
    }
  });

  it("checks the file storage behind 'platform': 'down' (still 200) when it cannot write, reusing the state for a few seconds", async () => {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'status-storage-'));
    restorers.push(setEnvironment({ FILES_DIR: directory, BLOB_READ_WRITE_TOKEN: undefined, ...COURSEVILLE_UNSET }));
    forgetStorageProbe();
    const working = await callRoute('GET', getStatus, { path: '/api/status' });
    expect(working.body.status.platform).toBe('ok');
    // The probe leaves nothing behind but its empty folder.
    expect(readdirSync(path.join(directory, 'health'))).toEqual([]);

    // A storage folder under a plain file cannot be written.
    writeFileSync(path.join(directory, 'not-a-folder'), '');
    restorers.push(setEnvironment({ FILES_DIR: path.join(directory, 'not-a-folder', 'files') }));
    const cached = await callRoute('GET', getStatus, { path: '/api/status' });
    expect(cached.body.status.platform).toBe('ok');
    forgetStorageProbe();
    const broken = await callRoute('GET', getStatus, { path: '/api/status' });
    expect(broken.status).toBe(200);
    expect(broken.body.status).toEqual({ database: 'ok', platform: 'down', courseville: 'not_configured' });
    forgetStorageProbe();
  });

  it('asks the course platform at most once a minute, however often it is called', async () => {
    let probes = 0;
    const platform = createServer((_request, reply) => {
      probes += 1;
      reply.writeHead(405).end();
    });
    await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = platform.address() as AddressInfo;
      restorers.push(
        setEnvironment({
          COURSEVILLE_CLIENT_ID: 'id',
          COURSEVILLE_CLIENT_SECRET: 'secret',
          COURSEVILLE_AUTHORIZE_URL: `http://127.0.0.1:${port}/authorize`,
          COURSEVILLE_TOKEN_URL: `http://127.0.0.1:${port}/token`,
          COURSEVILLE_USERINFO_URL: `http://127.0.0.1:${port}/me`,
        }),
      );
      for (let call = 0; call < 3; call += 1) {
        const answer = await callRoute('GET', getStatus, { path: '/api/status' });
        expect(answer.body.status.courseville).toBe('ok');
      }
      expect(probes).toBe(1);
    } finally {
      await new Promise((resolve) => platform.close(resolve));
    }
  });

  it("names the environment 'local' when APP_ENV is unset", async () => {
    restorers.push(setEnvironment({ APP_ENV: undefined, ...COURSEVILLE_UNSET }));
    const answer = await callRoute('GET', getStatus, { path: '/api/status' });
    expect(answer.body.environment).toBe('local');
  });

  it("answers 503 with database 'down' when the database does not answer", async () => {
    restorers.push(setEnvironment(COURSEVILLE_UNSET));
    const brokenDb = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Database;
    setDatabaseHandle({ db: brokenDb, kind: 'postgres', close: async () => {} });

    const answer = await callRoute('GET', getStatus, { path: '/api/status' });

    expect(answer.status).toBe(503);
    expect(answer.body.status).toEqual({ database: 'down', platform: 'ok', courseville: 'not_configured' });
    expect(answer.body.version).toBe(packageJson.version);
  });
});

describe('GET /api/common/admission-years', () => {
  beforeAll(async () => {
    const student = (studentId: string, admissionYear: number) => ({
      studentId,
      admissionYear,
      profileToken: randomUUID(),
      firstNameTh: 'ทดสอบ',
    });
    await db
      .insert(students)
      .values([student('6500000001', 2565), student('6700000001', 2567), student('6700000002', 2567), student('6300000001', 2563)]);
  });

  it.each(['admin', 'student', 'company_user'] as const)('answers the distinct admission years, newest first, to a %s', async (role) => {
    const answer = await callRoute('GET', listAdmissionYears, { path: '/api/common/admission-years', cookie: people[role].cookie });
    expect(answer.status).toBe(200);
    // 2566 is the year of the student made by createPeopleOfEveryRole.
    expect(answer.body).toEqual([2567, 2566, 2565, 2563]);
  });
});
