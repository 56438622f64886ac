// Shared setup of the student, bookmark and admin opening tests (not a test file itself).
import type { Database } from '@/db/client';
import { enrollments, files, openingTagLinks, openingTags, studentRankingDraftItems, studentRankingDrafts } from '@/db/schema';
import { createCompany, createOpening, createSession, createSessionGroup, type TestPerson } from '../../support/fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A group whose current round was announced yesterday-ish and whose student ranking deadline is in ~12 hours. */
export async function createAnnouncedGroup(db: Database) {
  return createSessionGroup(db, { start: new Date(Date.now() - 1.5 * DAY_MS) });
}

/** A group whose openings are announced only in the future. */
export async function createUpcomingGroup(db: Database) {
  return createSessionGroup(db, { start: new Date(Date.now() + 5 * DAY_MS) });
}

export async function tagOpening(db: Database, openingId: number, tagName: string) {
  const [tag] = await db
    .insert(openingTags)
    .values({ tagName })
    .onConflictDoUpdate({ target: openingTags.tagName, set: { tagName } })
    .returning();
  await db.insert(openingTagLinks).values({ openingId, tagId: tag.tagId });
  return tag;
}

export async function putInDraft(db: Database, sessionId: number, studentId: string, openingIds: number[]) {
  await db.insert(studentRankingDrafts).values({ sessionId, studentId }).onConflictDoNothing();
  await db
    .insert(studentRankingDraftItems)
    .values(openingIds.map((openingId, position) => ({ sessionId, studentId, openingId, position })));
}

export async function enroll(db: Database, sessionId: number, person: TestPerson) {
  await db.insert(enrollments).values({ sessionId, studentId: person.studentId! });
}

export async function giveLogo(db: Database, companyId: number) {
  const [file] = await db
    .insert(files)
    .values({
      type: 'COMPANY_LOGO',
      storageKey: `logo-${companyId}-${Math.random()}`,
      originalName: 'logo.png',
      contentType: 'image/png',
      sizeBytes: 10,
    })
    .returning();
  return file;
}

/**
 * One announced session with: two companies, published openings with Thai titles and tags, a draft,
 * a withdrawn one, one in another session, plus an upcoming session.
 */
export async function createOpeningWorld(db: Database) {
  const group = await createAnnouncedGroup(db);
  const session = await createSession(db, group.sessionGroupId);
  const otherSession = await createSession(db, group.sessionGroupId);
  const upcomingGroup = await createUpcomingGroup(db);
  const upcomingSession = await createSession(db, upcomingGroup.sessionGroupId);
  const suffix = Math.random().toString(36).slice(2, 8);
  const acme = await createCompany(db, {
    companyNameTh: `บริษัท แอคมี่ ${suffix}`,
    companyNameEn: `Acme Robotics ${suffix}`,
    website: 'https://acme.example.com',
  });
  const beta = await createCompany(db, { companyNameTh: `บริษัท เบต้า ${suffix}`, companyNameEn: `Beta Foods ${suffix}` });
  const published = (at: number) => ({ status: 'PUBLISHED' as const, publishedAt: new Date(Date.now() - at * 60_000) });

  const developer = await createOpening(db, session.sessionId, acme.companyId, {
    title: 'นักพัฒนาซอฟต์แวร์',
    description: 'เขียนโปรแกรมด้วย TypeScript',
    quota: 3,
    compensationAmount: '500.00',
    ...published(30),
  });
  const designer = await createOpening(db, session.sessionId, acme.companyId, {
    title: 'นักออกแบบ UX',
    description: 'ออกแบบหน้าจอ 100% ใหม่',
    quota: 1,
    ...published(20),
  });
  const accountant = await createOpening(db, session.sessionId, beta.companyId, {
    title: 'ผู้ช่วยนักบัญชี',
    description: null,
    quota: 2,
    ...published(10),
  });
  const full = await createOpening(db, session.sessionId, beta.companyId, { title: 'ตำแหน่งที่เต็มแล้ว', quota: 1, ...published(5) });
  const draft = await createOpening(db, session.sessionId, acme.companyId, { title: 'ร่างตำแหน่งลับ', status: 'DRAFT' });
  const withdrawn = await createOpening(db, session.sessionId, acme.companyId, {
    title: 'ตำแหน่งถอนแล้ว',
    status: 'WITHDRAWN',
    publishedAt: new Date(),
  });
  const elsewhere = await createOpening(db, otherSession.sessionId, acme.companyId, { title: 'นักพัฒนาซอฟต์แวร์ อีกรอบ', ...published(1) });
  const upcoming = await createOpening(db, upcomingSession.sessionId, acme.companyId, { title: 'ตำแหน่งอนาคต', ...published(1) });

  const backendTag = await tagOpening(db, developer.openingId, `แบ็กเอนด์${suffix}`);
  const designTag = await tagOpening(db, designer.openingId, `design-${suffix}`);
  await tagOpening(db, accountant.openingId, `บัญชี${suffix}`);

  return {
    group,
    session,
    otherSession,
    upcomingGroup,
    upcomingSession,
    acme,
    beta,
    suffix,
    developer,
    designer,
    accountant,
    full,
    draft,
    withdrawn,
    elsewhere,
    upcoming,
    backendTag,
    designTag,
  };
}
