import type { OfferView } from '@/lib/offers';
import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { enrollments, offers } from '@/db/schema';
import { auditIfAssumed } from '@/server/audit';
import type { CompanyContext } from '@/server/context';
import { deadlineText } from '@/server/deadlines';
import { BadRequestError, ConflictError, ForbiddenError } from '@/server/errors';
import { notifyOfferEvent } from '@/server/notifications';
import { lockOfferEnrollment, lockOfferOpening } from './lock-rows';
import { assertOfferPhaseOpen, loadOfferPhase } from './offer-phase';
import { isOutstanding, OPENINGS_THAT_TAKE_OFFERS, selectOfferView } from './offer-rows';

/** How long a student has to answer unless the company says otherwise. */
export const DEFAULT_ANSWER_HOURS = 48;

export const sendOfferInput = z.object({
  openingId: z.number().int().positive(),
  studentId: z.string().trim().min(1).max(50),
  /** When the student must answer by; 48 hours from now by default, never after the phase's end. */
  answerDeadline: z.iso
    .datetime({ offset: true, message: 'Expected an ISO 8601 date-time' })
    .transform((value) => new Date(value))
    .optional(),
});
export type SendOfferInput = z.output<typeof sendOfferInput>;

/**
 * POST /api/company/sessions/{sessionId}/offers: a company user offers a place in one of its company's openings to
 * an unmatched student of the session who is still looking, during the round's offer phase. Decided under the
 * opening's lock: the opening's outstanding offers never exceed quota − matched (409 when no place is left).
 */
export async function sendOffer({
  ctx,
  sessionId,
  input,
}: {
  ctx: CompanyContext;
  sessionId: number;
  input: SendOfferInput;
}): Promise<OfferView> {
  return ctx.db.transaction(async (tx) => {
    const phase = await loadOfferPhase({ db: tx, sessionId, now: ctx.now, lock: true });
    assertOfferPhaseOpen({ phase, now: ctx.now });
    const closesAt = phase.closesAt!;
    const enrollment = await lockOfferEnrollment({ db: tx, sessionId, studentId: input.studentId });
    const opening = await lockOfferOpening({ db: tx, sessionId, openingId: input.openingId });
    if (opening.companyId !== ctx.actor.companyId) throw new ForbiddenError('This opening belongs to another company');
    if (!(OPENINGS_THAT_TAKE_OFFERS as readonly string[]).includes(opening.status))
      throw new ConflictError(`ตำแหน่ง ${opening.title} ไม่ได้เปิดรับนิสิต`);
    if (enrollment.assignedOpeningId !== null) throw new ConflictError(`นิสิต ${input.studentId} ได้รับการจับคู่แล้ว`);
    if (enrollment.offerOptOutAt !== null) throw new ConflictError(`นิสิต ${input.studentId} แจ้งว่าไม่หาที่ฝึกงานแล้ว`);

    const answerDeadline =
      input.answerDeadline ?? new Date(Math.min(ctx.now.getTime() + DEFAULT_ANSWER_HOURS * 3_600_000, closesAt.getTime()));
    if (answerDeadline <= ctx.now) throw new BadRequestError('body.answerDeadline: must be in the future');
    if (answerDeadline > closesAt)
      throw new BadRequestError(`body.answerDeadline: must be on or before the end of the offer phase (${deadlineText(closesAt)})`);

    const [{ pending }] = await tx
      .select({ pending: count() })
      .from(offers)
      .where(and(eq(offers.openingId, opening.openingId), eq(offers.studentId, input.studentId), isOutstanding(ctx.now)));
    if (pending > 0) throw new ConflictError(`มีข้อเสนอตำแหน่ง ${opening.title} ถึงนิสิต ${input.studentId} ที่รอคำตอบอยู่แล้ว`);
    const [{ matched }] = await tx
      .select({ matched: count() })
      .from(enrollments)
      .where(eq(enrollments.assignedOpeningId, opening.openingId));
    const [{ outstanding }] = await tx
      .select({ outstanding: count() })
      .from(offers)
      .where(and(eq(offers.openingId, opening.openingId), isOutstanding(ctx.now)));
    if (opening.quota - matched - outstanding <= 0)
      throw new ConflictError(
        `ตำแหน่ง ${opening.title} ไม่มีที่ว่างให้ส่งข้อเสนอ (รับ ${opening.quota} คน จับคู่แล้ว ${matched} คน รอคำตอบ ${outstanding} ข้อเสนอ)`,
      );

    const [offer] = await tx
      .insert(offers)
      .values({
        sessionId,
        round: phase.round,
        openingId: opening.openingId,
        studentId: input.studentId,
        answerDeadline,
        sentByPlatformUid: ctx.actor.platformUid || null,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ offerId: offers.offerId });
    await notifyOfferEvent({ db: tx, now: ctx.now, offerId: offer.offerId, event: 'RECEIVED' });
    await auditIfAssumed({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'offer.send',
        entityType: 'offer',
        entityId: offer.offerId,
        details: {
          sessionId,
          round: phase.round,
          openingId: opening.openingId,
          studentId: input.studentId,
          answerDeadline: answerDeadline.toISOString(),
        },
      },
    });
    return selectOfferView({ db: tx, offerId: offer.offerId, now: ctx.now });
  });
}
