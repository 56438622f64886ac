import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listApplications } from '@/app/api/sessions/[sessionId]/applications/[round]/route';
import type { Database } from '@/db/client';
import type { Actor } from '@/server/context';
import { getAdminDashboard } from '@/server/home';
import { findCurrentSessionGroup, listSessions } from '@/server/sessions';
import { groupSessions, resolveSelection } from '@/components/session/session-selection';
import { callRoute } from '../../support/api';
import {
  createCompany,
  createOpening,
  createPerson,
  createSession,
  createSessionGroup,
  enrollStudent,
  type TestPerson,
} from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

const DAY_MS = 24 * 60 * 60 * 1000;
let db: Database;
let admin: TestPerson;
let companyUser: TestPerson;
let newCompanyUser: TestPerson;
let student: TestPerson;
let currentGroupId: number;
let futureGroupId: number;
let currentSessionId: number;
let futureSessionId: number;

function actorOf(person: TestPerson, role: Actor['role']): Actor {
  const base = {
    platformUid: person.platformUid,
    displayName: person.username,
    signedInPlatformUid: person.platformUid,
    loginSessionId: 0,
  };
  if (role === 'student' && person.studentId) return { ...base, role, studentId: person.studentId };
  if (role === 'company_user' && person.companyId !== undefined) return { ...base, role, companyId: person.companyId };
  if (role === 'admin' || role === 'external_user') return { ...base, role };
  throw new Error(`${person.username} has no ${role} row`);
}
const ctxOf = (person: TestPerson, role: Actor['role']) => ({ db, actor: actorOf(person, role), now: new Date() });

/** The group the header shows on a first visit: the server's current group resolved as the session picker does. */
async function headerGroup(person: TestPerson, role: Actor['role']) {
  const ctx = ctxOf(person, role);
  const [sessions, current] = await Promise.all([listSessions({ ctx }), findCurrentSessionGroup({ ctx })]);
  return resolveSelection(groupSessions(sessions), { groupId: null, sessionId: null }, current);
}

beforeAll(async () => {
  db = (await testDatabase()).db;
  // The current term: round 1 started three and a half days ago, so the companies are ranking their applicants now.
  const current = await createSessionGroup(db, { title: 'ฝึกงาน 2569', start: new Date(Date.now() - 3.5 * DAY_MS) });
  currentGroupId = current.sessionGroupId;
  currentSessionId = (await createSession(db, currentGroupId, { title: 'ฝึกงานภาคฤดูร้อน 2569' })).sessionId;
  const company = await createCompany(db);
  await createOpening(db, currentSessionId, company.companyId, { status: 'PUBLISHED' });
  admin = await createPerson(db, 'admin');
  companyUser = await createPerson(db, 'company_user', { companyId: company.companyId });
  newCompanyUser = await createPerson(db, 'company_user', { companyId: (await createCompany(db)).companyId });
  student = await createPerson(db, 'student');
  await enrollStudent(db, currentSessionId, student.studentId!);

  // Next term's group, created early: its first date is a month away.
  const future = await createSessionGroup(db, { title: 'ฝึกงาน 2570', start: new Date(Date.now() + 30 * DAY_MS) });
  futureGroupId = future.sessionGroupId;
  futureSessionId = (await createSession(db, futureGroupId, { title: 'ฝึกงานภาคฤดูร้อน 2570' })).sessionId;
  await enrollStudent(db, futureSessionId, student.studentId!);
});

describe('the current session group while next term is being prepared', () => {
  it('keeps the company on the group of its openings: header, home and applicant list', async () => {
    expect(await findCurrentSessionGroup({ ctx: ctxOf(companyUser, 'company_user') })).toBe(currentGroupId);
    const { group, session } = await headerGroup(companyUser, 'company_user');
    expect(group?.sessionGroupId).toBe(currentGroupId);
    // The company home counts the openings of the header's session, and the applicant list asks for its applications.
    expect(session?.sessionId).toBe(currentSessionId);
    const applicants = await callRoute('GET', listApplications, {
      path: `/api/sessions/${currentSessionId}/applications/1`,
      params: { sessionId: String(currentSessionId), round: '1' },
      cookie: companyUser.cookie,
    });
    expect(applicants.status).toBe(200);
  });

  it('keeps the admin header and dashboard on the group that has started', async () => {
    expect((await headerGroup(admin, 'admin')).group?.sessionGroupId).toBe(currentGroupId);
    const dashboard = await getAdminDashboard({ ctx: ctxOf(admin, 'admin') });
    expect(dashboard.initialDashboard?.sessionGroupId).toBe(currentGroupId);
  });

  it('keeps a student enrolled in both on the group that has started', async () => {
    expect((await headerGroup(student, 'student')).group?.sessionGroupId).toBe(currentGroupId);
  });

  it('gives a company with no openings the admin rule', async () => {
    expect(await findCurrentSessionGroup({ ctx: ctxOf(newCompanyUser, 'company_user') })).toBe(currentGroupId);
  });

  it('moves to the new group once it has started, and falls back to the first to start when none has', async () => {
    const afterStart = { db, actor: actorOf(admin, 'admin'), now: new Date(Date.now() + 31 * DAY_MS) };
    expect(await findCurrentSessionGroup({ ctx: afterStart })).toBe(futureGroupId);
    const beforeAny = { db, actor: actorOf(admin, 'admin'), now: new Date(Date.now() - 10 * DAY_MS) };
    expect(await findCurrentSessionGroup({ ctx: beforeAny })).toBe(currentGroupId);
  });
});
