import { randomUUID } from 'node:crypto';
import type { Database } from '@/db/client';
import { accounts, admins, companies, companyUsers, students } from '@/db/schema';
import type { Role } from '@/lib/roles';
import { createLoginSession } from '@/server/auth/login-sessions';
import { hashPassword } from '@/server/auth/passwords';
import { LOGIN_SESSION_COOKIE } from '@/server/auth/cookies';

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
export async function createPerson(db: Database, role: Role, options: { companyId?: number; studentId?: string; isActive?: boolean } = {}): Promise<TestPerson> {
  const suffix = randomUUID().slice(0, 8);
  const platformUid = `uid-${role}-${suffix}`;
  const username = `${role}-${suffix}`;
  await db.insert(accounts).values({ platformUid, username, email: `${username}@example.com`, displayName: `ทดสอบ ${role} ${suffix}`, passwordHash: await passwordHash() });
  const person: TestPerson = { platformUid, username, cookie: '' };
  if (role === 'admin') await db.insert(admins).values({ platformUid, isActive: options.isActive ?? true });
  if (role === 'student') {
    person.studentId = options.studentId ?? `66${Math.floor(Math.random() * 1e8).toString().padStart(8, '0')}`;
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
  const { token } = await createLoginSession(db, platformUid);
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
