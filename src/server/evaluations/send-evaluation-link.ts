import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '@/db/client';
import { rowsOf } from '@/db/rows-of';
import { companies, enrollments, evaluationForms, evaluationRequests, sessions, students } from '@/db/schema';
import {
  DEFAULT_EVALUATION_FORMS,
  EVALUATION_KINDS,
  EVALUATION_KIND_LABELS_TH,
  type EvaluationKind,
  type EvaluationRowView,
} from '@/lib/evaluations';
import { nameIn, personNameIn } from '@/lib/names';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { ConflictError, NotFoundError } from '@/server/errors';
import { evaluationLinkToken, evaluationTokenHash, mentorLinkDraft, recordNotifications } from '@/server/notifications';
import { rowKind, selectEvaluationRows } from './evaluation-rows';

export const sendEvaluationLinkInput = z.strictObject({
  studentId: z.string({ error: 'กรุณาระบุรหัสนิสิต' }).trim().min(1, 'กรุณาระบุรหัสนิสิต').max(200),
  kind: z.enum(EVALUATION_KINDS, { error: 'ชนิดแบบประเมินต้องเป็น MIDTERM หรือ FINAL' }),
});
export type SendEvaluationLinkInput = z.output<typeof sendEvaluationLinkInput>;

/**
 * POST /api/admin/sessions/{sessionId}/evaluations/send {studentId, kind}: sends the mentor a new link now, whether
 * or not the scheduler sent one (early, after the mentor's e-mail changed, or a lost mail). A new token replaces the
 * stored hash, so the link sent before stops working; sendCount adds one; the link lasts linkValidDays after the due
 * date (or after today, when that is later). 409 before the announcement, for an ended placement, without the
 * mentor's e-mail or the dates the due date counts from, and once the mentor submitted.
 */
