import { beforeAll, describe, expect, it } from 'vitest';
import { GET as statisticsByOpening } from '@/app/api/company/me/statistics/[sessionGroupId]/openings/route';
import { GET as statisticsBySession } from '@/app/api/company/me/statistics/[sessionGroupId]/sessions/route';
import { GET as listAll } from '@/app/api/company/openings/route';
import { GET as getRatio } from '@/app/api/company/session-groups/[sessionGroupId]/openings/ratio/route';
import { GET as listInGroup } from '@/app/api/company/session-groups/[sessionGroupId]/openings/route';
import { GET as getOne } from '@/app/api/company/sessions/[sessionId]/openings/[openingId]/route';
import { GET as listInSession } from '@/app/api/company/sessions/[sessionId]/openings/route';
import type { Database } from '@/db/client';
import { callRoute } from '../../support/api';
import { createOpening, createPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { createApplication, createCompanyUser, createGroupWithTwoSessions } from './company-support';

let db: Database;
let group: Awaited<ReturnType<typeof createGroupWithTwoSessions>>;
let otherGroup: Awaited<ReturnType<typeof createGroupWithTwoSessions>>;
let me: Awaited<ReturnType<typeof createCompanyUser>>;
let other: Awaited<ReturnType<typeof createCompanyUser>>;
let mine: { draftA: number; publishedA: number; publishedB: number; withdrawnB: number; elsewhere: number };
let foreignOpening: number;

beforeAll(async () => {
  db = (await testDatabase()).db;
  [group, otherGroup, me, other] = await Promise.all([
    createGroupWithTwoSessions(db, 'open'),
    createGroupWithTwoSessions(db, 'open'),
    createCompanyUser(db),
    createCompanyUser(db),
  ]);
  const { sessionA, sessionB } = group;
  mine = {
    draftA: (await createOpening(db, sessionA.sessionId, me.companyId, { title: 'ร่าง A', quota: 3 })).openingId,
    publishedA: (await createOpening(db, sessionA.sessionId, me.companyId, { title: 'เผยแพร่ A', quota: 4, status: 'PUBLISHED' })).openingId,
    publishedB: (await createOpening(db, sessionB.sessionId, me.companyId, { title: 'เผยแพร่ B', quota: 2, status: 'PUBLISHED' })).openingId,
    withdrawnB: (await createOpening(db, sessionB.sessionId, me.companyId, { title: 'ถอน B', quota: 9, status: 'WITHDRAWN' })).openingId,
    elsewhere: (await createOpening(db, otherGroup.sessionA.sessionId, me.companyId, { title: 'กลุ่มอื่น' })).openingId,
  };
  foreignOpening = (await createOpening(db, sessionA.sessionId, other.companyId, { title: 'ของบริษัทอื่น', status: 'PUBLISHED', quota: 7 }))
    .openingId;
});

const idsOf = (items: { openingId: number }[]) => items.map((item) => item.openingId).sort((a, b) => a - b);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

const calls = {
  listAll: (cookie?: string, query?: Record<string, string>) => callRoute('GET', listAll, { path: '/api/company/openings', query, cookie }),
  listInSession: (cookie?: string, sessionId: number | string = group.sessionA.sessionId, query?: Record<string, string>) =>
    callRoute('GET', listInSession, {
      path: `/api/company/sessions/${sessionId}/openings`,
      params: { sessionId: String(sessionId) },
      query,
      cookie,
    }),
  getOne: (cookie?: string, openingId: number | string = mine.draftA, sessionId: number | string = group.sessionA.sessionId) =>
    callRoute('GET', getOne, {
      path: `/api/company/sessions/${sessionId}/openings/${openingId}`,
      params: { sessionId: String(sessionId), openingId: String(openingId) },
      cookie,
    }),
  listInGroup: (cookie?: string, query?: Record<string, string>, sessionGroupId: number | string = group.group.sessionGroupId) =>
    callRoute('GET', listInGroup, {
      path: `/api/company/session-groups/${sessionGroupId}/openings`,
      params: { sessionGroupId: String(sessionGroupId) },
      query,
      cookie,
    }),
  ratio: (cookie?: string, query?: Record<string, string>, sessionGroupId: number | string = group.group.sessionGroupId) =>
    callRoute('GET', getRatio, {
      path: `/api/company/session-groups/${sessionGroupId}/openings/ratio`,
      params: { sessionGroupId: String(sessionGroupId) },
      query,
      cookie,
    }),
  statisticsBySession: (cookie?: string, sessionGroupId: number | string = group.group.sessionGroupId) =>
    callRoute('GET', statisticsBySession, {
      path: `/api/company/me/statistics/${sessionGroupId}/sessions`,
      params: { sessionGroupId: String(sessionGroupId) },
      cookie,
    }),
  statisticsByOpening: (cookie?: string, sessionGroupId: number | string = group.group.sessionGroupId) =>
    callRoute('GET', statisticsByOpening, {
      path: `/api/company/me/statistics/${sessionGroupId}/openings`,
      params: { sessionGroupId: String(sessionGroupId) },
      cookie,
    }),
};

describe('who may call the company opening reads', () => {
  it.each(Object.keys(calls) as (keyof typeof calls)[])('%s: answers 200 to the company user', async (name) => {
    const call = calls[name] as (cookie?: string) => ReturnType<typeof callRoute>;
    expect((await call(me.cookie)).status).toBe(200);
  });
});

describe('GET /api/company/openings', () => {
  it('lists every opening of the company and none of another company, with the status', async () => {
    const answer = await calls.listAll(me.cookie);
    expect(answer.status).toBe(200);
    expect(idsOf(answer.body.items)).toEqual(sorted(Object.values(mine)));
    expect(answer.body.meta).toEqual({ totalItem: 5, itemCount: 5, itemsPerPage: 20, totalPage: 1, currentPage: 1 });
    const draft = answer.body.items.find((item: { openingId: number }) => item.openingId === mine.draftA);
    expect(draft).toMatchObject({ status: 'DRAFT', title: 'ร่าง A', quota: 3, company: { companyId: me.companyId } });
  });

  it('pages and answers 400 for a bad page', async () => {
    const answer = await calls.listAll(me.cookie, { page: '2', limit: '2' });
    expect(answer.body.meta).toEqual({ totalItem: 5, itemCount: 2, itemsPerPage: 2, totalPage: 3, currentPage: 2 });
    expect((await calls.listAll(me.cookie, { page: '0' })).status).toBe(400);
  });
});

describe('GET /api/company/sessions/{sessionId}/openings[/{openingId}]', () => {
  it('lists the company’s openings of the session only', async () => {
    const answer = await calls.listInSession(me.cookie);
    expect(answer.status).toBe(200);
    expect(idsOf(answer.body.items)).toEqual(sorted([mine.draftA, mine.publishedA]));
  });

  it('answers 404 for an unknown session', async () => {
    expect((await calls.listInSession(me.cookie, 999999)).status).toBe(404);
  });

  it('reads one of the company’s openings with its status', async () => {
    const answer = await calls.getOne(me.cookie, mine.publishedA);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      openingId: mine.publishedA,
      sessionId: group.sessionA.sessionId,
      status: 'PUBLISHED',
      isPublished: true,
    });
  });

  it('answers 404 for another company’s opening, an unknown one, or the wrong session', async () => {
    const foreign = await calls.getOne(me.cookie, foreignOpening);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: 'Opening not found' });
    expect((await calls.getOne(me.cookie, 999999)).status).toBe(404);
    expect((await calls.getOne(me.cookie, mine.publishedB, group.sessionA.sessionId)).status).toBe(404);
  });
});

