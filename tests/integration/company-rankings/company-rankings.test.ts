import { and, desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DELETE as adminUnsubmitRoute, GET as adminRankingRoute } from '@/app/api/admin/openings/[openingId]/ranking/[round]/route';
import { GET as rankingRoundRoute } from '@/app/api/company/sessions/[sessionId]/openings/[openingId]/ranking/[round]/route';
import {
  GET as getDraftRoute,
  PUT as putDraftRoute,
} from '@/app/api/company/sessions/[sessionId]/openings/[openingId]/ranking/draft/route';
import { POST as submitRoute } from '@/app/api/company/sessions/[sessionId]/openings/[openingId]/ranking/route';
import type { Database } from '@/db/client';
import { applications, auditLogs, companyRankingSubmissionItems, companyRankingSubmissions, openings, sessions } from '@/db/schema';
import { callRoute, IN_THAI } from '../../support/api';
import { createPeopleOfEveryRole } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { cancelApplication, placeRound } from '../../support/rankings';
import { createApplicationScenario, type ApplicationScenario } from '../applications/scenario';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;
let prefixCounter = 300;
const scenario = () => createApplicationScenario(db, String((prefixCounter += 1)));

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
});

const paramsOf = (sessionId: number | string, openingId: number | string) => ({
  sessionId: String(sessionId),
  openingId: String(openingId),
});
const getDraft = (s: ApplicationScenario, openingId: number | string, cookie?: string, sessionId: number | string = s.session.sessionId) =>
  callRoute('GET', getDraftRoute, {
    path: `/api/company/sessions/${sessionId}/openings/${openingId}/ranking/draft`,
    params: paramsOf(sessionId, openingId),
    cookie,
  });
const putDraft = (s: ApplicationScenario, openingId: number | string, body: unknown, cookie?: string, headers?: Record<string, string>) =>
  callRoute('PUT', putDraftRoute, {
    path: `/api/company/sessions/${s.session.sessionId}/openings/${openingId}/ranking/draft`,
    params: paramsOf(s.session.sessionId, openingId),
    body,
    cookie,
    headers,
  });
const submit = (s: ApplicationScenario, openingId: number | string, body: unknown, cookie?: string) =>
  callRoute('POST', submitRoute, {
    path: `/api/company/sessions/${s.session.sessionId}/openings/${openingId}/ranking`,
    params: paramsOf(s.session.sessionId, openingId),
    body,
    cookie,
  });
const getRanking = (s: ApplicationScenario, openingId: number | string, round: number | string, cookie?: string) =>
  callRoute('GET', rankingRoundRoute, {
    path: `/api/company/sessions/${s.session.sessionId}/openings/${openingId}/ranking/${round}`,
    params: { ...paramsOf(s.session.sessionId, openingId), round: String(round) },
    cookie,
  });
const adminRanking = (openingId: number | string, round: number | string, cookie?: string) =>
  callRoute('GET', adminRankingRoute, {
    path: `/api/admin/openings/${openingId}/ranking/${round}`,
    params: { openingId: String(openingId), round: String(round) },
    cookie,
  });
const adminUnsubmit = (openingId: number | string, round: number | string, cookie?: string) =>
  callRoute('DELETE', adminUnsubmitRoute, {
    path: `/api/admin/openings/${openingId}/ranking/${round}`,
    params: { openingId: String(openingId), round: String(round) },
    cookie,
  });

const statusOf = async (openingId: number) =>
  (await db.select({ status: openings.status }).from(openings).where(eq(openings.openingId, openingId)))[0].status;

