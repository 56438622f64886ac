// The load of the operational tests: the seeded people (300 students, 20 company users, two admins, each with a real
// login session), a bounded client that classifies every answer, the virtual users who draft, submit, bookmark and
// rank while remembering what the portal acknowledged, and the checks of that against the database.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, postgresPoolConfig, type DatabaseHandle } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import {
  admins,
  applications,
  companies,
  companyUsers,
  enrollments,
  loginSessions,
  openings,
  rounds,
  sessionGroups,
  sessions,
  students,
} from '@/db/schema';
import { hashPassword } from '@/server/auth/passwords';
import { LOGIN_SESSION_COOKIE } from '@/server/auth/cookies';
import { newLoginSessionRow } from '@/server/auth/create-login-session';
import { isDatabaseUnavailable } from '@/server/http/error-response';
import { submitCompanyRankingRows, submitRankingRows } from '../../tests/support/matching-fixtures';
import { roundDates } from '../../tests/support/round-dates';
import { sleep } from './common';
import { CLIENT_TIMEOUT_MS, send } from './http';

export const STUDENT_COUNT = 300;
export const COMPANY_COUNT = 20;
/**
 * At most this many requests of the load are in flight at once: a bounded load, whatever the machine. Each server then
 * has about six to serve at a time; on a slow or shared machine, more only lengthens every answer towards the 10 s limit.
 */
const MAX_IN_FLIGHT = Number(process.env.RESILIENCE_MAX_IN_FLIGHT ?? 12);
const DAY_MS = 24 * 60 * 60 * 1000;

const config = { baseUrl: '', pool: undefined as pg.Pool | undefined };

/**
 * Where the load goes (HAProxy) and the database its checks read, on connections of their own. A multi-host URL is
 * followed to the primary like the portal's (src/db/client.ts). Returns the handle the seeding writes with, and the
 * clean-up.
 */
export function configureLoad(options: { baseUrl: string; databaseUrl: string }) {
  config.baseUrl = options.baseUrl;
  const pool = new pg.Pool({ ...postgresPoolConfig(options.databaseUrl), max: 4, connectionTimeoutMillis: 2000 });
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  config.pool = pool;
  const check = openPostgres(options.databaseUrl);
  return {
    check,
    close: async () => {
      await pool.end().catch(() => undefined);
      await check.close().catch(() => undefined);
    },
  };
}

