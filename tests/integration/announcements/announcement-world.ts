// The announcements' test world: a session whose students are one of each kind (still to rank, ranked, matched,
// inactive) and whose companies are one still to rank an opening with applications, one that ranked, and one with
// only a draft; plus the calls of the admin endpoints.
import { eq } from 'drizzle-orm';
import { GET as countRoute } from '@/app/api/admin/announcements/audience-count/route';
import { GET as getRoute, PUT as updateRoute } from '@/app/api/admin/announcements/[announcementId]/route';
import { POST as cancelRoute } from '@/app/api/admin/announcements/[announcementId]/cancel/route';
import { GET as listRoute, POST as createRoute } from '@/app/api/admin/announcements/route';
import type { Database } from '@/db/client';
import { applications, enrollments } from '@/db/schema';
import { callRoute } from '../../support/api';
import {
  createCompany,
  createOpening,
  createPeopleOfEveryRole,
  createPerson,
  createSession,
  createSessionGroup,
} from '../../support/fixtures';

export async function createAnnouncementWorld(db: Database) {
  const people = await createPeopleOfEveryRole(db);
  const group = await createSessionGroup(db, { roundCount: 2 });
  const session = await createSession(db, group.sessionGroupId);
  const toRank = await createPerson(db, 'student');
  const ranked = await createPerson(db, 'student');
  const matched = await createPerson(db, 'student');
  const inactive = await createPerson(db, 'student', { isActive: false });
  const waiting = await createCompany(db, { companyNameTh: 'บริษัท รออันดับ จำกัด' });
  const done = await createCompany(db, { companyNameTh: 'บริษัท ส่งแล้ว จำกัด' });
  const draftOnly = await createCompany(db, { companyNameTh: 'บริษัท ร่าง จำกัด' });
  const waitingUsers = [
    await createPerson(db, 'company_user', { companyId: waiting.companyId }),
    await createPerson(db, 'company_user', { companyId: waiting.companyId }),
  ];
  await createPerson(db, 'company_user', { companyId: waiting.companyId, isActive: false });
  const doneUser = await createPerson(db, 'company_user', { companyId: done.companyId });
  await createPerson(db, 'company_user', { companyId: draftOnly.companyId });
  const open = await createOpening(db, session.sessionId, waiting.companyId, { status: 'PUBLISHED' });
  const rankedOpening = await createOpening(db, session.sessionId, done.companyId, { status: 'RANKING_SUBMITTED' });
  await createOpening(db, session.sessionId, draftOnly.companyId, { status: 'DRAFT' });
  await db.insert(enrollments).values([
    { sessionId: session.sessionId, studentId: toRank.studentId!, status: 'RANKING_PENDING' },
    { sessionId: session.sessionId, studentId: ranked.studentId!, status: 'RANKING_SUBMITTED' },
    {
      sessionId: session.sessionId,
      studentId: matched.studentId!,
      status: 'MATCHING_SUCCESS',
      assignedOpeningId: rankedOpening.openingId,
      matchedRound: 1,
    },
    { sessionId: session.sessionId, studentId: inactive.studentId!, status: 'RANKING_PENDING' },
  ]);
  await db.insert(applications).values([
    {
      sessionId: session.sessionId,
      round: 1,
      studentId: ranked.studentId!,
      openingId: open.openingId,
      studentPreferenceRank: 1,
      status: 'ACTIVE',
    },
    {
      sessionId: session.sessionId,
      round: 1,
      studentId: ranked.studentId!,
      openingId: rankedOpening.openingId,
      studentPreferenceRank: 2,
      status: 'ACTIVE',
    },
  ]);
  return { people, admin: people.admin, group, session, toRank, ranked, matched, inactive, waitingUsers, doneUser, open, rankedOpening };
}
export type AnnouncementWorld = Awaited<ReturnType<typeof createAnnouncementWorld>>;

export const studentIdsOf = (db: Database, sessionId: number) =>
  db.select({ studentId: enrollments.studentId }).from(enrollments).where(eq(enrollments.sessionId, sessionId));

export const createAnnouncementCall = (cookie: string | undefined, body: unknown, headers?: Record<string, string>) =>
  callRoute('POST', createRoute, { path: '/api/admin/announcements', cookie, body, headers });

export const listAnnouncementsCall = (cookie: string | undefined, query: Record<string, string>) =>
  callRoute('GET', listRoute, { path: '/api/admin/announcements', cookie, query });

export const audienceCountCall = (cookie: string | undefined, query: Record<string, string>) =>
  callRoute('GET', countRoute, { path: '/api/admin/announcements/audience-count', cookie, query });

export const getAnnouncementCall = (cookie: string | undefined, announcementId: number | string) =>
  callRoute('GET', getRoute, {
    path: `/api/admin/announcements/${announcementId}`,
    params: { announcementId: String(announcementId) },
    cookie,
  });

export const updateAnnouncementCall = (cookie: string | undefined, announcementId: number | string, body: unknown) =>
  callRoute('PUT', updateRoute, {
    path: `/api/admin/announcements/${announcementId}`,
    params: { announcementId: String(announcementId) },
    cookie,
    body,
  });

export const cancelAnnouncementCall = (cookie: string | undefined, announcementId: number | string, headers?: Record<string, string>) =>
  callRoute('POST', cancelRoute, {
    path: `/api/admin/announcements/${announcementId}/cancel`,
    params: { announcementId: String(announcementId) },
    cookie,
    headers,
  });
