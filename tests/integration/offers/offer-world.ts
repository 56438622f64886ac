// The offer phase's test world: a round whose results were announced a minute ago and whose offer phase ends in
// three days; a company with openings A (quota 1) and B (quota 2, one place taken by the matching), another
// company with opening X, and four unmatched students.
import { and, eq, sql } from 'drizzle-orm';
import { POST as acceptRoute } from '@/app/api/student/offers/[offerId]/accept/route';
import { POST as declineRoute } from '@/app/api/student/offers/[offerId]/decline/route';
import { POST as sendRoute } from '@/app/api/company/sessions/[sessionId]/offers/route';
import type { Database } from '@/db/client';
import { enrollments, rounds } from '@/db/schema';
import { callRoute } from '../../support/api';
import { createCompany, createOpening, createPerson, createSession, createSessionGroup, type TestPerson } from '../../support/fixtures';
import { announceResults, createMatchedStudent } from '../../support/matching-fixtures';

export async function createOfferWorld(db: Database, { phaseHours = 72 }: { phaseHours?: number | null } = {}) {
  const group = await createSessionGroup(db, { roundCount: 1 });
  const session = await createSession(db, group.sessionGroupId);
  const company = await createCompany(db, { companyNameTh: 'บริษัท ข้อเสนอ จำกัด' });
  const otherCompany = await createCompany(db, { companyNameTh: 'บริษัท อื่น จำกัด' });
  const companyUser = await createPerson(db, 'company_user', { companyId: company.companyId });
  const otherCompanyUser = await createPerson(db, 'company_user', { companyId: otherCompany.companyId });
  const a = await createOpening(db, session.sessionId, company.companyId, { title: 'ตำแหน่ง A', quota: 1, status: 'PUBLISHED' });
  const b = await createOpening(db, session.sessionId, company.companyId, { title: 'ตำแหน่ง B', quota: 2, status: 'RANKING_SUBMITTED' });
  const x = await createOpening(db, session.sessionId, otherCompany.companyId, { title: 'ตำแหน่ง X', quota: 3, status: 'PUBLISHED' });
  const matched = await createMatchedStudent(db, { sessionId: session.sessionId, openingId: b.openingId });
  const students: TestPerson[] = [];
  for (let index = 0; index < 4; index++) {
    const student = await createPerson(db, 'student');
    await db.insert(enrollments).values({ sessionId: session.sessionId, studentId: student.studentId!, status: 'MATCHING_FAILED' });
    students.push(student);
  }
  await announceResults(db, group.sessionGroupId);
  if (phaseHours !== null)
    await db
      .update(rounds)
      .set({ offerPhaseEndsAt: sql`now() + make_interval(hours => ${phaseHours})` })
      .where(and(eq(rounds.sessionGroupId, group.sessionGroupId), eq(rounds.round, 1)));
  const [s1, s2, s3, s4] = students;
  return { group, session, company, otherCompany, companyUser, otherCompanyUser, a, b, x, matched, s1, s2, s3, s4 };
}
export type OfferWorld = Awaited<ReturnType<typeof createOfferWorld>>;

export const sendOffer = (
  world: OfferWorld,
  user: TestPerson,
  body: { openingId: number; studentId: string; answerDeadline?: string },
  headers?: Record<string, string>,
) =>
  callRoute('POST', sendRoute, {
    path: `/api/company/sessions/${world.session.sessionId}/offers`,
    params: { sessionId: String(world.session.sessionId) },
    cookie: user.cookie,
    body,
    headers,
  });

export const acceptOffer = (student: TestPerson, offerId: number, headers?: Record<string, string>) =>
  callRoute('POST', acceptRoute, {
    path: `/api/student/offers/${offerId}/accept`,
    params: { offerId: String(offerId) },
    cookie: student.cookie,
    headers,
  });

export const declineOffer = (student: TestPerson, offerId: number) =>
  callRoute('POST', declineRoute, {
    path: `/api/student/offers/${offerId}/decline`,
    params: { offerId: String(offerId) },
    cookie: student.cookie,
  });

export async function enrollmentOf(db: Database, world: OfferWorld, student: TestPerson) {
  const [row] = await db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.sessionId, world.session.sessionId), eq(enrollments.studentId, student.studentId!)));
  return row;
}
