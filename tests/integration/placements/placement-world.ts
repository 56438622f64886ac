// The placements' test world: a one-round session whose results are announced a minute ago (or come in an hour);
// company C with opening A (quota 3) and another company with opening X; s1 and s2 placed in A by the matching,
// s3 in X, and an unmatched student.
import { and, eq } from 'drizzle-orm';
import { POST as confirmRoute } from '@/app/api/student/sessions/[sessionId]/placement/confirm/route';
import { GET as studentGetRoute } from '@/app/api/student/sessions/[sessionId]/placement/route';
import { POST as endRoute } from '@/app/api/admin/sessions/[sessionId]/placements/[studentId]/end/route';
import { GET as adminGetRoute, PATCH as adminPatchRoute } from '@/app/api/admin/sessions/[sessionId]/placements/[studentId]/route';
import { GET as adminListRoute } from '@/app/api/admin/sessions/[sessionId]/placements/route';
import { GET as companyGetRoute, PATCH as companyPatchRoute } from '@/app/api/company/sessions/[sessionId]/placements/[studentId]/route';
import { GET as companyListRoute } from '@/app/api/company/sessions/[sessionId]/placements/route';
import type { Database } from '@/db/client';
import { enrollments, placementDetails, sessions } from '@/db/schema';
import { callRoute } from '../../support/api';
import { createCompany, createOpening, createPerson, createSession, createSessionGroup, type TestPerson } from '../../support/fixtures';
import { announceResults, createMatchedStudent, openMatchingWindow } from '../../support/matching-fixtures';

export async function createPlacementWorld(db: Database, { announced = true }: { announced?: boolean } = {}) {
  const group = await createSessionGroup(db, { roundCount: 1 });
  const session = await createSession(db, group.sessionGroupId, { isMatchingInitiated: true });
  const company = await createCompany(db, { companyNameTh: 'บริษัท ฝึกงาน จำกัด' });
  const otherCompany = await createCompany(db, { companyNameTh: 'บริษัท อื่น จำกัด' });
  const companyUser = await createPerson(db, 'company_user', { companyId: company.companyId });
  const otherCompanyUser = await createPerson(db, 'company_user', { companyId: otherCompany.companyId });
  const a = await createOpening(db, session.sessionId, company.companyId, { title: 'ตำแหน่ง A', quota: 3, status: 'PUBLISHED' });
  const x = await createOpening(db, session.sessionId, otherCompany.companyId, { title: 'ตำแหน่ง X', quota: 2, status: 'PUBLISHED' });
  const s1 = await createMatchedStudent(db, { sessionId: session.sessionId, openingId: a.openingId });
  const s2 = await createMatchedStudent(db, { sessionId: session.sessionId, openingId: a.openingId });
  const s3 = await createMatchedStudent(db, { sessionId: session.sessionId, openingId: x.openingId });
  const unmatched = await createPerson(db, 'student');
  await db.insert(enrollments).values({ sessionId: session.sessionId, studentId: unmatched.studentId!, status: 'MATCHING_FAILED' });
  if (announced) await announceResults(db, group.sessionGroupId);
  else await openMatchingWindow(db, group.sessionGroupId);
  return { group, session, company, otherCompany, companyUser, otherCompanyUser, a, x, s1, s2, s3, unmatched };
}
export type PlacementWorld = Awaited<ReturnType<typeof createPlacementWorld>>;

const sessionParams = (sessionId: number) => ({ sessionId: String(sessionId) });
const placementParams = (sessionId: number, studentId: string) => ({ sessionId: String(sessionId), studentId });

export const adminList = (sessionId: number, cookie: string, query: Record<string, string> = {}) =>
  callRoute('GET', adminListRoute, { params: sessionParams(sessionId), cookie, query });
export const adminGet = (sessionId: number, studentId: string, cookie: string) =>
  callRoute('GET', adminGetRoute, { params: placementParams(sessionId, studentId), cookie });
export const adminPatch = (sessionId: number, studentId: string, cookie: string, body: unknown) =>
  callRoute('PATCH', adminPatchRoute, { params: placementParams(sessionId, studentId), cookie, body });
export const adminEnd = (sessionId: number, studentId: string, cookie: string, body: unknown, headers?: Record<string, string>) =>
  callRoute('POST', endRoute, { params: placementParams(sessionId, studentId), cookie, body, headers });
export const companyList = (sessionId: number, user: TestPerson, query: Record<string, string> = {}) =>
  callRoute('GET', companyListRoute, { params: sessionParams(sessionId), cookie: user.cookie, query });
export const companyGet = (sessionId: number, studentId: string, user: TestPerson) =>
  callRoute('GET', companyGetRoute, { params: placementParams(sessionId, studentId), cookie: user.cookie });
export const companyPatch = (sessionId: number, studentId: string, user: TestPerson, body: unknown, headers?: Record<string, string>) =>
  callRoute('PATCH', companyPatchRoute, { params: placementParams(sessionId, studentId), cookie: user.cookie, body, headers });
export const studentGet = (sessionId: number, student: TestPerson) =>
  callRoute('GET', studentGetRoute, { params: sessionParams(sessionId), cookie: student.cookie });
export const studentConfirm = (sessionId: number, student: TestPerson, headers?: Record<string, string>) =>
  callRoute('POST', confirmRoute, { params: sessionParams(sessionId), cookie: student.cookie, headers });

export const routes = {
  adminListRoute,
  adminGetRoute,
  adminPatchRoute,
  endRoute,
  companyListRoute,
  companyGetRoute,
  companyPatchRoute,
  studentGetRoute,
  confirmRoute,
};

/** The mentor and dates a company fills in. */
export const FILLED = {
  startDate: '2027-06-01',
  endDate: '2027-07-31',
  mentorName: 'คุณสมศรี พี่เลี้ยง',
  mentorPosition: 'Senior Engineer',
  mentorEmail: 'somsri@example.com',
  mentorPhone: '081-234-5678',
  workMode: 'HYBRID',
  workAddress: 'อาคารทดสอบ ชั้น 5 ถนนพญาไท กรุงเทพฯ',
};

export async function detailsRows(db: Database, sessionId: number, studentId?: string) {
  return db
    .select()
    .from(placementDetails)
    .where(and(eq(placementDetails.sessionId, sessionId), studentId ? eq(placementDetails.studentId, studentId) : undefined));
}

export async function setMatchingInitiated(db: Database, sessionId: number, value: boolean) {
  await db.update(sessions).set({ isMatchingInitiated: value }).where(eq(sessions.sessionId, sessionId));
}
