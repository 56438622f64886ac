import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as run } from '@/app/api/admin/sessions/[sessionId]/matching/route';
import { POST as submitCompanyRanking } from '@/app/api/company/sessions/[sessionId]/openings/[openingId]/ranking/route';
import type { Database } from '@/db/client';
import { applications, enrollments, notifications } from '@/db/schema';
import { closeRound } from '@/server/session-groups';
import { resolveActorFromToken } from '@/server/auth/resolve-actor-from-token';
import { callRoute } from '../../support/api';
import { createCompany, createOpening, createPerson, createSession, createSessionGroup } from '../../support/fixtures';
import { announceResults, openMatchingWindow, submitCompanyRankingRows, submitRankingRows } from '../../support/matching-fixtures';
import { placeRound } from '../../support/rankings';
import { testDatabase } from '../../support/per-file-setup';

let db: Database;

beforeAll(async () => {
  db = (await testDatabase()).db;
});

/** Two students, one opening of quota 1 whose company selected the first: one match, one not. */
async function world() {
  const group = await createSessionGroup(db, { roundCount: 2 });
  const session = await createSession(db, group.sessionGroupId);
  const company = await createCompany(db);
  const companyUser = await createPerson(db, 'company_user', { companyId: company.companyId });
  const opening = await createOpening(db, session.sessionId, company.companyId, { title: 'ตำแหน่งทดสอบผล', quota: 1, status: 'PUBLISHED' });
  const [first, second] = [await createPerson(db, 'student'), await createPerson(db, 'student')];
  await db.insert(enrollments).values(
    [first, second].map((student) => ({
      sessionId: session.sessionId,
      studentId: student.studentId!,
      status: 'RANKING_PENDING' as const,
    })),
  );
  for (const student of [first, second])
    await submitRankingRows(db, { sessionId: session.sessionId, round: 1, studentId: student.studentId!, openingIds: [opening.openingId] });
  await submitCompanyRankingRows(db, { openingId: opening.openingId, round: 1, selectedStudentIds: [first.studentId!] });
  await openMatchingWindow(db, group.sessionGroupId);
  return { group, session, companyUser, opening, first, second };
}

