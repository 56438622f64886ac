import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { applications, companyRankingSubmissionItems, openings, sessions, students } from '@/db/schema';
import { formatDateTime } from '@/lib/dates';
import { companyUsersOf } from './recipients';
import { recordNotifications } from './record-notifications';

/** The receipt of a company's ranking of one opening, to every active user of the company, keyed by the submission. */
export async function notifyCompanyRankingSubmitted({
  db,
  now,
  submissionId,
  openingId,
  round,
}: {
  db: Executor;
  now: Date;
  submissionId: number;
  openingId: number;
  round: number;
}): Promise<void> {
  const [opening] = await db
    .select({ title: openings.title, companyId: openings.companyId, sessionId: openings.sessionId, sessionTitle: sessions.title })
    .from(openings)
    .innerJoin(sessions, eq(sessions.sessionId, openings.sessionId))
    .where(eq(openings.openingId, openingId));
  if (!opening) return;
  const items = await db
    .select({
      position: companyRankingSubmissionItems.position,
      studentId: students.studentId,
      firstNameTh: students.firstNameTh,
      lastNameTh: students.lastNameTh,
    })
    .from(companyRankingSubmissionItems)
    .innerJoin(applications, eq(applications.applicationId, companyRankingSubmissionItems.applicationId))
    .innerJoin(students, eq(students.studentId, applications.studentId))
    .where(and(eq(companyRankingSubmissionItems.submissionId, submissionId), isNotNull(companyRankingSubmissionItems.position)))
    .orderBy(asc(companyRankingSubmissionItems.position));
  const [{ total }] = await db
    .select({ total: count() })
    .from(companyRankingSubmissionItems)
    .where(eq(companyRankingSubmissionItems.submissionId, submissionId));
  const scope = `${opening.title} (${opening.sessionTitle} รอบที่ ${round})`;
  const lines = [
    `ระบบได้รับอันดับผู้สมัครของตำแหน่ง ${scope} เมื่อ ${formatDateTime(now)}`,
    `เลือก ${items.length} คน ไม่รับ ${total - items.length} คน`,
  ];
  if (items.length > 0) {
    lines.push(
      '',
      'ลำดับผู้สมัครที่เลือก:',
      ...items.map(
        (item) =>
          `${item.position}. ${[item.firstNameTh, item.lastNameTh].filter(Boolean).join(' ') || item.studentId} (${item.studentId})`,
      ),
    );
  }
  const users = (await companyUsersOf({ db, companyIds: [opening.companyId] })).get(opening.companyId) ?? [];
  await recordNotifications({
    db,
    now,
    drafts: users.map((platformUid) => ({
      recipientRole: 'company_user' as const,
      recipientId: platformUid,
      kind: 'COMPANY_RANKING_RECEIPT' as const,
      eventKey: `company-ranking:submission:${submissionId}`,
      title: `ส่งอันดับผู้สมัครแล้ว: ${scope}`,
      body: lines.join('\n'),
      linkPath: `/applicant/${openingId}/session/${opening.sessionId}/ranking`,
    })),
  });
}
