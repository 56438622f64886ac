import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '@/db/client';
import {
  accounts,
  admins,
  companies,
  companyUsers,
  enrollments,
  files,
  openings,
  openingTagLinks,
  rounds,
  sessionGroups,
  sessions,
  settings,
  studentBadges,
  studentGrades,
  studentRankingDraftItems,
  studentRankingDrafts,
  students,
} from '@/db/schema';
import { buildCompanyRows, buildCompanyUserRows, buildCompanyUsers, buildLogoFiles, writeCompanyLogos } from './companies';
import { assertOpeningRatios, buildOpenings, buildOpeningTagLinks, OPENING_PLANS } from './openings';
import type { Environment } from '@/env';
import { createRandomToken } from '@/server/auth';
import { DEMO_OAUTH_CLIENT_ID, DEMO_OAUTH_CLIENT_SECRET, insertOAuthDemo } from './oauth';
import {
  ADMIN_PLATFORM_UID,
  buildStaffAccounts,
  buildStudents,
  DEMO_ADMIN_USERNAME,
  DEMO_PASSWORDS,
  hashDemoPasswords,
  type DemoPasswords,
} from './people';
import { insertOfferPhaseGroup, insertOfferPhaseTerm } from './offer-phase-term';
import { insertPastGroup, insertPastTerm } from './past-term';
import { insertDemoAgreements } from './agreements';
import { insertDemoAnnouncements } from './announcements';
import { insertInterviewGroup, insertInterviewTerm } from './interview-term';
import { buildDemandDrafts } from './demand';
import { insertReferenceData } from './reference-data';
import { buildEnrollments, buildRounds, buildSessions, SESSION_GROUP_TITLE } from './terms';

export const DEMO_ACCOUNTS: readonly {
  role: 'admin' | 'student' | 'company_user' | 'external_user';
  username: string;
  password: string;
  description: string;
}[] = [
  {
    role: 'admin',
    username: DEMO_ADMIN_USERNAME,
    password: DEMO_PASSWORDS.admin,
    description: 'ผู้ดูแลระบบ จัดการรอบ ตำแหน่งงาน และการจับคู่ได้ทั้งหมด',
  },
  {
    role: 'student',
    username: 'student',
    password: DEMO_PASSWORDS.student,
    description: 'นิสิตชั้นปีที่ 3 (6730000121) ลงทะเบียนฝึกงานภาคฤดูร้อน รอบที่ 1 เปิดให้จัดอันดับอยู่',
  },
  {
    role: 'student',
    username: 'newstudent',
    password: DEMO_PASSWORDS.student,
    description: 'นิสิตที่ยังไม่ได้ลงทะเบียนในรอบการฝึกงานใด',
  },
  { role: 'company_user', username: 'company', password: DEMO_PASSWORDS.company_user, description: 'ผู้ใช้ของบริษัท สยามดิจิทัล โซลูชันส์ จำกัด' },
  {
    role: 'external_user',
    username: 'guest',
    password: DEMO_PASSWORDS.external_user,
    description: 'บุคคลภายนอกที่ไม่มีบทบาทในระบบ เห็นเฉพาะหน้าต้อนรับ',
  },
];

/** The secrets the demo accounts and the demo OAuth client are written with. */
export type SeedCredentials = { passwords: DemoPasswords; oauthClientSecret: string };

/** The ones in the README, for development and tests: anyone can read them, so production never uses them unless told to. */
export const PUBLISHED_DEMO_CREDENTIALS: SeedCredentials = { passwords: DEMO_PASSWORDS, oauthClientSecret: DEMO_OAUTH_CLIENT_SECRET };

/**
 * A production seed (SEED_ON_START=true or `npm run db:seed` with NODE_ENV=production) gets random
 * passwords and client secret, printed once when written; SEED_DEMO_PASSWORDS=true (test servers only)
 * keeps the published ones.
 */
export function seedCredentialsFor(environment: Environment): { credentials: SeedCredentials; isGenerated: boolean } {
  if (environment.NODE_ENV !== 'production' || environment.SEED_DEMO_PASSWORDS === 'true')
    return { credentials: PUBLISHED_DEMO_CREDENTIALS, isGenerated: false };
  return {
    credentials: {
      passwords: {
        admin: createRandomToken(),
        student: createRandomToken(),
        company_user: createRandomToken(),
        external_user: createRandomToken(),
      },
      oauthClientSecret: createRandomToken(),
    },
    isGenerated: true,
  };
}