describe('who may call the company ranking endpoints', () => {
  let s: ApplicationScenario;
  beforeAll(async () => {
    s = await scenario();
  });

  it('company endpoints: 404 for another company, changing nothing', async () => {
    const calls = [
      (cookie?: string) => getDraft(s, s.openings.mine1.openingId, cookie),
      (cookie?: string) => putDraft(s, s.openings.mine1.openingId, { applicationIds: [] }, cookie),
      (cookie?: string) => submit(s, s.openings.mine1.openingId, { selectedApplicationIds: [] }, cookie),
      (cookie?: string) => getRanking(s, s.openings.mine1.openingId, 1, cookie),
    ];
    for (const [index, call] of calls.entries()) {
      expect(await call(s.outsider.cookie), `call ${index} outsider`).toMatchObject({
        status: 404,
        body: { message: 'Opening not found' },
      });
    }
    expect(await statusOf(s.openings.mine1.openingId)).toBe('PUBLISHED');
  });

  it('answers 404 for unknown sessions, openings and rounds, 400 for bad ids', async () => {
    expect(await getDraft(s, s.openings.mine1.openingId, s.me.cookie, 999999)).toMatchObject({
      status: 404,
      body: { message: 'Session not found' },
    });
    expect((await getDraft(s, 999999, s.me.cookie)).status).toBe(404);
    expect((await getRanking(s, s.openings.mine1.openingId, 5, s.me.cookie)).status).toBe(404);
    expect((await adminRanking(999999, 1, people.admin.cookie)).status).toBe(404);
    expect((await adminUnsubmit(999999, 1, people.admin.cookie)).status).toBe(404);
    expect((await getDraft(s, 'x', s.me.cookie)).status).toBe(400);
    expect((await getRanking(s, s.openings.mine1.openingId, 'one', s.me.cookie)).status).toBe(400);
    expect((await adminRanking(s.openings.mine1.openingId, 'one', people.admin.cookie)).status).toBe(400);
  });
});

describe('the company ranking draft', () => {
  it('starts empty with every ACTIVE application, saves an order, and drops applications cancelled since', async () => {
    const s = await scenario();
    const { a1, b1, c1 } = s.applications;
    const empty = await getDraft(s, s.openings.mine1.openingId, s.me.cookie);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({
      round: 1,
      applicationIds: [],
      hasDraft: false,
      isRankingSubmitted: false,
      canEdit: true,
      openingStatus: 'PUBLISHED',
    });
    expect(empty.body.applications.map((item: { applicationId: number }) => item.applicationId)).toEqual([
      a1.applicationId,
      b1.applicationId,
      c1.applicationId,
    ]);

    const saved = await putDraft(s, s.openings.mine1.openingId, { applicationIds: [c1.applicationId, a1.applicationId] }, s.me.cookie);
    expect(saved).toMatchObject({ status: 200, body: { message: 'Draft saved' } });
    expect((await getDraft(s, s.openings.mine1.openingId, s.colleague.cookie)).body).toMatchObject({
      applicationIds: [c1.applicationId, a1.applicationId],
      hasDraft: true,
    });

    await putDraft(s, s.openings.mine1.openingId, { applicationIds: [a1.applicationId, b1.applicationId, c1.applicationId] }, s.me.cookie);
    await cancelApplication(db, b1.applicationId);
    expect((await getDraft(s, s.openings.mine1.openingId, s.me.cookie)).body.applicationIds).toEqual([a1.applicationId, c1.applicationId]);
  });

  it('answers 400 for a missing or malformed body, a duplicate, or an id that is not ACTIVE in this opening', async () => {
    const s = await scenario();
    const opening = s.openings.mine1.openingId;
    expect(await putDraft(s, opening, {}, s.me.cookie)).toMatchObject({ status: 400, body: { message: 'body.applicationIds: Required' } });
    expect((await putDraft(s, opening, { applicationIds: ['1'] }, s.me.cookie)).status).toBe(400);
    const duplicate = await putDraft(
      s,
      opening,
      { applicationIds: [s.applications.a1.applicationId, s.applications.a1.applicationId] },
      s.me.cookie,
    );
    expect(duplicate).toMatchObject({
      status: 400,
      body: { message: `applicationIds lists application ${s.applications.a1.applicationId} more than once` },
    });
    const foreign = await putDraft(s, opening, { applicationIds: [s.applications.b2.applicationId] }, s.me.cookie);
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(
      `applicationIds: application ${s.applications.b2.applicationId} is not an active application of this opening in round 1`,
    );
    await cancelApplication(db, s.applications.c1.applicationId);
    expect((await putDraft(s, opening, { applicationIds: [s.applications.c1.applicationId] }, s.me.cookie)).status).toBe(400);
  });
});

