// What bench:openings and bench:peak seed alike: one session's catalogue of companies, tags and published openings,
// with deterministic names and spreads (index-based picks, no random generator), in multi-row inserts.
import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '@/db/client';
import { companies, openingTagLinks, openingTags, openings, rounds, sessionGroups, sessions } from '@/db/schema';

export const DAY_MS = 24 * 60 * 60 * 1000;
const CHUNK = 1_000;

export const TAGS = [
  'Backend',
  'Frontend',
  'Data',
  'AI/ML',
  'DevOps',
  'Cloud',
  'Mobile',
  'QA',
  'Security',
  'UX/UI',
  'การเงิน',
  'การตลาด',
  'ธุรกิจ',
  'วิจัย',
  'บัญชี',
  'Embedded',
  'IoT',
  'Product',
  'เกม',
  'สื่อสาร',
];
export const TITLES = [
  'นักพัฒนาซอฟต์แวร์ฝึกงาน',
  'วิศวกรข้อมูลฝึกงาน',
  'นักวิเคราะห์ธุรกิจ',
  'นักออกแบบ UX/UI',
  'Backend Developer Intern',
  'Data Scientist Intern',
  'นักทดสอบระบบ',
  'วิศวกรระบบคลาวด์',
  'ผู้ช่วยนักวิจัย',
  'Mobile Developer Intern',
  'นักการตลาดดิจิทัล',
  'Security Analyst Intern',
];
const DESCRIPTIONS = [
  'ร่วมพัฒนาเว็บแอปพลิเคชันด้วย React และ TypeScript กับทีมออกแบบ',
  'ออกแบบและพัฒนา REST API ด้วย Node.js เชื่อมต่อฐานข้อมูล PostgreSQL',
  'วิเคราะห์ข้อมูลลูกค้าและสร้างแดชบอร์ดเพื่อช่วยตัดสินใจทางธุรกิจ',
  'ดูแล CI/CD pipeline และย้ายบริการขึ้น Kubernetes',
  'Work with our machine learning team on computer vision models',
];

/** Deterministic spread without a random generator: index-based picks. */
export const pick = <T>(items: readonly T[], index: number) => items[index % items.length];

export async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/**
 * `companyCount` companies, the twenty tags and `openingCount` openings of the session, published over the last two
 * days (one second apart, so the students' order is stable), each with one or two tags.
 */
export async function seedOpeningCatalogue({
  db,
  sessionId,
  now,
  companyCount,
  openingCount,
}: {
  db: DatabaseHandle['db'];
  sessionId: number;
  now: number;
  companyCount: number;
  openingCount: number;
}): Promise<{ companyIds: number[]; tagIds: number[]; openingIds: number[] }> {
  const companyIds = (
    await db
      .insert(companies)
      .values(
        Array.from({ length: companyCount }, (_, index) => ({
          companyNameTh: `บริษัท ${pick(['สยาม', 'กรุงเทพ', 'ล้านนา', 'อันดามัน', 'เจ้าพระยา', 'อีสาน'], index)}${pick(['ดิจิทัล', 'เทค', 'ซอฟต์', 'ดาต้า', 'คลาวด์'], index * 7)} ${index} จำกัด`,
          companyNameEn: `${pick(['Siam', 'Bangkok', 'Lanna', 'Andaman', 'Chao Phraya', 'Isan'], index)} ${pick(['Digital', 'Tech', 'Soft', 'Data', 'Cloud'], index * 7)} ${index} Co., Ltd.`,
          profileToken: randomUUID(),
        })),
      )
      .returning({ companyId: companies.companyId })
  ).map((row) => row.companyId);
  const tagIds = (
    await db
      .insert(openingTags)
      .values(TAGS.map((tagName) => ({ tagName })))
      .returning({ tagId: openingTags.tagId })
  ).map((row) => row.tagId);

  const openingIds: number[] = [];
  await insertInChunks(
    Array.from({ length: openingCount }, (_, index) => ({
      sessionId,
      companyId: pick(companyIds, index),
      title: `${pick(TITLES, index)} ${index}`,
      description: pick(DESCRIPTIONS, index * 3),
      quota: 1 + (index % 5),
      compensationAmount: String((index % 20) * 50),
      officeName: 'สำนักงานใหญ่',
      officeAddressLine1: 'ถนนพญาไท กรุงเทพฯ',
      status: 'PUBLISHED' as const,
      publishedAt: new Date(now - 2 * DAY_MS + index * 1000),
    })),
    async (chunk) =>
      openingIds.push(
        ...(await db.insert(openings).values(chunk).returning({ openingId: openings.openingId })).map((row) => row.openingId),
      ),
  );
  await insertInChunks(
    openingIds
      .flatMap((openingId, index) => [
        { openingId, tagId: pick(tagIds, index) },
        { openingId, tagId: pick(tagIds, index * 7 + 3) },
      ])
      .filter((link, index, all) => index % 2 === 0 || link.tagId !== all[index - 1].tagId),
    (chunk) => db.insert(openingTagLinks).values(chunk),
  );
  return { companyIds, tagIds, openingIds };
}

/**
 * One session ready for the students: its group, round 1 announced two days ago with the deadlines `round` gives
 * (milliseconds after `now`), the session, and its catalogue (seedOpeningCatalogue). bench:openings and the term
 * seed of bench:peak and test:backup differ only in the titles and how far away the deadlines are.
 */
export async function seedCatalogueSession({
  db,
  now,
  groupTitle,
  sessionTitle,
  round,
  companyCount,
  openingCount,
}: {
  db: DatabaseHandle['db'];
  now: number;
  groupTitle: string;
  sessionTitle: string;
  round: {
    studentRankingDeadlineInMs: number;
    applicationAnnouncementInMs: number;
    companyRankingDeadlineInMs: number;
    reorderRankingDeadlineInMs?: number;
    resultAnnouncementInMs: number;
  };
  companyCount: number;
  openingCount: number;
}): Promise<{ sessionId: number; companyIds: number[]; tagIds: number[]; openingIds: number[] }> {
  const [group] = await db.insert(sessionGroups).values({ title: groupTitle }).returning();
  await db.insert(rounds).values({
    sessionGroupId: group.sessionGroupId,
    round: 1,
    openingSubmissionDeadline: new Date(now - 3 * DAY_MS),
    openingAnnouncementDate: new Date(now - 2 * DAY_MS),
    studentRankingDeadline: new Date(now + round.studentRankingDeadlineInMs),
    applicationAnnouncementDate: new Date(now + round.applicationAnnouncementInMs),
    companyRankingDeadline: new Date(now + round.companyRankingDeadlineInMs),
    ...(round.reorderRankingDeadlineInMs === undefined ? {} : { reorderRankingDeadline: new Date(now + round.reorderRankingDeadlineInMs) }),
    resultAnnouncementDate: new Date(now + round.resultAnnouncementInMs),
  });
  const [session] = await db.insert(sessions).values({ sessionGroupId: group.sessionGroupId, title: sessionTitle }).returning();
  const catalogue = await seedOpeningCatalogue({ db, sessionId: session.sessionId, now, companyCount, openingCount });
  return { sessionId: session.sessionId, ...catalogue };
}