describe('GET /api/company/session-groups/{sessionGroupId}/openings', () => {
  it('lists the company’s openings of the group, filtered by sessionIds and isPublished', async () => {
    expect(idsOf((await calls.listInGroup(me.cookie)).body.items)).toEqual(
      sorted([mine.draftA, mine.publishedA, mine.publishedB, mine.withdrawnB]),
    );
    expect(idsOf((await calls.listInGroup(me.cookie, { isPublished: 'true' })).body.items)).toEqual(
      sorted([mine.publishedA, mine.publishedB]),
    );
    expect(idsOf((await calls.listInGroup(me.cookie, { isPublished: 'false' })).body.items)).toEqual(
      sorted([mine.draftA, mine.withdrawnB]),
    );
    expect(idsOf((await calls.listInGroup(me.cookie, { sessionIds: String(group.sessionB.sessionId) })).body.items)).toEqual(
      sorted([mine.publishedB, mine.withdrawnB]),
    );
    const both = await calls.listInGroup(me.cookie, {
      sessionIds: `${group.sessionA.sessionId},${group.sessionB.sessionId}`,
      isPublished: 'true',
    });
    expect(idsOf(both.body.items)).toEqual(sorted([mine.publishedA, mine.publishedB]));
  });

  it('answers 404 for an unknown group and 400 for bad filters', async () => {
    expect((await calls.listInGroup(me.cookie, {}, 999999)).status).toBe(404);
    expect((await calls.listInGroup(me.cookie, { isPublished: 'yes' })).status).toBe(400);
    expect((await calls.listInGroup(me.cookie, { sessionIds: 'a,b' })).status).toBe(400);
  });
});

