import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getAdminOpening } from '@/app/api/admin/openings/[openingId]/route';
import { GET as getCompanyOpening } from '@/app/api/company/sessions/[sessionId]/openings/[openingId]/route';
import { GET as getStudentOpening } from '@/app/api/sessions/[sessionId]/openings/[openingId]/route';
import type { Database } from '@/db/client';
import { enrollments } from '@/db/schema';
import { callRoute } from '../../support/api';
import {
  createCompany,
  createOpening,
  createPeopleOfEveryRole,
  createPerson,
  createSession,
  createSessionGroup,
} from '../../support/fixtures';
import { placeMatchingRound } from '../../support/matching-fixtures';
import { testDatabase } from '../../support/per-file-setup';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
});

/** remainingQuota as the student, the company and the admin see the opening. */
async function remainingQuotaSeenBy(world: Awaited<ReturnType<typeof createWorld>>) {
  const params = { sessionId: String(world.session.sessionId), openingId: String(world.opening.openingId) };
  const student = await callRoute('GET', getStudentOpening, {
    path: `/api/sessions/${params.sessionId}/openings/${params.openingId}`,
    params,
    cookie: world.student.cookie,
  });
  const company = await callRoute('GET', getCompanyOpening, {
    path: `/api/company/sessions/${params.sessionId}/openings/${params.openingId}`,
    params,
    cookie: world.companyUser.cookie,
  });
  const admin = await callRoute('GET', getAdminOpening, {
    path: `/api/admin/openings/${params.openingId}`,
    params: { openingId: params.openingId },
    cookie: people.admin.cookie,
  });
  for (const answer of [student, company, admin]) expect(answer.status).toBe(200);
  return { student: student.body.remainingQuota, company: company.body.remainingQuota, admin: admin.body.remainingQuota };
}

/** An opening of quota 3 in round 2: one student matched to it in round 1 (announced), one in round 2 by the run. */
async function createWorld() {
  const group = await createSessionGroup(db, { roundCount: 2, currentRound: 2 });
  await placeMatchingRound(db, group.sessionGroupId, 1, 'resultAnnouncementDate', -30 * 86_400);
  const session = await createSession(db, group.sessionGroupId, { isMatchingInitiated: true });
  const company = await createCompany(db);
  const companyUser = await createPerson(db, 'company_user', { companyId: company.companyId });
  const opening = await createOpening(db, session.sessionId, company.companyId, {
    quota: 3,
    status: 'PUBLISHED',
    publishedAt: new Date(Date.now() - 86_400_000),
  });
  const [student, earlier, current] = await Promise.all([
    createPerson(db, 'student'),
    createPerson(db, 'student'),
    createPerson(db, 'student'),
  ]);
  await db.insert(enrollments).values([
    { sessionId: session.sessionId, studentId: student.studentId!, status: 'MATCHING_FAILED' },
    {
      sessionId: session.sessionId,
      studentId: earlier.studentId!,
      status: 'MATCHING_SUCCESS',
      assignedOpeningId: opening.openingId,
      matchedRound: 1,
    },
    {
      sessionId: session.sessionId,
      studentId: current.studentId!,
      status: 'MATCHING_SUCCESS',
      assignedOpeningId: opening.openingId,
      matchedRound: 2,
    },
  ]);
  return { group, session, companyUser, opening, student };
}

describe('remainingQuota across the result announcement', () => {
  it('students and companies see the current round’s matches only from resultAnnouncementDate; admins see them at once', async () => {
    const world = await createWorld();

    await placeMatchingRound(db, world.group.sessionGroupId, 2, 'resultAnnouncementDate', 3600);
    expect(await remainingQuotaSeenBy(world)).toEqual({ student: 2, company: 2, admin: 1 });

    await placeMatchingRound(db, world.group.sessionGroupId, 2, 'resultAnnouncementDate', -60);
    expect(await remainingQuotaSeenBy(world)).toEqual({ student: 1, company: 1, admin: 1 });
  });
});
