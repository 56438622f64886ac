import { randomUUID } from 'node:crypto';
import type { Database } from '@/db/client';
import { applications } from '@/db/schema';
import { createCompany, createPerson, createSession, createSessionGroup, type TestPerson } from '../../support/fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A group whose round 1 opening submission deadline is a week ahead (`open`) or a week past (`late`),
 * with two sessions: A (minimum ratio 0.5) and B (minimum ratio 0.3).
 */
export async function createGroupWithTwoSessions(db: Database, timing: 'open' | 'late') {
  const start = new Date(Date.now() + (timing === 'open' ? 7 : -7) * DAY_MS);
  const group = await createSessionGroup(db, { start });
  const suffix = randomUUID().slice(0, 6);
  const sessionA = await createSession(db, group.sessionGroupId, { title: `ภาคฤดูร้อน ${suffix}`, minimumCompanyOpeningRatio: '0.5' });
  const sessionB = await createSession(db, group.sessionGroupId, { title: `สหกิจ ${suffix}`, minimumCompanyOpeningRatio: '0.3' });
  return { group, sessionA, sessionB };
}

/** A fresh company with one signed-in user, so ratio numbers never mix between tests. */
export async function createCompanyUser(db: Database): Promise<TestPerson & { companyId: number }> {
  const company = await createCompany(db, { companyNameEn: `Company ${randomUUID().slice(0, 6)}` });
  const person = await createPerson(db, 'company_user', { companyId: company.companyId });
  return { ...person, companyId: company.companyId };
}

export async function createApplication(
  db: Database,
  input: { sessionId: number; openingId: number; studentId: string; status?: 'ACTIVE' | 'CANCELLED' | 'WITHDRAWN' },
) {
  const [row] = await db
    .insert(applications)
    .values({
      sessionId: input.sessionId,
      round: 1,
      studentId: input.studentId,
      openingId: input.openingId,
      studentPreferenceRank: 1,
      status: input.status ?? 'ACTIVE',
    })
    .returning();
  return row;
}