/** The log lines that hand generated credentials to the operator, the only place they are ever shown. */
export function describeSeedCredentials(credentials: SeedCredentials): string {
  const { passwords } = credentials;
  return [
    'Demo data written with generated secrets (shown once; change or disable these accounts):',
    `  admin / ${passwords.admin}`,
    `  student, student02…student60, newstudent / ${passwords.student}`,
    `  company (and every demo company user) / ${passwords.company_user}`,
    `  guest / ${passwords.external_user}`,
    `  OAuth client ${DEMO_OAUTH_CLIENT_ID} / ${credentials.oauthClientSecret}`,
  ].join('\n');
}

/** Any number; it only has to be the same for every process that seeds. */
const SEED_LOCK_KEY = 2_570_001;

async function demoAdminExists(db: Executor): Promise<boolean> {
  const rows = await db
    .select({ platformUid: accounts.platformUid })
    .from(accounts)
    .where(eq(accounts.username, DEMO_ADMIN_USERNAME))
    .limit(1);
  return rows.length > 0;
}

export async function isDemoDataSeeded(db: Database): Promise<boolean> {
  return demoAdminExists(db);
}

const SETTINGS = {
  contactEmail: 'intern@cp.eng.chula.ac.th',
  announcement: 'ยินดีต้อนรับนิสิตทุกคนสู่การฝึกงานภาคฤดูร้อน 2570 ขอให้ตรวจสอบข้อมูลส่วนตัวให้ครบถ้วนและจัดอันดับตำแหน่งงานที่สนใจก่อนกำหนดปิดรับ',
} as const;

/**
 * Writes the deterministic demo data in one transaction: the same rows on every fresh database,
 * with the rounds' dates placed around `now` so that round 1 is open for student ranking.
 * A second caller, even a concurrent one, finds the admin account and writes nothing (answers false).
 */