describe('the company ranking window (applicationAnnouncementDate ≤ now < companyRankingDeadline)', () => {
  it('refuses drafts and submissions before applicationAnnouncementDate and allows them from it', async () => {
    const s = await createApplicationScenario(db, '350', 'applicationAnnouncementDate', 60);
    const body = { selectedApplicationIds: [s.applications.a1.applicationId] };
    expect((await getDraft(s, s.openings.mine1.openingId, s.me.cookie)).status).toBe(403);
    expect((await getRanking(s, s.openings.mine1.openingId, 1, s.me.cookie)).status).toBe(403);
    const draft = await putDraft(s, s.openings.mine1.openingId, { applicationIds: [] }, s.me.cookie, IN_THAI);
    expect(draft.status).toBe(409);
    expect(draft.body.message).toMatch(/^จัดอันดับผู้สมัครของรอบที่ 1 ได้ตั้งแต่ \d{1,2} \S+ \d{4} เวลา \d{2}:\d{2} น\.$/);
    expect((await submit(s, s.openings.mine1.openingId, body, s.me.cookie)).status).toBe(409);

    await placeRound(db, s.group.sessionGroupId, 'applicationAnnouncementDate', 0);
    expect((await putDraft(s, s.openings.mine1.openingId, { applicationIds: [] }, s.me.cookie)).status).toBe(200);
    expect((await submit(s, s.openings.mine1.openingId, body, s.me.cookie)).status).toBe(201);
    expect((await getRanking(s, s.openings.mine1.openingId, 1, s.me.cookie)).status).toBe(200);
  });

  it('allows them until one minute before companyRankingDeadline and refuses them at the deadline', async () => {
    const s = await createApplicationScenario(db, '351', 'companyRankingDeadline', 60);
    expect((await putDraft(s, s.openings.mine1.openingId, { applicationIds: [s.applications.b1.applicationId] }, s.me.cookie)).status).toBe(
      200,
    );

    await placeRound(db, s.group.sessionGroupId, 'companyRankingDeadline', 0);
    const draft = await putDraft(s, s.openings.mine1.openingId, { applicationIds: [] }, s.me.cookie, IN_THAI);
    expect(draft.status).toBe(409);
    expect(draft.body.message).toMatch(/^หมดเขตจัดอันดับผู้สมัครของรอบที่ 1 เมื่อ \d{1,2} \S+ \d{4} เวลา \d{2}:\d{2} น\.$/);
    expect((await submit(s, s.openings.mine1.openingId, { selectedApplicationIds: [] }, s.me.cookie)).status).toBe(409);
    const readOnly = await getDraft(s, s.openings.mine1.openingId, s.me.cookie);
    expect(readOnly.body).toMatchObject({ canEdit: false, applicationIds: [s.applications.b1.applicationId] });
    expect(await statusOf(s.openings.mine1.openingId)).toBe('PUBLISHED');
  });
});