export async function sendEvaluationLink({
  ctx,
  sessionId,
  input,
}: {
  ctx: Context<'admin'>;
  sessionId: number;
  input: SendEvaluationLinkInput;
}): Promise<EvaluationRowView> {
  const { studentId, kind } = input;
  return ctx.db.transaction(async (tx) => {
    const where = and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, studentId), sql`${rowKind} = ${kind}`)!;
    const { rows, placements } = await selectEvaluationRows({ db: tx, now: ctx.now, where });
    const row = rows[0];
    if (!row) throw new NotFoundError('ไม่พบข้อมูลการฝึกงานนี้');
    const placement = placements.get(studentId)!;
    if (!placement.isAnnounced) throw new ConflictError('ส่งลิงก์ประเมินได้ตั้งแต่ประกาศผลการจับคู่ของนิสิต');
    if (placement.isEnded) throw new ConflictError('การฝึกงานนี้ยุติแล้ว ส่งลิงก์ประเมินไม่ได้');
    if (row.state === 'SUBMITTED') throw new ConflictError('พี่เลี้ยงส่งแบบประเมินนี้แล้ว ส่งลิงก์ใหม่ไม่ได้');
    if (!row.mentorEmail) throw new ConflictError('ยังไม่มีอีเมลของพี่เลี้ยง กรุณากรอกข้อมูลการฝึกงานก่อน');
    if (!row.dueDate) throw new ConflictError('ยังไม่มีวันเริ่มหรือวันสิ้นสุดการฝึกงาน จึงยังคำนวณกำหนดส่งไม่ได้');
    const formId = await storedFormId(tx, sessionId, kind);
    const due = new Date(row.dueDate);
    const [request] = await tx
      .insert(evaluationRequests)
      .values({
        sessionId,
        studentId,
        openingId: row.openingId,
        formId,
        dueDate: due,
        mentorEmail: row.mentorEmail,
        sentAt: ctx.now,
        sendCount: 1,
      })
      .onConflictDoUpdate({
        target: [evaluationRequests.sessionId, evaluationRequests.studentId, evaluationRequests.openingId, evaluationRequests.formId],
        set: { mentorEmail: row.mentorEmail, sentAt: ctx.now, sendCount: sql`${evaluationRequests.sendCount} + 1` },
        setWhere: sql`${evaluationRequests.submittedAt} is null`,
      })
      .returning();
    if (!request) throw new ConflictError('พี่เลี้ยงส่งแบบประเมินนี้แล้ว ส่งลิงก์ใหม่ไม่ได้');
    // The mail says everything in Thai and in English (a mentor has no language): the English names beside the row's Thai.
    const [names] = await tx
      .select({
        firstNameTh: students.firstNameTh,
        lastNameTh: students.lastNameTh,
        firstNameEn: students.firstNameEn,
        lastNameEn: students.lastNameEn,
        companyNameEn: companies.companyNameEn,
      })
      .from(students)
      .innerJoin(companies, eq(companies.companyId, row.companyId))
      .where(eq(students.studentId, studentId));
    const [form] = await tx
      .select({ linkValidDays: evaluationForms.linkValidDays })
      .from(evaluationForms)
      .where(eq(evaluationForms.formId, formId));
    const from = Math.max(request.dueDate.getTime(), ctx.now.getTime());
    const tokenExpiresAt = new Date(from + form.linkValidDays * 24 * 60 * 60 * 1000);
    const token = evaluationLinkToken({ requestId: request.requestId, sendCount: request.sendCount });
    await tx
      .update(evaluationRequests)
      .set({ tokenHash: evaluationTokenHash(token), tokenExpiresAt })
      .where(eq(evaluationRequests.requestId, request.requestId));
    await recordNotifications({
      db: tx,
      now: ctx.now,
      drafts: [
        mentorLinkDraft({
          requestId: request.requestId,
          sendCount: request.sendCount,
          kind,
          studentName: row.studentName,
          studentNameEn:
            personNameIn({
              locale: 'en',
              th: { firstName: names.firstNameTh, lastName: names.lastNameTh },
              en: { firstName: names.firstNameEn, lastName: names.lastNameEn },
            }) || row.studentName,
          companyName: row.companyName,
          companyNameEn: nameIn({ locale: 'en', th: row.companyName, en: names.companyNameEn }),
          openingTitle: row.openingTitle,
          dueDate: request.dueDate,
          tokenExpiresAt,
        }),
      ],
    });
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'evaluation.send',
        entityType: 'evaluation_request',
        entityId: request.requestId,
        details: {
          sessionId,
          studentId,
          kind: EVALUATION_KIND_LABELS_TH[kind],
          sendCount: request.sendCount,
          mentorEmail: row.mentorEmail,
        },
      },
    });
    const { rows: after } = await selectEvaluationRows({ db: tx, now: ctx.now, where });
    return after[0];
  });
}

/** The group's stored form of the kind, storing the default on first use (requests point at a stored form). */
async function storedFormId(db: Executor, sessionId: number, kind: EvaluationKind): Promise<number> {
  const defaults = DEFAULT_EVALUATION_FORMS[kind];
  await db.execute(sql`insert into ${evaluationForms} (session_group_id, kind, title_th, title_en, sections, due_basis, due_offset_days, link_valid_days)
    select ${sessions.sessionGroupId}, ${kind}, ${defaults.titleTh}, ${defaults.titleEn}, ${JSON.stringify(defaults.sections)}::jsonb, ${defaults.dueBasis},
      ${defaults.dueOffsetDays}, ${defaults.linkValidDays}
    from ${sessions} where ${sessions.sessionId} = ${sessionId}
    on conflict (session_group_id, kind) do nothing`);
  const [form] = await rowsOf<{ form_id: number }>(
    db,
    sql`select f.form_id from ${evaluationForms} f join ${sessions} on ${sessions.sessionGroupId} = f.session_group_id
      where ${sessions.sessionId} = ${sessionId} and f.kind = ${kind}`,
  );
  return Number(form.form_id);
}
