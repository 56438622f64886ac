import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { evaluationForms, evaluationRequests, placementDetails } from '@/db/schema';
import { DEFAULT_EVALUATION_FORMS, EVALUATION_KINDS, evaluationScoreOf } from '@/lib/evaluations';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Last summer's mentor evaluations (docs/evaluations.md): the group's two forms, and for its placements with a mentor
 * and dates a mid-term request in each state a screen shows: submitted and released to the student, submitted and
 * waiting for the office, and overdue (the link long expired). Seeded links are never mailed: their hashes are of
 * random values no one holds; the office re-sends one to try the link.
 */
export async function insertPastEvaluations(
  tx: Executor,
  { sessionGroupId, sessionId, adminPlatformUid }: { sessionGroupId: number; sessionId: number; adminPlatformUid: string },
): Promise<void> {
  const forms = await tx
    .insert(evaluationForms)
    .values(
      EVALUATION_KINDS.map((kind) => ({ sessionGroupId, kind, ...DEFAULT_EVALUATION_FORMS[kind], updatedByPlatformUid: adminPlatformUid })),
    )
    .returning({ formId: evaluationForms.formId, kind: evaluationForms.kind });
  const midterm = forms.find((form) => form.kind === 'MIDTERM')!;
  const placements = await tx
    .select()
    .from(placementDetails)
    .where(and(eq(placementDetails.sessionId, sessionId), isNotNull(placementDetails.mentorEmail), isNull(placementDetails.endedAt)))
    .orderBy(placementDetails.studentId);
  const sections = DEFAULT_EVALUATION_FORMS.MIDTERM.sections;
  const rows = placements.slice(0, 3).map((placement, index) => {
    const due = new Date(`${placement.startDate}T16:59:00.000Z`).getTime() + 30 * DAY;
    const sentAt = new Date(due - 7 * DAY);
    const base = {
      sessionId,
      studentId: placement.studentId,
      openingId: placement.openingId,
      formId: midterm.formId,
      dueDate: new Date(due),
      tokenHash: `seed-${sessionId}-${placement.studentId}-not-a-link`,
      tokenExpiresAt: new Date(due + 30 * DAY),
      mentorEmail: placement.mentorEmail,
      sentAt,
      sendCount: 1,
      createdAt: sentAt,
    };
    if (index === 2) return { ...base, lastReminderAt: new Date(due + 7 * DAY) };
    const answers = {
      quality: 5 - index,
      learning: 4,
      responsibility: 5,
      communication: 4 - index,
      comments: 'ตั้งใจทำงาน เรียนรู้เร็ว สื่อสารกับทีมได้ดี',
    };
    const score = evaluationScoreOf(sections, answers);
    return {
      ...base,
      answers,
      score: score === null ? null : score.toFixed(2),
      submittedAt: new Date(due - 2 * DAY),
      ...(index === 0 ? { releasedAt: new Date(due + 3 * DAY), releasedByPlatformUid: adminPlatformUid } : {}),
    };
  });
  if (rows.length) await tx.insert(evaluationRequests).values(rows);
}