describe('POST …/ranking', () => {
  it('submits: every ACTIVE application gets one item, the opening becomes RANKING_SUBMITTED, audited, and GET …/ranking/1 reads it', async () => {
    const s = await scenario();
    const { a1, b1, c1 } = s.applications;
    const answer = await submit(
      s,
      s.openings.mine1.openingId,
      {
        selectedApplicationIds: [c1.applicationId, a1.applicationId],
        sharedRankingApplicationIds: [c1.applicationId],
        excludedApplicationNote: '  ไม่ตรงคุณสมบัติ  ',
      },
      s.me.cookie,
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      openingId: s.openings.mine1.openingId,
      round: 1,
      excludedApplicationIds: [b1.applicationId],
      excludedApplicationNote: 'ไม่ตรงคุณสมบัติ',
      submittedAt: expect.any(String),
    });
    expect(
      answer.body.applications.map((item: { applicationId: number; companyPreferenceRank: number; isShared: boolean }) => [
        item.applicationId,
        item.companyPreferenceRank,
        item.isShared,
      ]),
    ).toEqual([
      [c1.applicationId, 1, true],
      [a1.applicationId, 2, false],
    ]);
    expect(answer.body).not.toHaveProperty('submittedByPlatformUid');

    const [submission] = await db
      .select()
      .from(companyRankingSubmissions)
      .where(eq(companyRankingSubmissions.openingId, s.openings.mine1.openingId));
    expect(submission).toMatchObject({ action: 'SUBMIT', round: 1, submittedByPlatformUid: s.me.platformUid });
    const items = await db
      .select()
      .from(companyRankingSubmissionItems)
      .where(eq(companyRankingSubmissionItems.submissionId, submission.submissionId))
      .orderBy(companyRankingSubmissionItems.applicationId);
    expect(items.map((item) => [item.applicationId, item.position, item.isShared])).toEqual([
      [a1.applicationId, 2, false],
      [b1.applicationId, null, false],
      [c1.applicationId, 1, true],
    ]);
    expect(await statusOf(s.openings.mine1.openingId)).toBe('RANKING_SUBMITTED');
    const [audit] = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'company-ranking.submit'), eq(auditLogs.entityId, String(s.openings.mine1.openingId))));
    expect(audit.details).toMatchObject({ round: 1, selectedCount: 2, excludedCount: 1, sharedCount: 1 });

    const read = await getRanking(s, s.openings.mine1.openingId, 1, s.colleague.cookie);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      excludedApplicationIds: [b1.applicationId],
      excludedApplicationNote: 'ไม่ตรงคุณสมบัติ',
      history: [{ action: 'SUBMIT' }],
    });
    expect((await getDraft(s, s.openings.mine1.openingId, s.me.cookie)).body).toMatchObject({ isRankingSubmitted: true, canEdit: false });
  });

  it('answers 409 for a second submission in the round, and for a draft save after it', async () => {
    const s = await scenario();
    expect((await submit(s, s.openings.mine2.openingId, { selectedApplicationIds: [] }, s.me.cookie)).status).toBe(201);
    const again = await submit(
      s,
      s.openings.mine2.openingId,
      { selectedApplicationIds: [s.applications.b2.applicationId] },
      s.colleague.cookie,
    );
    expect(again).toMatchObject({ status: 409, body: { message: 'The ranking of round 1 is already submitted' } });
    expect((await putDraft(s, s.openings.mine2.openingId, { applicationIds: [] }, s.me.cookie)).status).toBe(409);
  });

  it('answers 400 for duplicates, unknown or inactive ids, shared not among the selected, and a bad body', async () => {
    const s = await scenario();
    const opening = s.openings.mine1.openingId;
    const { a1, b1, c1, b2 } = s.applications;
    expect((await submit(s, opening, { selectedApplicationIds: [a1.applicationId, a1.applicationId] }, s.me.cookie)).status).toBe(400);
    expect((await submit(s, opening, { selectedApplicationIds: [b2.applicationId] }, s.me.cookie)).status).toBe(400);
    const notSelected = await submit(
      s,
      opening,
      { selectedApplicationIds: [a1.applicationId], sharedRankingApplicationIds: [b1.applicationId] },
      s.me.cookie,
    );
    expect(notSelected).toMatchObject({
      status: 400,
      body: { message: `sharedRankingApplicationIds: application ${b1.applicationId} is not in selectedApplicationIds` },
    });
    expect(
      (
        await submit(
          s,
          opening,
          { selectedApplicationIds: [a1.applicationId], sharedRankingApplicationIds: [a1.applicationId, a1.applicationId] },
          s.me.cookie,
        )
      ).status,
    ).toBe(400);
    expect(await submit(s, opening, {}, s.me.cookie)).toMatchObject({
      status: 400,
      body: { message: 'body.selectedApplicationIds: Required' },
    });
    expect((await submit(s, opening, { selectedApplicationIds: [1], excludedApplicationNote: 5 }, s.me.cookie)).status).toBe(400);
    await cancelApplication(db, c1.applicationId);
    expect((await submit(s, opening, { selectedApplicationIds: [c1.applicationId] }, s.me.cookie)).status).toBe(400);
    expect(await statusOf(opening)).toBe('PUBLISHED');
    expect(await db.select().from(companyRankingSubmissions).where(eq(companyRankingSubmissions.openingId, opening))).toEqual([]);
  });

  it('answers 409 for an opening that is not PUBLISHED (withdrawn or draft)', async () => {
    const s = await scenario();
    await db.update(openings).set({ status: 'WITHDRAWN' }).where(eq(openings.openingId, s.openings.mine2.openingId));
    expect(await submit(s, s.openings.mine2.openingId, { selectedApplicationIds: [] }, s.me.cookie)).toMatchObject({
      status: 409,
      body: { message: 'Cannot submit the ranking of an opening that is WITHDRAWN' },
    });
    expect((await submit(s, s.openings.draft.openingId, { selectedApplicationIds: [] }, s.me.cookie)).status).toBe(409);
    expect((await putDraft(s, s.openings.mine2.openingId, { applicationIds: [] }, s.me.cookie)).status).toBe(409);
  });

  it('GET …/ranking/{round} before any submission answers empty lists and submittedAt null', async () => {
    const s = await scenario();
    expect((await getRanking(s, s.openings.mine1.openingId, 1, s.me.cookie)).body).toEqual({
      openingId: s.openings.mine1.openingId,
      round: 1,
      applications: [],
      excludedApplicationIds: [],
      excludedApplicationNote: null,
      submittedAt: null,
      history: [],
    });
  });
});

