// Shared setup of the student ranking tests (not a test file itself).
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { enrollments, rounds } from '@/db/schema';
import { createCompany, createOpening, createPerson, createSession, createSessionGroup, type TestPerson } from '../../support/fixtures';
import { createMatchedStudent } from '../../support/matching-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A group in its student ranking window (announced 12 hours ago, ranking deadline in 12 hours) with
 * a session that asks for 2–3 applications from at least 2 companies: two openings of Acme, two of
 * Beta (one already full), a draft, and an opening of another session.
 */
export async function createRankingWorld(db: Database) {
  const group = await createSessionGroup(db, { start: new Date(Date.now() - 1.5 * DAY_MS) });
  const session = await createSession(db, group.sessionGroupId, {
    minimumApplicationPerStudent: 2,
    maximumApplicationPerStudent: 3,
    minimumUniqueCompanyCountPerStudent: 2,
  });
  const otherSession = await createSession(db, group.sessionGroupId);
  const acme = await createCompany(db, { companyNameTh: 'บริษัท แอคมี่ จำกัด', companyNameEn: 'Acme' });
  const beta = await createCompany(db, { companyNameTh: 'บริษัท เบต้า จำกัด', companyNameEn: 'Beta' });
  const published = { status: 'PUBLISHED' as const, publishedAt: new Date(Date.now() - DAY_MS) };
  const acmeDeveloper = await createOpening(db, session.sessionId, acme.companyId, { title: 'นักพัฒนา', quota: 2, ...published });
  const acmeDesigner = await createOpening(db, session.sessionId, acme.companyId, { title: 'นักออกแบบ', quota: 1, ...published });
  const betaAnalyst = await createOpening(db, session.sessionId, beta.companyId, { title: 'นักวิเคราะห์', quota: 2, ...published });
  const betaFull = await createOpening(db, session.sessionId, beta.companyId, { title: 'ตำแหน่งเต็ม', quota: 1, ...published });
  const draft = await createOpening(db, session.sessionId, acme.companyId, { title: 'ร่าง', status: 'DRAFT' });
  const elsewhere = await createOpening(db, otherSession.sessionId, beta.companyId, { title: 'อีกรอบ', ...published });
  // Someone matched earlier fills betaFull.
  const matched = await createMatchedStudent(db, { sessionId: session.sessionId, openingId: betaFull.openingId });
  const round = group.rounds[0];
  return { group, round, session, otherSession, acme, beta, acmeDeveloper, acmeDesigner, betaAnalyst, betaFull, draft, elsewhere, matched };
}

/** A new signed-in student enrolled in the session with the given status (RANKING_PENDING: profile complete). */
export async function enrolledStudent(
  db: Database,
  sessionId: number,
  status: 'PROFILE_EDIT_PENDING' | 'RANKING_PENDING' = 'RANKING_PENDING',
): Promise<TestPerson & { studentId: string }> {
  const person = await createPerson(db, 'student');
  await db.insert(enrollments).values({ sessionId, studentId: person.studentId!, status });
  return person as TestPerson & { studentId: string };
}

export async function setRoundDates(db: Database, sessionGroupId: number, dates: Partial<typeof rounds.$inferInsert>) {
  await db.update(rounds).set(dates).where(eq(rounds.sessionGroupId, sessionGroupId));
}
