// Shared setup of the demand tests (not a test file itself): a session whose student ranking window is open.
import { eq } from 'drizzle-orm';
import { GET as getDemand } from '@/app/api/sessions/[sessionId]/demand/route';
import type { DatabaseHandle } from '@/db/client';
import type { Database } from '@/db/client';
import { applications } from '@/db/schema';
import { callRoute } from '../../support/api';
import { createCompany, createOpening, createPerson, createSession, type TestPerson } from '../../support/fixtures';
import { createAnnouncedGroup, enroll, putInDraft } from '../openings/openings-fixtures';

export async function createDemandWorld(db: Database) {
  const group = await createAnnouncedGroup(db);
  const session = await createSession(db, group.sessionGroupId);
  const acme = await createCompany(db);
  const beta = await createCompany(db);
  const published = { status: 'PUBLISHED' as const, publishedAt: new Date(Date.now() - 60_000) };
  const first = await createOpening(db, session.sessionId, acme.companyId, { quota: 2, ...published });
  const second = await createOpening(db, session.sessionId, acme.companyId, { quota: 1, ...published });
  const third = await createOpening(db, session.sessionId, beta.companyId, { quota: 4, ...published });
  const students: TestPerson[] = [];
  for (let index = 0; index < 4; index += 1) {
    const student = await createPerson(db, 'student');
    await enroll(db, session.sessionId, student);
    students.push(student);
  }
  const admin = await createPerson(db, 'admin');
  const acmeUser = await createPerson(db, 'company_user', { companyId: acme.companyId });
  return { group, session, acme, beta, first, second, third, students, admin, acmeUser };
}

/** A submitted list: active applications of round 1 in the given order. */
export async function submitList(db: Database, sessionId: number, studentId: string, openingIds: number[]) {
  await db.delete(applications).where(eq(applications.studentId, studentId));
  await db
    .insert(applications)
    .values(openingIds.map((openingId, index) => ({ sessionId, round: 1, studentId, openingId, studentPreferenceRank: index + 1 })));
}

export { putInDraft };

export function demandOf(sessionId: number, person: TestPerson, query: Record<string, string> = {}) {
  return callRoute('GET', getDemand, { params: { sessionId: String(sessionId) }, cookie: person.cookie, query });
}

export type { DatabaseHandle };