describe('notifications written in the transaction of the change', () => {
  it('a matching run tells every active admin its counts and that it was verified stable; an inactive admin hears nothing', async () => {
    const { session } = await world();
    const admin = await createPerson(db, 'admin');
    const inactive = await createPerson(db, 'admin', { isActive: false });
    const answer = await callRoute('POST', run, {
      path: `/api/admin/sessions/${session.sessionId}/matching`,
      params: { sessionId: String(session.sessionId) },
      body: { confirm: true },
      cookie: admin.cookie,
    });
    expect(answer.status).toBe(200);
    const [row] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, admin.platformUid), eq(notifications.eventKey, `matching-run:${answer.body.runId}`)));
    expect(row.kind).toBe('MATCHING_RUN_FINISHED');
    expect(row.title).toBe(`การจับคู่เสร็จแล้ว: ${session.title} รอบที่ 1`);
    expect(row.body).toContain('นิสิตที่ร่วมจับคู่ 2 คน: ได้ตำแหน่ง 1 คน ไม่ได้ตำแหน่ง 1 คน');
    expect(row.body).toContain('ผลการจับคู่มีเสถียรภาพ');
    expect(row.linkPath).toBe(`/session/${session.sessionId}/1/matching`);
    expect(await db.select().from(notifications).where(eq(notifications.recipientId, inactive.platformUid))).toHaveLength(0);
  });

  it('closing the round announces the results to anyone the scheduler has not told yet', async () => {
    const { group, session, companyUser, opening, first, second } = await world();
    const admin = await createPerson(db, 'admin');
    expect(
      (
        await callRoute('POST', run, {
          path: `/api/admin/sessions/${session.sessionId}/matching`,
          params: { sessionId: String(session.sessionId) },
          body: { confirm: true },
          cookie: admin.cookie,
        })
      ).status,
    ).toBe(200);
    await announceResults(db, group.sessionGroupId);
    const actor = (await resolveActorFromToken({ db, token: admin.cookie.split('=')[1], now: new Date() }))!;
    await closeRound({ ctx: { db, actor, now: new Date() }, sessionGroupId: group.sessionGroupId });
    const resultOf = async (recipientId: string) =>
      (
        await db
          .select()
          .from(notifications)
          .where(and(eq(notifications.recipientId, recipientId), eq(notifications.eventKey, `result:s${session.sessionId}:r1`)))
      )[0];
    expect((await resultOf(first.studentId!)).title).toContain(`คุณได้ตำแหน่ง ${opening.title}`);
    const unmatched = await resultOf(second.studentId!);
    expect(unmatched.title).toContain('รอบนี้คุณยังไม่ได้ตำแหน่ง');
    expect(unmatched.body).toContain('รอบถัดไป');
    const company = (
      await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.recipientId, companyUser.platformUid), eq(notifications.kind, 'COMPANY_RESULTS')))
    )[0];
    expect(company.body).toContain(`(${first.studentId})`);
  });

  it("a company's ranking gives every active user of the company a receipt with the ordered list; a refused one gives none", async () => {
    const group = await createSessionGroup(db);
    const session = await createSession(db, group.sessionGroupId);
    const companyUser = await createPerson(db, 'company_user');
    const colleague = await createPerson(db, 'company_user', { companyId: companyUser.companyId });
    const opening = await createOpening(db, session.sessionId, companyUser.companyId!, { title: 'ตำแหน่งรับใบเสร็จ', status: 'PUBLISHED' });
    const [first, second] = [await createPerson(db, 'student'), await createPerson(db, 'student')];
    await db.insert(enrollments).values(
      [first, second].map((student) => ({
        sessionId: session.sessionId,
        studentId: student.studentId!,
        status: 'RANKING_PENDING' as const,
      })),
    );
    for (const student of [first, second])
      await submitRankingRows(db, {
        sessionId: session.sessionId,
        round: 1,
        studentId: student.studentId!,
        openingIds: [opening.openingId],
      });
    await placeRound(db, group.sessionGroupId, 'companyRankingDeadline', 3600);
    const rows = await db.select().from(applications).where(eq(applications.openingId, opening.openingId));
    const idOf = (studentId: string) => rows.find((row) => row.studentId === studentId)!.applicationId;
    const call = (body: unknown) =>
      callRoute('POST', submitCompanyRanking, {
        path: `/api/company/sessions/${session.sessionId}/openings/${opening.openingId}/ranking`,
        params: { sessionId: String(session.sessionId), openingId: String(opening.openingId) },
        body,
        cookie: companyUser.cookie,
      });
    expect(
      (await call({ selectedApplicationIds: [idOf(second.studentId!)], sharedRankingApplicationIds: [idOf(first.studentId!)] })).status,
    ).toBe(400);
    expect(await db.select().from(notifications).where(eq(notifications.recipientId, companyUser.platformUid))).toHaveLength(0);

    expect(
      (await call({ selectedApplicationIds: [idOf(second.studentId!), idOf(first.studentId!)], sharedRankingApplicationIds: [] })).status,
    ).toBe(201);
    for (const person of [companyUser, colleague]) {
      const [receipt] = await db.select().from(notifications).where(eq(notifications.recipientId, person.platformUid));
      expect(receipt.kind).toBe('COMPANY_RANKING_RECEIPT');
      expect(receipt.body).toContain('เลือก 2 คน ไม่รับ 0 คน');
      expect(receipt.body.indexOf(`(${second.studentId})`)).toBeLessThan(receipt.body.indexOf(`(${first.studentId})`));
      expect(receipt.linkPath).toBe(`/applicant/${opening.openingId}/session/${session.sessionId}/ranking`);
    }
  });
});