/** The checks' reads retry: the test's own connections are terminated with the app's, and a failover takes seconds. */
export async function read<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return (await config.pool!.query<T>(text, values)).rows;
    } catch (error) {
      // Only while the database is away: a mistake in the query itself fails at once.
      if (attempt > 150 || !isDatabaseUnavailable(error)) throw error;
      await sleep(200);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Data: four session groups, each for one part of the story.
//   A: students rank (announced, before the student deadline);      B: companies rank their applicants;
//   C: the matching window is open (an admin runs it);               D: round 1 announced, round 2 ahead (closed twice).
//   (C's run opens after the company ranking, reorder and cancel deadlines, all three past.)
export type Person = { platformUid: string; cookie: string; studentId?: string; companyId?: number };

/** The dates of one round starting at `start` (ms), a day apart, as the integration tests' fixtures make them. */
const roundAt = (start: number) => roundDates(new Date(start));

/** Migrates (unless `migrate` is false: the caller did, with another version's migrations) and writes the data. */
export async function setUp(check: DatabaseHandle, options: { migrate?: boolean } = {}) {
  if (options.migrate !== false) await migrateDatabase(check);
  const db = check.db;
  const now = Date.now();
  const group = async (title: string, roundStarts: number[]) => {
    const [row] = await db.insert(sessionGroups).values({ title }).returning();
    await db
      .insert(rounds)
      .values(roundStarts.map((start, index) => ({ sessionGroupId: row.sessionGroupId, round: index + 1, ...roundAt(start) })));
    const [session] = await db
      .insert(sessions)
      .values({
        sessionGroupId: row.sessionGroupId,
        title: `${title} session`,
        minimumApplicationPerStudent: 1,
        maximumApplicationPerStudent: 6,
      })
      .returning();
    return { sessionGroupId: row.sessionGroupId, sessionId: session.sessionId };
  };
  // Day offsets put "now" between the dates each part needs (see roundAt's order).
  const groupA = await group('A students rank', [now - 1.5 * DAY_MS]);
  const groupB = await group('B companies rank', [now - 3.5 * DAY_MS]);
  const groupC = await group('C matching', [now - 5.5 * DAY_MS]);
  const groupD = await group('D close round', [now - 10 * DAY_MS, now + 1 * DAY_MS]);

  const companyRows = await db
    .insert(companies)
    .values(
      Array.from({ length: COMPANY_COUNT }, (_, index) => ({
        companyNameTh: `บริษัท ทดสอบ ${index + 1} จำกัด`,
        companyNameEn: `Resilience ${index + 1}`,
        profileToken: randomBytes(16).toString('hex'),
      })),
    )
    .returning({ companyId: companies.companyId });
  const openingValues = (sessionId: number, perCompany: number, status: 'PUBLISHED' | 'RANKING_SUBMITTED') =>
    companyRows.flatMap(({ companyId }) =>
      Array.from({ length: perCompany }, (_, index) => ({
        sessionId,
        companyId,
        title: `ตำแหน่ง ${index + 1}`,
        quota: 2,
        officeName: 'สำนักงานใหญ่',
        officeAddressLine1: 'ถนนพญาไท',
        status,
        publishedAt: new Date(),
      })),
    );
  const openingsA = await db
    .insert(openings)
    .values(openingValues(groupA.sessionId, 2, 'PUBLISHED'))
    .returning({ openingId: openings.openingId });
  const openingsB = await db
    .insert(openings)
    .values(openingValues(groupB.sessionId, 2, 'PUBLISHED'))
    .returning({ openingId: openings.openingId, companyId: openings.companyId });
  const openingsC = await db
    .insert(openings)
    .values(openingValues(groupC.sessionId, 1, 'PUBLISHED').slice(0, 10))
    .returning({ openingId: openings.openingId });

  const passwordHash = 'not-a-password-hash';
  const person = (role: string, index: number) => {
    const name = `res-${role}-${index}`;
    return { platformUid: name, username: name, email: `${name}@example.com`, displayName: `${role} ${index}`, passwordHash };
  };
  const studentAccounts = Array.from({ length: STUDENT_COUNT }, (_, index) => person('student', index));
  const companyAccounts = Array.from({ length: COMPANY_COUNT }, (_, index) => person('company', index));
  const adminAccounts = [person('admin', 0), person('admin', 1)];
  // Signs in with a real password during the SIGTERM (an external user: the sign-in is the same for every role).
  const drainAccount = { username: 'res-drain', password: randomBytes(12).toString('base64url') };
  const accountRows = [
    ...studentAccounts,
    ...companyAccounts,
    ...adminAccounts,
    {
      platformUid: 'res-drain',
      username: drainAccount.username,
      email: 'res-drain@example.com',
      displayName: 'drain',
      passwordHash: await hashPassword(drainAccount.password),
    },
  ];
  // Named columns, not the schema's every column: the upgrade test writes these rows into the database of the version
  // before the newest migration, whose accounts table may not have the newest columns yet.
  await db.execute(
    sql`insert into accounts (platform_uid, username, email, display_name, password_hash) values ${sql.join(
      accountRows.map((row) => sql`(${row.platformUid}, ${row.username}, ${row.email}, ${row.displayName}, ${row.passwordHash})`),
      sql`, `,
    )}`,
  );
  const studentIds = studentAccounts.map((_, index) => `67${String(index).padStart(8, '0')}`);
  await db.insert(students).values(
    studentAccounts.map((account, index) => ({
      studentId: studentIds[index],
      platformUid: account.platformUid,
      firstNameTh: 'นักศึกษา',
      lastNameTh: `ทดสอบ${index}`,
      firstNameEn: 'Student',
      lastNameEn: `Test${index}`,
      admissionYear: 2566,
      profileToken: randomBytes(16).toString('hex'),
    })),
  );
  await db
    .insert(companyUsers)
    .values(companyAccounts.map((account, index) => ({ platformUid: account.platformUid, companyId: companyRows[index].companyId })));
  await db.insert(admins).values(adminAccounts.map((account) => ({ platformUid: account.platformUid })));

  // A real login for everyone: the row the sign-in writes, and the cookie the browser would send.
  const cookieOf = new Map<string, string>();
  const loginRows = [...studentAccounts, ...companyAccounts, ...adminAccounts].map((account) => {
    const { token, row } = newLoginSessionRow({ platformUid: account.platformUid, now: new Date(now), maxAgeSeconds: DAY_MS / 1000 });
    cookieOf.set(account.platformUid, `${LOGIN_SESSION_COOKIE}=${token}`);
    return row;
  });
  await db.insert(loginSessions).values(loginRows);

  // A: every student enrolled, nothing ranked yet.
  await db
    .insert(enrollments)
    .values(studentIds.map((studentId) => ({ sessionId: groupA.sessionId, studentId, status: 'RANKING_PENDING' as const })));
  // B: every student applied to three openings; the companies rank them during the load.
  await db
    .insert(enrollments)
    .values(studentIds.map((studentId) => ({ sessionId: groupB.sessionId, studentId, status: 'RANKING_SUBMITTED' as const })));
  await db.insert(applications).values(
    studentIds.flatMap((studentId, index) =>
      [0, 1, 2].map((offset) => ({
        sessionId: groupB.sessionId,
        round: 1,
        studentId,
        openingId: openingsB[(index * 3 + offset * 7) % openingsB.length].openingId,
        studentPreferenceRank: offset + 1,
      })),
    ),
  );
  // C: 60 students and 10 openings ranked both ways, waiting for the matching.
  const studentsC = studentIds.slice(0, 60);
  await db
    .insert(enrollments)
    .values(studentsC.map((studentId) => ({ sessionId: groupC.sessionId, studentId, status: 'RANKING_PENDING' as const })));
  for (const [index, studentId] of studentsC.entries()) {
    const openingIds = [0, 3, 6].map((offset) => openingsC[(index + offset) % openingsC.length].openingId);
    await submitRankingRows(db, { sessionId: groupC.sessionId, round: 1, studentId, openingIds });
  }
  for (const { openingId } of openingsC) {
    await submitCompanyRankingRows(db, { openingId, round: 1, selectedStudentIds: [...studentsC].sort(() => Math.random() - 0.5) });
  }

  const asPerson = (account: { platformUid: string }, extra: Partial<Person> = {}): Person => ({
    platformUid: account.platformUid,
    cookie: cookieOf.get(account.platformUid)!,
    ...extra,
  });
  return {
    groupA,
    groupB,
    groupC,
    groupD,
    openingsA: openingsA.map((row) => row.openingId),
    openingsB,
    students: studentAccounts.map((account, index) => asPerson(account, { studentId: studentIds[index] })),
    companyUsers: companyAccounts.map((account, index) => asPerson(account, { companyId: companyRows[index].companyId })),
    admins: adminAccounts.map((account) => asPerson(account)),
    drainAccount,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The load's client: every answer is classified as it arrives.
export type Outcome = {
  status: number;
  body: unknown;
  ms: number;
  endedAt: number;
  kind: 'answer' | 'hang' | 'network';
  requestId: string | null;
  servedBy: string | null;
  retryAfter: string | null;
};
export const stats = {
  requests: 0,
  acknowledged: 0,
  fiveHundreds: 0,
  serviceUnavailable: 0,
  hangs: 0,
  /** Requests whose connection HAProxy closed without an answer, with when they began and ended. */
  dropped: [] as { where: string; begun: number; endedAt: number }[],
  withoutMessage: 0,
  withoutRequestId: 0,
  /** 503s without Retry-After (the failover test requires it; the client waits that long before trying again). */
  withoutRetryAfter: 0,
  lost: 0,
  wrong: 0,
  problems: [] as string[],
};
export const problem = (text: string) => {
  if (stats.problems.length < 40) stats.problems.push(text);
};

let loadStartedAt = Date.now();
/** The moment the load began: the problems' times count from it. */
export function markLoadStart(at: number) {
  loadStartedAt = at;
}
let inFlight = 0;
const waiting: (() => void)[] = [];
async function slot() {
  if (inFlight < MAX_IN_FLIGHT) {
    inFlight += 1;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}
function releaseSlot() {
  const next = waiting.shift();
  if (next) next();
  else inFlight -= 1;
}

/** Told of every outcome of `call` (the failover test times the switch with it). */
export const outcomeListeners: ((request: { method: string; pathname: string; begun: number }, outcome: Outcome) => void)[] = [];

export async function call(
  person: Person,
  method: string,
  pathname: string,
  body?: unknown,
  options: { base?: string; bounded?: boolean } = {},
): Promise<Outcome> {
  if (options.bounded !== false) await slot();
  const begun = Date.now();
  stats.requests += 1;
  try {
    const headers: Record<string, string> = {
      origin: config.baseUrl,
      accept: 'application/json',
      ...(person.cookie ? { cookie: person.cookie } : {}),
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const answer = await send(
      new URL(`${options.base ?? config.baseUrl}/api${pathname}`),
      method,
      headers,
      body === undefined ? undefined : JSON.stringify(body),
    );
    let parsed: unknown = undefined;
    try {
      parsed = answer.text ? JSON.parse(answer.text) : undefined;
    } catch {
      parsed = answer.text;
    }
    const header = (name: string) => {
      const value = answer.headers[name];
      return typeof value === 'string' ? value : null;
    };
    const outcome: Outcome = {
      status: answer.status,
      body: parsed,
      ms: Date.now() - begun,
      endedAt: Date.now(),
      kind: 'answer',
      requestId: header('x-request-id'),
      servedBy: header('x-served-by'),
      retryAfter: header('retry-after'),
    };
    classify(method, pathname, outcome);
    for (const listener of outcomeListeners) listener({ method, pathname, begun }, outcome);
    return outcome;
  } catch (error) {
    const isTimeout = (error as Error).name === 'TimeoutError';
    const where = `${method} ${pathname}${options.base ? ` (straight to ${options.base})` : ''} at ${((begun - loadStartedAt) / 1000).toFixed(1)} s`;
    if (isTimeout) {
      stats.hangs += 1;
      problem(`${where}: no answer within ${CLIENT_TIMEOUT_MS / 1000} s`);
    } else if (!options.base) {
      stats.dropped.push({
        where: `${where}: ${(error as Error & { code?: string }).code ?? ''} ${(error as Error).message}`,
        begun,
        endedAt: Date.now(),
      });
    }
    const outcome: Outcome = {
      status: 0,
      body: undefined,
      ms: Date.now() - begun,
      endedAt: Date.now(),
      kind: isTimeout ? 'hang' : 'network',
      requestId: null,
      servedBy: null,
      retryAfter: null,
    };
    for (const listener of outcomeListeners) listener({ method, pathname, begun }, outcome);
    return outcome;
  } finally {
    if (options.bounded !== false) releaseSlot();
  }
}

export function hasMessage(body: unknown): boolean {
  return Boolean(
    body &&
    typeof body === 'object' &&
    typeof (body as { message?: unknown }).message === 'string' &&
    (body as { message: string }).message,
  );
}

function classify(method: string, pathname: string, outcome: Outcome) {
  if (outcome.servedBy !== 'haproxy' && !outcome.requestId) {
    stats.withoutRequestId += 1;
    problem(`${method} ${pathname}: ${outcome.status} without x-request-id`);
  }
  if (outcome.status >= 500 && outcome.status !== 503) {
    stats.fiveHundreds += 1;
    problem(`${method} ${pathname}: ${outcome.status} ${JSON.stringify(outcome.body).slice(0, 200)} (request ${outcome.requestId})`);
  }
  if (outcome.status === 503) stats.serviceUnavailable += 1;
  if (outcome.status === 503 && !outcome.retryAfter) {
    stats.withoutRetryAfter += 1;
    problem(`${method} ${pathname}: 503 without Retry-After (request ${outcome.requestId})`);
  }
  if (outcome.status >= 400 && !hasMessage(outcome.body)) {
    stats.withoutMessage += 1;
    problem(`${method} ${pathname}: ${outcome.status} without { message }: ${String(JSON.stringify(outcome.body)).slice(0, 200)}`);
  }
}

export const isOk = (outcome: Outcome) => outcome.status >= 200 && outcome.status < 300;
/** A refusal (4xx) says nothing was written; a 503, a dropped connection or a hang leaves it open whether it was. */
export const isUncertain = (outcome: Outcome) => outcome.status === 0 || outcome.status >= 500;

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];
const shuffled = <T>(items: readonly T[]) => [...items].sort(() => Math.random() - 0.5);
const sameList = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((value, index) => value === b[index]);
const key = (list: readonly number[]) => list.join(',');

// ---------------------------------------------------------------------------------------------------------------
// Virtual users. Each keeps what the portal acknowledged; after an answer that leaves the outcome open it reads the
// truth from the database, which must be either the acknowledged state or the one the open request asked for.
export type StudentState = { ranking: number[]; draft: { openingIds: number[]; dividerIndex: number | null }; bookmarks: Set<number> };

export type Data = Awaited<ReturnType<typeof setUp>>;

export async function studentTruth(data: Data, studentId: string): Promise<StudentState> {
  const ranking = await read<{ opening_id: number }>(
    `select opening_id from applications where session_id = $1 and round = 1 and student_id = $2 and status = 'ACTIVE' order by student_preference_rank`,
    [data.groupA.sessionId, studentId],
  );
  const draftItems = await read<{ opening_id: number }>(
    `select opening_id from student_ranking_draft_items where session_id = $1 and student_id = $2 order by position`,
    [data.groupA.sessionId, studentId],
  );
  const [draft] = await read<{ divider_index: number | null }>(
    `select divider_index from student_ranking_drafts where session_id = $1 and student_id = $2`,
    [data.groupA.sessionId, studentId],
  );
  const bookmarks = await read<{ opening_id: number }>(
    `select b.opening_id from bookmarks b join openings o using (opening_id) where b.student_id = $1 and o.session_id = $2`,
    [studentId, data.groupA.sessionId],
  );
  return {
    ranking: ranking.map((row) => row.opening_id),
    draft: { openingIds: draftItems.map((row) => row.opening_id), dividerIndex: draft?.divider_index ?? null },
    bookmarks: new Set(bookmarks.map((row) => row.opening_id)),
  };
}

export function describeState(state: StudentState) {
  return JSON.stringify({ ranking: state.ranking, draft: state.draft, bookmarks: [...state.bookmarks].sort((a, b) => a - b) });
}

export function sameStudentState(a: StudentState, b: StudentState) {
  return describeState(a) === describeState(b);
}

export async function runStudent(data: Data, student: Person, until: number) {
  let state: StudentState = { ranking: [], draft: { openingIds: [], dividerIndex: null }, bookmarks: new Set() };
  const base = `/student/sessions/${data.groupA.sessionId}`;
  while (Date.now() < until) {
    await sleep(300 + Math.random() * 2500);
    if (Date.now() >= until) break;
    const roll = Math.random();
    let intended: StudentState;
    let outcome: Outcome;
    if (roll < 0.3) {
      const openingIds = shuffled(data.openingsA).slice(0, 1 + Math.floor(Math.random() * 6));
      const dividerIndex = Math.random() < 0.5 ? null : Math.floor(Math.random() * (openingIds.length + 1));
      intended = { ...state, draft: { openingIds, dividerIndex } };
      outcome = await call(student, 'PUT', `${base}/ranking/draft`, { openingIds, dividerIndex });
    } else if (roll < 0.55) {
      const openingId = pick(data.openingsA);
      const isAdding = !state.bookmarks.has(openingId);
      const bookmarks = new Set(state.bookmarks);
      if (isAdding) bookmarks.add(openingId);
      else bookmarks.delete(openingId);
      intended = { ...state, bookmarks };
      outcome = await call(student, isAdding ? 'POST' : 'DELETE', `/sessions/${data.groupA.sessionId}/openings/${openingId}/bookmark`);
    } else if (state.ranking.length === 0) {
      const openingIds = shuffled(data.openingsA).slice(0, 2 + Math.floor(Math.random() * 4));
      intended = { ...state, ranking: openingIds };
      outcome = await call(student, 'POST', `${base}/ranking`, { openingIds });
    } else if (roll < 0.85 || state.ranking.length < 2) {
      const openingIds = shuffled(state.ranking);
      intended = { ...state, ranking: openingIds };
      outcome = await call(student, 'PUT', `${base}/ranking`, { openingIds });
    } else {
      const cancelled = pick(state.ranking);
      intended = { ...state, ranking: state.ranking.filter((openingId) => openingId !== cancelled) };
      outcome = await call(student, 'PATCH', `${base}/ranking`, { openingIds: [cancelled] });
    }
    if (isOk(outcome)) {
      stats.acknowledged += 1;
      state = intended;
    } else if (isUncertain(outcome)) {
      const truth = await studentTruth(data, student.studentId!);
      if (!sameStudentState(truth, state) && !sameStudentState(truth, intended)) {
        stats.lost += 1;
        problem(
          `student ${student.studentId}: after an open answer the database holds ${describeState(truth)}, acknowledged ${describeState(state)}`,
        );
      }
      state = truth;
    } else if (outcome.status !== 409) {
      problem(`student ${student.studentId}: refused ${outcome.status} ${JSON.stringify(outcome.body).slice(0, 200)}`);
    }
  }
  return state;
}

export type CompanyOpeningState = { draft: number[]; submitted: number[] | null };

export async function companyTruth(openingId: number): Promise<CompanyOpeningState> {
  const draft = await read<{ application_id: number }>(
    `select application_id from company_ranking_draft_items where opening_id = $1 and round = 1 order by position`,
    [openingId],
  );
  const submission = await read<{ application_id: number }>(
    `select i.application_id from company_ranking_submission_items i
       where i.submission_id = (select max(submission_id) from company_ranking_submissions where opening_id = $1 and round = 1 and action = 'SUBMIT')
         and i.position is not null order by i.position`,
    [openingId],
  );
  const [hasSubmission] = await read<{ n: number }>(
    `select count(*)::int as n from company_ranking_submissions where opening_id = $1 and round = 1 and action = 'SUBMIT'`,
    [openingId],
  );
  return {
    draft: draft.map((row) => row.application_id),
    submitted: hasSubmission.n > 0 ? submission.map((row) => row.application_id) : null,
  };
}

const sameCompanyState = (a: CompanyOpeningState, b: CompanyOpeningState) =>
  key(a.draft) === key(b.draft) &&
  (a.submitted === null ? b.submitted === null : b.submitted !== null && sameList(a.submitted, b.submitted));

export async function runCompanyUser(data: Data, user: Person, until: number, applicationIdsOf: Map<number, number[]>) {
  const ownOpenings = data.openingsB.filter((opening) => opening.companyId === user.companyId).map((opening) => opening.openingId);
  const states = new Map<number, CompanyOpeningState>(ownOpenings.map((openingId) => [openingId, { draft: [], submitted: null }]));
  while (Date.now() < until) {
    await sleep(300 + Math.random() * 1500);
    if (Date.now() >= until) break;
    const open = ownOpenings.filter((openingId) => states.get(openingId)!.submitted === null);
    if (open.length === 0) {
      await call(user, 'GET', `/company/sessions/${data.groupB.sessionId}/openings/${pick(ownOpenings)}/ranking/1`);
      continue;
    }
    const openingId = pick(open);
    const state = states.get(openingId)!;
    const ids = applicationIdsOf.get(openingId) ?? [];
    const chosen = shuffled(ids).slice(0, Math.max(1, Math.floor(Math.random() * ids.length)));
    const isSubmit = Math.random() < 0.07;
    const intended: CompanyOpeningState = isSubmit ? { ...state, submitted: chosen } : { ...state, draft: chosen };
    const base = `/company/sessions/${data.groupB.sessionId}/openings/${openingId}/ranking`;
    const outcome = isSubmit
      ? await call(user, 'POST', base, { selectedApplicationIds: chosen })
      : await call(user, 'PUT', `${base}/draft`, { applicationIds: chosen });
    if (isOk(outcome)) {
      stats.acknowledged += 1;
      states.set(openingId, intended);
    } else if (isUncertain(outcome)) {
      const truth = await companyTruth(openingId);
      if (!sameCompanyState(truth, state) && !sameCompanyState(truth, intended)) {
        stats.lost += 1;
        problem(
          `opening ${openingId}: after an open answer the database holds ${JSON.stringify(truth)}, acknowledged ${JSON.stringify(state)}`,
        );
      }
      states.set(openingId, truth);
    } else {
      problem(`company ${user.companyId}: refused ${outcome.status} ${JSON.stringify(outcome.body).slice(0, 200)}`);
    }
  }
  return states;
}

/** The admin changes a setting and an opening's description, one request at a time. */
export async function runAdmin(data: Data, admin: Person, until: number) {
  const acknowledged = { setting: null as string | null, description: new Map<number, string | null>() };
  let counter = 0;
  while (Date.now() < until) {
    await sleep(200 + Math.random() * 400);
    counter += 1;
    const value = `v${counter}-${randomBytes(3).toString('hex')}`;
    const isSetting = counter % 2 === 0;
    const openingId = data.openingsA[counter % 5];
    const outcome = isSetting
      ? await call(admin, 'PUT', '/admin/settings/resilience.value', { value })
      : await call(admin, 'PATCH', `/admin/sessions/${data.groupA.sessionId}/openings/${openingId}`, { description: value });
    const readTruth = async () =>
      isSetting
        ? ((await read<{ value: string }>(`select value from settings where key = 'resilience.value'`))[0]?.value ?? null)
        : ((await read<{ description: string | null }>(`select description from openings where opening_id = $1`, [openingId]))[0]
            ?.description ?? null);
    const before = isSetting ? acknowledged.setting : (acknowledged.description.get(openingId) ?? null);
    let now: string | null = before;
    if (isOk(outcome)) {
      stats.acknowledged += 1;
      now = value;
    } else if (isUncertain(outcome)) {
      const truth = await readTruth();
      if (truth !== before && truth !== value) {
        stats.lost += 1;
        problem(`admin ${isSetting ? 'setting' : `opening ${openingId}`}: database holds ${truth}, acknowledged ${before}`);
      }
      now = truth;
    } else {
      problem(`admin: refused ${outcome.status} ${JSON.stringify(outcome.body).slice(0, 200)}`);
    }
    if (isSetting) acknowledged.setting = now;
    else acknowledged.description.set(openingId, now);
  }
  return acknowledged;
}

// ---------------------------------------------------------------------------------------------------------------
// The consistency of what is in the database, whatever was acknowledged: no half-written ranking anywhere.
export async function countWrong(data: Data) {
  const checks: [string, string, unknown[]][] = [
    [
      'a student ranking history row without its items',
      `select count(*)::int as n from student_ranking_submissions s where s.action <> 'UNSUBMIT'
         and not exists (select 1 from student_ranking_submission_items i where i.submission_id = s.submission_id)`,
      [],
    ],
    [
      'active applications that differ from the latest history row',
      `with latest as (
         select distinct on (session_id, round, student_id) submission_id, session_id, round, student_id
           from student_ranking_submissions order by session_id, round, student_id, submission_id desc),
       history as (select l.session_id, l.round, l.student_id, coalesce(string_agg(i.opening_id::text, ',' order by i.position), '') as list
           from latest l left join student_ranking_submission_items i on i.submission_id = l.submission_id group by 1, 2, 3),
       active as (select session_id, round, student_id, string_agg(opening_id::text, ',' order by student_preference_rank) as list
           from applications where status = 'ACTIVE' group by 1, 2, 3)
       select count(*)::int as n from history h full join active a using (session_id, round, student_id)
         where h.session_id = $1 and coalesce(h.list, '') <> coalesce(a.list, '')`,
      [data.groupA.sessionId],
    ],
    [
      'active applications whose ranks are not 1..n',
      `select count(*)::int as n from (select student_id, max(student_preference_rank) as top, count(*) as n
         from applications where session_id = $1 and status = 'ACTIVE' group by student_id) r where top <> n`,
      [data.groupA.sessionId],
    ],
    [
      'an enrollment whose status disagrees with its ranking',
      `select count(*)::int as n from enrollments e where e.session_id = $1 and
         (e.status = 'RANKING_SUBMITTED') <> exists (select 1 from student_ranking_submissions s
                                                     where s.session_id = e.session_id and s.student_id = e.student_id)`,
      [data.groupA.sessionId],
    ],
    [
      'a second SUBMIT of one student in one round',
      `select count(*)::int as n from (select student_id from student_ranking_submissions
         where session_id = $1 and action = 'SUBMIT' group by student_id having count(*) > 1) d`,
      [data.groupA.sessionId],
    ],
    [
      'a student draft with gaps in its positions',
      `select count(*)::int as n from (select student_id from student_ranking_draft_items
         where session_id = $1 group by student_id having max(position) <> count(*) - 1) d`,
      [data.groupA.sessionId],
    ],
    [
      'a company ranking without its items, or twice submitted',
      `select count(*)::int as n from openings o where o.session_id = $1 and (
         (select count(*) from company_ranking_submissions s where s.opening_id = o.opening_id and s.action = 'SUBMIT') > 1
         or exists (select 1 from company_ranking_submissions s where s.opening_id = o.opening_id and s.action = 'SUBMIT'
                    and not exists (select 1 from company_ranking_submission_items i where i.submission_id = s.submission_id)))`,
      [data.groupB.sessionId],
    ],
    [
      'an opening whose status disagrees with its company ranking',
      `select count(*)::int as n from openings o where o.session_id = $1 and
         (o.status = 'RANKING_SUBMITTED') <> exists (select 1 from company_ranking_submissions s where s.opening_id = o.opening_id and s.action = 'SUBMIT')`,
      [data.groupB.sessionId],
    ],
  ];
  let wrong = 0;
  for (const [what, text, values] of checks) {
    const [{ n }] = await read<{ n: number }>(text, values);
    if (n > 0) problem(`wrong: ${n} × ${what}`);
    wrong += n;
  }
  return wrong;
}

/**
 * The answers of a double click that made one submission: one 2xx and the other a 409; or, when the database went away
 * just after the commit, a 503 (the submit was done, its answer lost) and the other click's 409 that saw it.
 */
export function isOneDoubleClick(statuses: number[]): boolean {
  const created = statuses.filter((status) => status >= 200 && status < 300).length;
  if (created > 1) return false;
  return created === 1 || statuses.some((status) => status === 503 || status === 0);
}

/** The load of every user until `until` (the last five students and two company users are left to the caller). */
export function startLoad(data: Data, until: number, applicationIdsOf: Map<number, number[]>) {
  const studentRuns = data.students.slice(0, -5).map((student) => runStudent(data, student, until));
  const companyRuns = data.companyUsers.slice(0, -2).map((user) => runCompanyUser(data, user, until, applicationIdsOf));
  const adminRun = runAdmin(data, data.admins[0], until);
  return { studentRuns, companyRuns, adminRun };
}

/** The applications of session B by opening, which the company users rank. */
export async function applicationsByOpening(data: Data) {
  const applicationRows = await read<{ opening_id: number; application_id: number }>(
    `select opening_id, application_id from applications where session_id = $1 order by application_id`,
    [data.groupB.sessionId],
  );
  const applicationIdsOf = new Map<number, number[]>();
  for (const row of applicationRows)
    applicationIdsOf.set(row.opening_id, [...(applicationIdsOf.get(row.opening_id) ?? []), row.application_id]);
  return applicationIdsOf;
}

/**
 * After the load: every student's final state, the admin's setting and descriptions are the acknowledged ones, and no
 * partial rows exist anywhere (countWrong). Company rankings are checked during the run (companyTruth) and by countWrong.
 */
export async function checkAcknowledged(
  data: Data,
  studentStates: StudentState[],
  adminState: Awaited<ReturnType<typeof runAdmin>>,
): Promise<void> {
  for (const [index, expected] of studentStates.entries()) {
    const student = data.students[index];
    const truth = await studentTruth(data, student.studentId!);
    if (!sameStudentState(truth, expected)) {
      stats.lost += 1;
      problem(`student ${student.studentId}: database ${describeState(truth)}, acknowledged ${describeState(expected)}`);
    }
  }
  const [setting] = await read<{ value: string }>(`select value from settings where key = 'resilience.value'`);
  if ((setting?.value ?? null) !== adminState.setting) {
    stats.lost += 1;
    problem(`setting: database ${setting?.value}, acknowledged ${adminState.setting}`);
  }
  for (const [openingId, description] of adminState.description) {
    const [row] = await read<{ description: string | null }>(`select description from openings where opening_id = $1`, [openingId]);
    if (row.description !== description) {
      stats.lost += 1;
      problem(`opening ${openingId}: description ${row.description}, acknowledged ${description}`);
    }
  }
}

/** The failures every test shares: hangs, dropped connections it did not expect, answers without their shape, loss. */
export function commonFailures(unexpectedDrops: { where: string }[] = stats.dropped): string[] {
  const failures: string[] = [];
  if (stats.hangs > 0) failures.push(`${stats.hangs} requests got no answer within ${CLIENT_TIMEOUT_MS / 1000} s`);
  for (const drop of unexpectedDrops) problem(drop.where);
  if (unexpectedDrops.length > 0) failures.push(`${unexpectedDrops.length} requests ended without an HTTP answer`);
  if (stats.withoutMessage > 0) failures.push(`${stats.withoutMessage} error answers without { message }`);
  if (stats.withoutRequestId > 0) failures.push(`${stats.withoutRequestId} answers of the portal without x-request-id`);
  if (stats.lost > 0) failures.push(`${stats.lost} acknowledged writes lost or changed`);
  if (stats.wrong > 0) failures.push(`${stats.wrong} partial or inconsistent rows`);
  if (stats.fiveHundreds > 0) failures.push(`${stats.fiveHundreds} answers with a 5xx other than 503`);
  return failures;
}