export async function seedDemoData(
  db: Database,
  now: Date = new Date(),
  credentials: SeedCredentials = PUBLISHED_DEMO_CREDENTIALS,
): Promise<boolean> {
  if (await demoAdminExists(db)) return false;
  const sessionRows = buildSessions(0);
  assertOpeningRatios({ 1: Number(sessionRows[0].minimumCompanyOpeningRatio), 2: Number(sessionRows[1].minimumCompanyOpeningRatio) });

  // The slow and the outside-the-database work happens before the transaction opens.
  const hashes = await hashDemoPasswords(credentials.passwords);
  await writeCompanyLogos();

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await demoAdminExists(tx)) return false;

    const refs = await insertReferenceData(tx);
    const staff = buildStaffAccounts(hashes);
    const studentSeeds = buildStudents(refs, hashes, now);
    const companyUserSeeds = buildCompanyUsers(hashes);

    await tx
      .insert(accounts)
      .values([staff.admin, ...studentSeeds.map((seed) => seed.account), ...companyUserSeeds.map((user) => user.account), staff.guest]);
    await tx.insert(admins).values({ platformUid: ADMIN_PLATFORM_UID });
    await tx.insert(students).values(studentSeeds.map((seed) => seed.student));
    await tx.insert(studentGrades).values(studentSeeds.flatMap((seed) => seed.grades));
    await tx.insert(studentBadges).values(studentSeeds.flatMap((seed) => seed.badges));

    const logoRows = buildLogoFiles();
    const insertedLogos = await tx.insert(files).values(logoRows).returning({ fileId: files.fileId, storageKey: files.storageKey });
    const logoIdByKey = new Map(insertedLogos.map((row) => [row.storageKey, row.fileId]));
    const companyRows = buildCompanyRows(
      refs,
      logoRows.map((row) => logoIdByKey.get(row.storageKey) as number),
    );
    const insertedCompanies = await tx
      .insert(companies)
      .values(companyRows)
      .returning({ companyId: companies.companyId, profileToken: companies.profileToken });
    const companyIdByToken = new Map(insertedCompanies.map((row) => [row.profileToken, row.companyId]));
    const companyIds = companyRows.map((row) => companyIdByToken.get(row.profileToken) as number);
    await tx.insert(companyUsers).values(buildCompanyUserRows(companyUserSeeds, companyIds));

    // The other terms' groups before the current one (the current group stays first in every list ordered newest
    // first), their sessions and openings after its (the current term's ids stay 1, 2, …).
    const pastGroupId = await insertPastGroup(tx, { now });
    const offerGroupId = await insertOfferPhaseGroup(tx, { now });
    const interviewGroupId = await insertInterviewGroup(tx, { now });
    const [group] = await tx
      .insert(sessionGroups)
      .values({ title: SESSION_GROUP_TITLE, currentRound: 1 })
      .returning({ sessionGroupId: sessionGroups.sessionGroupId });
    await tx.insert(rounds).values(buildRounds(group.sessionGroupId, now));
    const insertedSessions = await tx
      .insert(sessions)
      .values(buildSessions(group.sessionGroupId))
      .returning({ sessionId: sessions.sessionId, title: sessions.title });
    const sessionIdByTitle = new Map(insertedSessions.map((row) => [row.title, row.sessionId]));
    const sessionIds = { 1: sessionIdByTitle.get(sessionRows[0].title) as number, 2: sessionIdByTitle.get(sessionRows[1].title) as number };
    await tx.insert(enrollments).values(
      buildEnrollments(
        studentSeeds.map((seed) => ({ studentId: seed.student.studentId, session: seed.session, status: seed.enrollmentStatus })),
        sessionIds,
      ),
    );

    const openingRows = buildOpenings(refs, { companyIds, sessionIds }, now);
    const insertedOpenings = await tx
      .insert(openings)
      .values(openingRows)
      .returning({ openingId: openings.openingId, companyId: openings.companyId, title: openings.title });
    // INSERT … RETURNING gives the rows back in VALUES order; checked, since the tag links depend on it.
    insertedOpenings.forEach((row, index) => {
      if (row.title !== OPENING_PLANS[index].title || row.companyId !== openingRows[index].companyId)
        throw new Error('Seed: openings came back out of order');
    });
    await tx.insert(openingTagLinks).values(
      buildOpeningTagLinks(
        refs,
        insertedOpenings.map((row) => row.openingId),
      ),
    );

    await insertPastTerm(tx, {
      now,
      sessionGroupId: pastGroupId,
      studentIds: studentSeeds.filter((seed) => seed.session === 2).map((seed) => seed.student.studentId),
      openingTemplates: openingRows.filter((row, index) => OPENING_PLANS[index].session === 1 && row.status === 'PUBLISHED'),
      adminPlatformUid: ADMIN_PLATFORM_UID,
    });
    await insertDemoAgreements(tx, { now, adminPlatformUid: ADMIN_PLATFORM_UID });

    const { drafts, items } = buildDemandDrafts({
      sessionId: sessionIds[1],
      studentIds: studentSeeds.filter((seed, index) => seed.session === 1 && index > 0).map((seed) => seed.student.studentId),
      openingIds: insertedOpenings
        .filter((_, index) => openingRows[index].sessionId === sessionIds[1] && openingRows[index].status === 'PUBLISHED')
        .map((row) => row.openingId),
    });
    if (drafts.length) {
      await tx.insert(studentRankingDrafts).values(drafts);
      await tx.insert(studentRankingDraftItems).values(items);
    }

    const summerTemplates = openingRows.filter((row, index) => OPENING_PLANS[index].session === 1 && row.status === 'PUBLISHED');
    const offerTemplates = [companyIds[0], ...companyIds.slice(1)]
      .map((companyId) => summerTemplates.find((row) => row.companyId === companyId))
      .filter((row) => row !== undefined)
      .slice(0, 4);
    const companySenders = new Map<number, string>();
    for (const user of companyUserSeeds) {
      const companyId = companyIds[user.companyNumber - 1];
      if (user.isActive && !companySenders.has(companyId)) companySenders.set(companyId, user.account.platformUid);
    }
    await insertOfferPhaseTerm(tx, {
      now,
      sessionGroupId: offerGroupId,
      studentIds: studentSeeds
        .filter((seed) => seed.session === 1)
        .slice(0, 8)
        .map((seed) => seed.student.studentId),
      openingTemplates: offerTemplates,
      adminPlatformUid: ADMIN_PLATFORM_UID,
      companySenders,
    });

    const summerStudentIds = studentSeeds.filter((seed) => seed.session === 1).map((seed) => seed.student.studentId);
    await insertInterviewTerm(tx, {
      now,
      sessionGroupId: interviewGroupId,
      // The demo student and seven others than the offer phase's.
      studentIds: [summerStudentIds[0], ...summerStudentIds.slice(8, 15)],
      openingTemplates: [companyIds[0], ...companyIds.slice(4)]
        .map((companyId) => summerTemplates.find((row) => row.companyId === companyId))
        .filter((row) => row !== undefined)
        .slice(0, 4),
    });

    await insertDemoAnnouncements(tx, { now, sessionId: sessionIds[1], adminPlatformUid: ADMIN_PLATFORM_UID });
    await insertOAuthDemo(tx, credentials.oauthClientSecret);
    await tx.insert(settings).values(Object.entries(SETTINGS).map(([key, value]) => ({ key, value })));
    return true;
  });
}
