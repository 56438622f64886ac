import { randomUUID } from 'node:crypto';
import { POST as assumeStudent } from '@/app/api/admin/auth/assume-identity/student/route';
import type { Database } from '@/db/client';
import { accounts, admins, companies, companyUsers, students } from '@/db/schema';
import type { Role } from '@/lib/roles';
import { createLoginSession } from '@/server/auth/create-login-session';
import { hashPassword } from '@/server/auth/passwords';
import { LOGIN_SESSION_COOKIE } from '@/server/auth/cookies';
import { callRoute } from './api';

export type TestPerson = { platformUid: string; username: string; cookie: string; studentId?: string; companyId?: number };

let cachedPasswordHash: Promise<string> | undefined;
export const TEST_PASSWORD = 'test-password-1234';
const passwordHash = () => (cachedPasswordHash ??= hashPassword(TEST_PASSWORD));

export async function createCompany(db: Database, overrides: Partial<typeof companies.$inferInsert> = {}) {
  const [company] = await db
    .insert(companies)
    .values({ companyNameTh: 'บริษัท ทดสอบ จำกัด', companyNameEn: 'Test Co., Ltd.', profileToken: randomUUID(), ...overrides })
    .returning();
  return company;
}

/** A person of the given role with an account, a password (TEST_PASSWORD) and a live login session. */
export async function createPerson(
  db: Database,
  role: Role,
  options: { companyId?: number; studentId?: string; isActive?: boolean } = {},
): Promise<TestPerson> {
  const suffix = randomUUID().slice(0, 8);
  const platformUid = `uid-${role}-${suffix}`;
  const username = `${role}-${suffix}`;
  await db.insert(accounts).values({
    platformUid,
    username,
    email: `${username}@example.com`,
    displayName: `ทดสอบ ${role} ${suffix}`,
    passwordHash: await passwordHash(),
  });
  const person: TestPerson = { platformUid, username, cookie: '' };
  if (role === 'admin') await db.insert(admins).values({ platformUid, isActive: options.isActive ?? true });
  if (role === 'student') {
    person.studentId =
      options.studentId ??
      `66${Math.floor(Math.random() * 1e8)
        .toString()
        .padStart(8, '0')}`;
    await db.insert(students).values({
      studentId: person.studentId,
      platformUid,
      firstNameTh: 'สมชาย',
      lastNameTh: `ทดสอบ${suffix}`,
      firstNameEn: 'Somchai',
      lastNameEn: `Test${suffix}`,
      admissionYear: 2566,
      profileToken: randomUUID(),
      isActive: options.isActive ?? true,
    });
  }
  if (role === 'company_user') {
    person.companyId = options.companyId ?? (await createCompany(db)).companyId;
    await db.insert(companyUsers).values({ platformUid, companyId: person.companyId, isActive: options.isActive ?? true });
  }
  const { token } = await createLoginSession({ db, platformUid });
  person.cookie = `${LOGIN_SESSION_COOKIE}=${token}`;
  return person;
}

/** One signed-in person of every role, for the 401/403 matrix of each endpoint. */
export async function createPeopleOfEveryRole(db: Database) {
  const [admin, student, companyUser, externalUser] = await Promise.all([
    createPerson(db, 'admin'),
    createPerson(db, 'student'),
    createPerson(db, 'company_user'),
    createPerson(db, 'external_user'),
  ]);
  return { admin, student, company_user: companyUser, external_user: externalUser };
}

// Helpers for sessions, openings and the environment (appended; imports kept with them).
import { enrollments, openings, rounds, sessionGroups, sessions } from '@/db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

import { roundDates } from './round-dates';

export { roundDates };

/** A session group with `roundCount` rounds (round n starts 10·(n-1) days after `start`) and its current round. */
export async function createSessionGroup(
  db: Database,
  options: { title?: string; currentRound?: number; roundCount?: number; start?: Date } = {},
) {
  const start = options.start ?? new Date('2027-01-04T02:00:00.000Z');
  const [group] = await db
    .insert(sessionGroups)
    .values({ title: options.title ?? `กลุ่มทดสอบ ${randomUUID().slice(0, 8)}`, currentRound: options.currentRound ?? 1 })
    .returning();
  const roundRows = Array.from({ length: options.roundCount ?? 1 }, (_, index) => ({
    sessionGroupId: group.sessionGroupId,
    round: index + 1,
    ...roundDates(new Date(start.getTime() + index * 10 * DAY_MS)),
  }));
  if (roundRows.length) await db.insert(rounds).values(roundRows);
  return { ...group, rounds: roundRows };
}

export async function createSession(db: Database, sessionGroupId: number, overrides: Partial<typeof sessions.$inferInsert> = {}) {
  const [session] = await db
    .insert(sessions)
    .values({ sessionGroupId, title: `รอบทดสอบ ${randomUUID().slice(0, 8)}`, ...overrides })
    .returning();
  return session;
}

export async function enrollStudent(db: Database, sessionId: number, studentId: string) {
  await db.insert(enrollments).values({ sessionId, studentId });
}

export async function createOpening(
  db: Database,
  sessionId: number,
  companyId: number,
  overrides: Partial<typeof openings.$inferInsert> = {},
) {
  const [opening] = await db
    .insert(openings)
    .values({
      sessionId,
      companyId,
      title: 'นักพัฒนาซอฟต์แวร์ฝึกงาน',
      quota: 2,
      officeName: 'สำนักงานใหญ่',
      officeAddressLine1: 'ถนนพญาไท',
      ...overrides,
    })
    .returning();
  return opening;
}

/** Sets (or, with undefined, removes) environment variables; the returned function puts the previous values back. */
export function setEnvironment(values: Record<string, string | undefined>): () => void {
  const previous = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]));
  const apply = (entries: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(entries)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  apply(values);
  return () => apply(previous);
}

/** A new admin whose login acts as the student (through the real assume-identity route), as the support desk does. */
export async function createAdminActingAsStudent(db: Database, studentId: string): Promise<TestPerson> {
  const admin = await createPerson(db, 'admin');
  const acting = await callRoute('POST', assumeStudent, {
    path: '/api/admin/auth/assume-identity/student',
    body: { studentId },
    cookie: admin.cookie,
  });
  if (acting.status !== 200) throw new Error(`assume-identity answered ${acting.status}`);
  return admin;
}
