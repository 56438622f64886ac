import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as companySave } from '@/app/api/company/upload/save/route';
import { POST as companyUpload } from '@/app/api/company/upload/route';
import { POST as studentSave } from '@/app/api/student/upload/save/route';
import { POST as studentUpload } from '@/app/api/student/upload/route';
import { GET as commonLogo } from '@/app/api/common/files/company/logo/[profileToken]/route';
import { GET as commonCompanyProfile } from '@/app/api/common/files/company/profile/[profileToken]/route';
import { GET as commonPicture } from '@/app/api/common/files/student/profile-picture/[profileToken]/route';
import { GET as commonPortfolio } from '@/app/api/common/files/student/portfolio/[profileToken]/route';
import { GET as commonTranscript } from '@/app/api/common/files/student/transcript/[profileToken]/route';
import { GET as publicLogo } from '@/app/api/public/files/company/logo/[profileToken]/route';
import { GET as clientPicture } from '@/app/api/public/files/student/profile-picture/[clientId]/[profileToken]/route';
import { GET as getFile } from '@/app/api/files/[fileId]/route';
import type { Database } from '@/db/client';
import { companies, oauthClients, oauthProviders, students } from '@/db/schema';
import type { RouteHandler } from '@/server/http';
import { callRoute } from '../../support/api';
import { createPeopleOfEveryRole, createPerson, setEnvironment, type TestPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { followToFile, sampleBytes, uploadAndSave, setUpTemporaryFilesDir } from './file-support';

setUpTemporaryFilesDir();
let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;
let student: TestPerson;
let studentToken: string;
let companyUser: TestPerson;
let companyToken: string;
const CLIENT_ID = 'files-test-client';

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
  student = await createPerson(db, 'student');
  companyUser = await createPerson(db, 'company_user');
  const studentRoutes = { upload: studentUpload, save: studentSave };
  await uploadAndSave(studentRoutes, student.cookie, 'STUDENT_PROFILE_PICTURE', sampleBytes('png', 111), 'me.png');
  await uploadAndSave(studentRoutes, student.cookie, 'STUDENT_TRANSCRIPT', sampleBytes('pdf', 222), 'transcript.pdf');
  await uploadAndSave(studentRoutes, student.cookie, 'STUDENT_PORTFOLIO', sampleBytes('pdf', 333), 'portfolio.pdf');
  const companyRoutes = { upload: companyUpload, save: companySave };
  await uploadAndSave(companyRoutes, companyUser.cookie, 'COMPANY_LOGO', sampleBytes('png', 444), 'logo.png');
  await uploadAndSave(companyRoutes, companyUser.cookie, 'COMPANY_PROFILE', sampleBytes('pdf', 555), 'company.pdf');
  [{ studentToken }] = await db
    .select({ studentToken: students.profileToken })
    .from(students)
    .where(eq(students.studentId, student.studentId!));
  [{ companyToken }] = await db
    .select({ companyToken: companies.profileToken })
    .from(companies)
    .where(eq(companies.companyId, companyUser.companyId!));
  const [provider] = await db.insert(oauthProviders).values({ name: 'files-test-provider' }).returning();
  await db.insert(oauthClients).values({ clientId: CLIENT_ID, providerId: provider.providerId, clientDisplayName: 'แอปทดสอบ' });
});

async function setStudent(values: Partial<typeof students.$inferInsert>) {
  await db.update(students).set(values).where(eq(students.studentId, student.studentId!));
}

const get = (handler: RouteHandler, cookie: string | undefined, params: Record<string, string>) =>
  callRoute('GET', handler, { cookie, params });