describe('admin ranking read and unsubmit', () => {
  it('reads with submittedBy, unsubmits back to draft (history kept, audited), and the company can submit again', async () => {
    const s = await scenario();
    const opening = s.openings.mine1.openingId;
    await putDraft(s, opening, { applicationIds: [s.applications.b1.applicationId] }, s.me.cookie);
    await submit(s, opening, { selectedApplicationIds: [s.applications.b1.applicationId] }, s.me.cookie);

    const read = await adminRanking(opening, 1, people.admin.cookie);
    expect(read.status).toBe(200);
    expect(read.body.submittedBy).toEqual({
      platformUid: s.me.platformUid,
      username: s.me.username,
      email: `${s.me.username}@example.com`,
    });
    expect(read.body.applications.map((item: { applicationId: number }) => item.applicationId)).toEqual([s.applications.b1.applicationId]);

    expect(await adminUnsubmit(opening, 1, people.admin.cookie)).toMatchObject({ status: 200, body: { message: 'Ranking unsubmitted' } });
    expect(await statusOf(opening)).toBe('PUBLISHED');
    const history = await db
      .select()
      .from(companyRankingSubmissions)
      .where(eq(companyRankingSubmissions.openingId, opening))
      .orderBy(desc(companyRankingSubmissions.submissionId));
    expect(history.map((row) => row.action)).toEqual(['UNSUBMIT', 'SUBMIT']);
    expect(
      (
        await db
          .select()
          .from(auditLogs)
          .where(and(eq(auditLogs.action, 'company-ranking.unsubmit'), eq(auditLogs.entityId, String(opening))))
      ).length,
    ).toBe(1);
    expect((await adminRanking(opening, 1, people.admin.cookie)).body).toMatchObject({
      applications: [],
      submittedAt: null,
      submittedBy: null,
    });

    const draft = await getDraft(s, opening, s.me.cookie);
    expect(draft.body).toMatchObject({ applicationIds: [s.applications.b1.applicationId], isRankingSubmitted: false, canEdit: true });
    expect((await submit(s, opening, { selectedApplicationIds: [s.applications.a1.applicationId] }, s.me.cookie)).status).toBe(201);
    expect((await getRanking(s, opening, 1, s.me.cookie)).body.history.map((entry: { action: string }) => entry.action)).toEqual([
      'SUBMIT',
      'UNSUBMIT',
      'SUBMIT',
    ]);

    // The admin's history names who did each step; the company's never does.
    const account = (person: { platformUid: string; username: string }) => ({
      platformUid: person.platformUid,
      username: person.username,
      email: `${person.username}@example.com`,
    });
    const adminHistory = (await adminRanking(opening, 1, people.admin.cookie)).body.history;
    expect(adminHistory.map((entry: { action: string; submittedBy: unknown }) => [entry.action, entry.submittedBy])).toEqual([
      ['SUBMIT', account(s.me)],
      ['UNSUBMIT', account(people.admin)],
      ['SUBMIT', account(s.me)],
    ]);
    for (const entry of (await getRanking(s, opening, 1, s.me.cookie)).body.history)
      expect(Object.keys(entry).sort()).toEqual(['action', 'submittedAt']);
  });

  it("keeps each application's company position with the current ranking: set on submit, cleared on unsubmit, replaced on resubmit", async () => {
    const s = await scenario();
    const opening = s.openings.mine1.openingId;
    const { a1, b1, c1, c2 } = s.applications;
    const positions = async () =>
      Object.fromEntries(
        (
          await db
            .select({ id: applications.applicationId, position: applications.companyPosition })
            .from(applications)
            .where(
              inArray(
                applications.applicationId,
                [a1, b1, c1, c2].map((a) => a.applicationId),
              ),
            )
        ).map((row) => [row.id, row.position]),
      );
    await submit(s, opening, { selectedApplicationIds: [c1.applicationId, a1.applicationId] }, s.me.cookie);
    // b1 was excluded; c2 belongs to another opening, whose ranking was not submitted.
    expect(await positions()).toEqual({ [a1.applicationId]: 2, [b1.applicationId]: null, [c1.applicationId]: 1, [c2.applicationId]: null });
    await adminUnsubmit(opening, 1, people.admin.cookie);
    expect(await positions()).toEqual({
      [a1.applicationId]: null,
      [b1.applicationId]: null,
      [c1.applicationId]: null,
      [c2.applicationId]: null,
    });
    await submit(s, opening, { selectedApplicationIds: [b1.applicationId] }, s.me.cookie);
    expect(await positions()).toEqual({
      [a1.applicationId]: null,
      [b1.applicationId]: 1,
      [c1.applicationId]: null,
      [c2.applicationId]: null,
    });
  });

  it('answers 409 with nothing to unsubmit and after the matching ran', async () => {
    const s = await scenario();
    expect(await adminUnsubmit(s.openings.mine1.openingId, 1, people.admin.cookie)).toMatchObject({
      status: 409,
      body: { message: 'The company has no submitted ranking in round 1' },
    });
    await submit(s, s.openings.mine1.openingId, { selectedApplicationIds: [] }, s.me.cookie);
    await db.update(sessions).set({ isMatchingInitiated: true }).where(eq(sessions.sessionId, s.session.sessionId));
    expect((await adminUnsubmit(s.openings.mine1.openingId, 1, people.admin.cookie)).status).toBe(409);
    expect(await statusOf(s.openings.mine1.openingId)).toBe('RANKING_SUBMITTED');
  });
});