describe('GET /api/company/session-groups/{sessionGroupId}/openings/ratio', () => {
  it('answers the ratio of the published quota per session (withdrawn and other companies not counted)', async () => {
    const answer = await calls.ratio(me.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      isSatisfied: true,
      items: [
        {
          sessionId: group.sessionA.sessionId,
          title: group.sessionA.title,
          publishedQuota: 4,
          ratio: 0.6667,
          minimumCompanyOpeningRatio: 0.5,
          isSatisfied: true,
        },
        {
          sessionId: group.sessionB.sessionId,
          title: group.sessionB.title,
          publishedQuota: 2,
          ratio: 0.3333,
          minimumCompanyOpeningRatio: 0.3,
          isSatisfied: true,
        },
      ],
    });
  });

  it('counts the additional drafts as if published', async () => {
    const answer = await calls.ratio(me.cookie, { additionalOpeningIds: String(mine.draftA) });
    expect(answer.body.items.map((item: { publishedQuota: number }) => item.publishedQuota)).toEqual([7, 2]);
    expect(answer.body.items[1]).toMatchObject({ ratio: 0.2222, isSatisfied: false });
    expect(answer.body.isSatisfied).toBe(false);
  });

  it('does not bind a session where the company publishes nothing', async () => {
    const company = await createCompanyUser(db);
    const onlyA = await createOpening(db, group.sessionA.sessionId, company.companyId, { quota: 1 });
    const answer = await calls.ratio(company.cookie, { additionalOpeningIds: String(onlyA.openingId) });
    expect(answer.body.items.map((item: { ratio: number; isSatisfied: boolean }) => [item.ratio, item.isSatisfied])).toEqual([
      [1, true],
      [0, true],
    ]);
  });

  it('answers 404 for another company’s opening or one of another group, and for an unknown group; 400 for bad opening ids', async () => {
    const foreign = await calls.ratio(me.cookie, { additionalOpeningIds: `${mine.draftA},${foreignOpening}` });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(`Openings not found: ${foreignOpening}`);
    expect((await calls.ratio(me.cookie, { additionalOpeningIds: String(mine.elsewhere) })).status).toBe(404);
    expect((await calls.ratio(me.cookie, {}, 999999)).status).toBe(404);
    expect((await calls.ratio(me.cookie, { additionalOpeningIds: 'x' })).status).toBe(400);
  });
});

describe('GET /api/company/me/statistics/{sessionGroupId}/sessions|openings', () => {
  beforeAll(async () => {
    const students = await Promise.all([createPerson(db, 'student'), createPerson(db, 'student'), createPerson(db, 'student')]);
    const apply = (openingId: number, sessionId: number, index: number, status?: 'ACTIVE' | 'CANCELLED') =>
      createApplication(db, { sessionId, openingId, studentId: students[index].studentId!, status });
    await apply(mine.publishedA, group.sessionA.sessionId, 0);
    await apply(mine.publishedA, group.sessionA.sessionId, 1);
    await apply(mine.publishedA, group.sessionA.sessionId, 2, 'CANCELLED');
    await apply(mine.publishedB, group.sessionB.sessionId, 0);
    await apply(foreignOpening, group.sessionA.sessionId, 2);
  });

  it('counts the company’s active applications per session', async () => {
    const answer = await calls.statisticsBySession(me.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      { sessionId: group.sessionA.sessionId, title: group.sessionA.title, applicationCount: 2 },
      { sessionId: group.sessionB.sessionId, title: group.sessionB.title, applicationCount: 1 },
    ]);
  });

  it('counts per opening of the company in the group', async () => {
    const answer = await calls.statisticsByOpening(me.cookie);
    expect(answer.status).toBe(200);
    const sessionA = { sessionId: group.sessionA.sessionId, title: group.sessionA.title };
    const sessionB = { sessionId: group.sessionB.sessionId, title: group.sessionB.title };
    expect(answer.body).toEqual([
      { openingId: mine.draftA, title: 'ร่าง A', session: sessionA, applicationCount: 0 },
      { openingId: mine.publishedA, title: 'เผยแพร่ A', session: sessionA, applicationCount: 2 },
      { openingId: mine.publishedB, title: 'เผยแพร่ B', session: sessionB, applicationCount: 1 },
      { openingId: mine.withdrawnB, title: 'ถอน B', session: sessionB, applicationCount: 0 },
    ]);
  });

  it('shows another company only its own counts', async () => {
    const answer = await calls.statisticsBySession(other.cookie);
    expect(answer.body.map((row: { applicationCount: number }) => row.applicationCount)).toEqual([1, 0]);
    const byOpening = await calls.statisticsByOpening(other.cookie);
    expect(byOpening.body.map((row: { openingId: number }) => row.openingId)).toEqual([foreignOpening]);
  });

  it('answers 404 for an unknown group', async () => {
    expect((await calls.statisticsBySession(me.cookie, 999999)).status).toBe(404);
    expect((await calls.statisticsByOpening(me.cookie, 999999)).status).toBe(404);
  });
});