describe('company file links', () => {
  it('public logo: 301 to the signed file for anyone, not cached, and the file is the logo', async () => {
    const answer = await get(publicLogo, undefined, { profileToken: companyToken });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('location')).toMatch(/^http:\/\/localhost:3000\/api\/files\/\d+\?expires=\d+&signature=/);
    const file = await followToFile(answer);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-length')).toBe('444');
  });

  it('redirects to the file on APP_URL, not on the address the server heard the request at (localhost behind a proxy)', async () => {
    const restore = setEnvironment({ APP_URL: 'https://intern.example.ac.th' });
    try {
      const answer = await get(publicLogo, undefined, { profileToken: companyToken });
      expect(answer.status).toBe(301);
      expect(answer.headers.get('location')).toMatch(/^https:\/\/intern\.example\.ac\.th\/api\/files\/\d+\?expires=\d+&signature=/);
    } finally {
      restore();
    }
  });

  it('common logo and profile document: 301 for every portal role', async () => {
    for (const role of ['admin', 'student', 'company_user'] as const) {
      expect((await get(commonLogo, people[role].cookie, { profileToken: companyToken })).status).toBe(301);
      const profile = await followToFile(await get(commonCompanyProfile, people[role].cookie, { profileToken: companyToken }));
      expect(profile.headers.get('content-disposition')).toBe(`inline; filename="company.pdf"; filename*=UTF-8''company.pdf`);
    }
  });

  it('404 for an unknown token, a company without a logo, and a disabled company (except for admins)', async () => {
    expect((await get(publicLogo, undefined, { profileToken: 'no-such-token' })).status).toBe(404);
    const [{ profileToken }] = await db
      .select({ profileToken: companies.profileToken })
      .from(companies)
      .where(eq(companies.companyId, people.company_user.companyId!));
    expect((await get(publicLogo, undefined, { profileToken })).status).toBe(404);
    await db.update(companies).set({ isActive: false }).where(eq(companies.companyId, companyUser.companyId!));
    try {
      expect((await get(publicLogo, undefined, { profileToken: companyToken })).status).toBe(404);
      expect((await get(commonLogo, people.student.cookie, { profileToken: companyToken })).status).toBe(404);
      expect((await get(commonLogo, people.admin.cookie, { profileToken: companyToken })).status).toBe(301);
    } finally {
      await db.update(companies).set({ isActive: true }).where(eq(companies.companyId, companyUser.companyId!));
    }
  });
});

describe('student file links', () => {
  const KINDS = [
    { name: 'profile-picture', handler: commonPicture, size: '111', flag: 'isPersonalInfoVisible' },
    { name: 'transcript', handler: commonTranscript, size: '222', flag: 'isTranscriptVisible' },
    { name: 'portfolio', handler: commonPortfolio, size: '333', flag: undefined },
  ] as const;

  it.each(KINDS)('$name: the student, admins and company users get the file', async ({ handler, size }) => {
    for (const cookie of [student.cookie, people.admin.cookie, people.company_user.cookie]) {
      const file = await followToFile(await get(handler, cookie, { profileToken: studentToken }));
      expect(file.headers.get('content-length')).toBe(size);
    }
  });

  it.each(KINDS)('$name: 404 for another student and an unknown token', async ({ handler }) => {
    expect((await get(handler, people.student.cookie, { profileToken: studentToken })).status).toBe(404);
    expect((await get(handler, people.admin.cookie, { profileToken: 'unknown' })).status).toBe(404);
  });

  it.each(KINDS.filter((kind) => kind.flag))(
    '$name: hidden from company users (404) when $flag is off, still shown to the student and admins',
    async ({ handler, flag }) => {
      await setStudent({ [flag!]: false });
      try {
        expect((await get(handler, people.company_user.cookie, { profileToken: studentToken })).status).toBe(404);
        expect((await get(handler, student.cookie, { profileToken: studentToken })).status).toBe(301);
        expect((await get(handler, people.admin.cookie, { profileToken: studentToken })).status).toBe(301);
      } finally {
        await setStudent({ [flag!]: true });
      }
    },
  );

  it('a disabled student is hidden from company users, not from admins', async () => {
    await setStudent({ isActive: false });
    try {
      expect((await get(commonPicture, people.company_user.cookie, { profileToken: studentToken })).status).toBe(404);
      expect((await get(commonPicture, people.admin.cookie, { profileToken: studentToken })).status).toBe(301);
    } finally {
      await setStudent({ isActive: true });
    }
  });

  it('404 when the student has no such file', async () => {
    const [{ profileToken }] = await db
      .select({ profileToken: students.profileToken })
      .from(students)
      .where(eq(students.studentId, people.student.studentId!));
    expect((await get(commonPicture, people.student.cookie, { profileToken })).status).toBe(404);
  });
});

describe('GET /api/public/files/student/profile-picture/{clientId}/{profileToken}', () => {
  it('301 for a registered client, without any login', async () => {
    const file = await followToFile(await get(clientPicture, undefined, { clientId: CLIENT_ID, profileToken: studentToken }));
    expect(file.headers.get('content-length')).toBe('111');
  });

  it('404 for an unknown client, an unknown token, hidden personal information or a disabled student', async () => {
    expect((await get(clientPicture, undefined, { clientId: 'unknown-client', profileToken: studentToken })).status).toBe(404);
    expect((await get(clientPicture, undefined, { clientId: CLIENT_ID, profileToken: 'unknown' })).status).toBe(404);
    for (const hidden of [{ isPersonalInfoVisible: false }, { isActive: false }]) {
      await setStudent(hidden);
      try {
        expect((await get(clientPicture, undefined, { clientId: CLIENT_ID, profileToken: studentToken })).status).toBe(404);
      } finally {
        await setStudent({ isPersonalInfoVisible: true, isActive: true });
      }
    }
  });

  it('400 for an over-long client id', async () => {
    expect((await get(clientPicture, undefined, { clientId: 'x'.repeat(201), profileToken: studentToken })).status).toBe(400);
  });
});

describe('a signed link handed out by a 301 (minutes, and re-checked on use)', () => {
  const expiresOf = (answer: { headers: Headers }) => Number(new URL(answer.headers.get('location')!).searchParams.get('expires'));

  it('lives minutes, not hours', async () => {
    for (const answer of [
      await get(commonTranscript, people.company_user.cookie, { profileToken: studentToken }),
      await get(commonTranscript, people.admin.cookie, { profileToken: studentToken }),
      await get(publicLogo, undefined, { profileToken: companyToken }),
    ]) {
      const secondsLeft = expiresOf(answer) - Date.now() / 1000;
      expect(secondsLeft).toBeGreaterThan(4 * 60);
      expect(secondsLeft).toBeLessThanOrEqual(10 * 60);
    }
  });

  it.each([
    ['the student hides the transcript', commonTranscript, { isTranscriptVisible: false }],
    ['the student hides personal information (picture)', commonPicture, { isPersonalInfoVisible: false }],
    ['the student is disabled', commonPortfolio, { isActive: false }],
  ] as const)("a company user's link answers 404 once %s", async (_label, handler, change) => {
    const answer = await get(handler, people.company_user.cookie, { profileToken: studentToken });
    expect((await followToFile(answer)).status).toBe(200);
    await setStudent(change);
    try {
      expect((await followToFile(answer)).status).toBe(404);
    } finally {
      await setStudent({ isTranscriptVisible: true, isPersonalInfoVisible: true, isActive: true });
    }
    expect((await followToFile(answer)).status).toBe(200);
  });

  it("an OAuth client's picture link answers 404 once the student hides personal information or is disabled", async () => {
    const answer = await get(clientPicture, undefined, { clientId: CLIENT_ID, profileToken: studentToken });
    for (const hidden of [{ isPersonalInfoVisible: false }, { isActive: false }]) {
      await setStudent(hidden);
      try {
        expect((await followToFile(answer)).status).toBe(404);
      } finally {
        await setStudent({ isPersonalInfoVisible: true, isActive: true });
      }
    }
    expect((await followToFile(answer)).status).toBe(200);
  });

  it("a public logo link answers 404 once the company is disabled; an admin's link still opens", async () => {
    const publicAnswer = await get(publicLogo, undefined, { profileToken: companyToken });
    const adminAnswer = await get(commonLogo, people.admin.cookie, { profileToken: companyToken });
    await db.update(companies).set({ isActive: false }).where(eq(companies.companyId, companyUser.companyId!));
    try {
      expect((await followToFile(publicAnswer)).status).toBe(404);
      expect((await followToFile(adminAnswer)).status).toBe(200);
    } finally {
      await db.update(companies).set({ isActive: true }).where(eq(companies.companyId, companyUser.companyId!));
    }
  });

  it("the student's own and an admin's links keep working while the file is hidden (they may see it)", async () => {
    const own = await get(commonTranscript, student.cookie, { profileToken: studentToken });
    const admins = await get(commonTranscript, people.admin.cookie, { profileToken: studentToken });
    await setStudent({ isTranscriptVisible: false });
    try {
      expect((await followToFile(own)).status).toBe(200);
      expect((await followToFile(admins)).status).toBe(200);
    } finally {
      await setStudent({ isTranscriptVisible: true });
    }
  });

  it("a company user's link stripped of what it was shared through no longer opens (403)", async () => {
    const location = new URL(
      (await get(commonTranscript, people.company_user.cookie, { profileToken: studentToken })).headers.get('location')!,
    );
    const fileId = location.pathname.split('/').at(-1)!;
    const query = { expires: location.searchParams.get('expires')!, signature: location.searchParams.get('signature')! };
    expect((await callRoute('GET', getFile, { path: location.pathname, params: { fileId }, query })).status).toBe(403);
  });
});
