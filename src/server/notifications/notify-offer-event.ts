import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { companies, offers, openings, sessions, students } from '@/db/schema';
import { formatDateTime } from '@/lib/dates';
import { companyUsersOf } from './recipients';
import { recordNotifications, type NotificationDraft } from './record-notifications';

/** What happened to an offer of the offer phase (docs/offers.md). */
export type OfferEvent = 'RECEIVED' | 'ACCEPTED' | 'DECLINED' | 'WITHDRAWN' | 'LAPSED';

/**
 * The outbox rows of one offer's event, in the caller's transaction: the student hears of an offer received,
 * withdrawn or lapsed and of their own accept; the company's users hear of an accept, a decline, a lapse and of a
 * withdrawal that the student's accept of another offer caused. Keyed by offer and event, so writing it twice is
 * harmless (the scheduler's lapse notices rely on it). Answers how many rows were new.
 */
export async function notifyOfferEvent({
  db,
  now,
  offerId,
  event,
  byCompany = false,
}: {
  db: Executor;
  now: Date;
  offerId: number;
  event: OfferEvent;
  /** A withdrawal the company made itself: its users are not told of their own act. */
  byCompany?: boolean;
}): Promise<number> {
  const [offer] = await db
    .select({
      sessionId: offers.sessionId,
      round: offers.round,
      studentId: offers.studentId,
      answerDeadline: offers.answerDeadline,
      openingId: openings.openingId,
      openingTitle: openings.title,
      companyId: openings.companyId,
      companyName: companies.companyNameTh,
      sessionTitle: sessions.title,
      firstNameTh: students.firstNameTh,
      lastNameTh: students.lastNameTh,
    })
    .from(offers)
    .innerJoin(openings, eq(openings.openingId, offers.openingId))
    .innerJoin(companies, eq(companies.companyId, openings.companyId))
    .innerJoin(sessions, eq(sessions.sessionId, offers.sessionId))
    .innerJoin(students, eq(students.studentId, offers.studentId))
    .where(eq(offers.offerId, offerId));
  if (!offer) return 0;
  const studentName = [offer.firstNameTh, offer.lastNameTh].filter(Boolean).join(' ') || offer.studentId;
  const position = `${offer.openingTitle} ของ ${offer.companyName}`;
  const eventKey = `offer:${offerId}:${event.toLowerCase()}`;
  const studentLink = `/offers?sessionId=${offer.sessionId}`;
  const companyLink = `/company/offers?sessionId=${offer.sessionId}`;

  const toStudent: Partial<Record<OfferEvent, { title: string; body: string }>> = {
    RECEIVED: {
      title: `ได้รับข้อเสนอ: ${position}`,
      body: `คุณได้รับข้อเสนอตำแหน่ง ${position} (${offer.sessionTitle} รอบที่ ${offer.round})\nโปรดตอบรับหรือปฏิเสธภายใน ${formatDateTime(offer.answerDeadline)} การตอบรับมีผลผูกพัน`,
    },
    ACCEPTED: {
      title: `ตอบรับข้อเสนอแล้ว: ${position}`,
      body: `คุณตอบรับข้อเสนอตำแหน่ง ${position} เมื่อ ${formatDateTime(now)} ผลการจับคู่ของคุณคือตำแหน่งนี้ ข้อเสนออื่นที่ค้างอยู่ถูกถอนแล้ว`,
    },
    WITHDRAWN: byCompany
      ? {
          title: `บริษัทถอนข้อเสนอ: ${position}`,
          body: `${offer.companyName} ถอนข้อเสนอตำแหน่ง ${offer.openingTitle} เมื่อ ${formatDateTime(now)}`,
        }
      : undefined,
    LAPSED: {
      title: `ข้อเสนอหมดเวลาตอบ: ${position}`,
      body: `ข้อเสนอตำแหน่ง ${position} หมดเวลาตอบเมื่อ ${formatDateTime(offer.answerDeadline)}`,
    },
  };
  const toCompany: Partial<Record<OfferEvent, { title: string; body: string }>> = {
    ACCEPTED: {
      title: `${studentName} ตอบรับข้อเสนอ: ${offer.openingTitle}`,
      body: `${studentName} (${offer.studentId}) ตอบรับข้อเสนอตำแหน่ง ${offer.openingTitle} เมื่อ ${formatDateTime(now)} ผลการจับคู่ของนิสิตคือตำแหน่งนี้`,
    },
    DECLINED: {
      title: `${studentName} ปฏิเสธข้อเสนอ: ${offer.openingTitle}`,
      body: `${studentName} (${offer.studentId}) ปฏิเสธข้อเสนอตำแหน่ง ${offer.openingTitle} เมื่อ ${formatDateTime(now)} ที่ว่างกลับมาให้ส่งข้อเสนอได้อีก`,
    },
    WITHDRAWN: byCompany
      ? undefined
      : {
          title: `ข้อเสนอถูกถอน: ${offer.openingTitle}`,
          body: `${studentName} (${offer.studentId}) ตอบรับข้อเสนออื่นแล้ว ข้อเสนอตำแหน่ง ${offer.openingTitle} จึงถูกถอนเมื่อ ${formatDateTime(now)}`,
        },
    LAPSED: {
      title: `ข้อเสนอหมดเวลาตอบ: ${offer.openingTitle}`,
      body: `${studentName} (${offer.studentId}) ไม่ได้ตอบข้อเสนอตำแหน่ง ${offer.openingTitle} ภายใน ${formatDateTime(offer.answerDeadline)} ที่ว่างกลับมาให้ส่งข้อเสนอได้อีก`,
    },
  };

  const drafts: NotificationDraft[] = [];
  const studentText = toStudent[event];
  if (studentText)
    drafts.push({
      recipientRole: 'student',
      recipientId: offer.studentId,
      kind: 'STUDENT_OFFER',
      eventKey,
      ...studentText,
      linkPath: studentLink,
    });
  const companyText = toCompany[event];
  if (companyText) {
    const users = (await companyUsersOf({ db, companyIds: [offer.companyId] })).get(offer.companyId) ?? [];
    for (const platformUid of users)
      drafts.push({
        recipientRole: 'company_user',
        recipientId: platformUid,
        kind: 'COMPANY_OFFER',
        eventKey,
        ...companyText,
        linkPath: companyLink,
      });
  }
  return recordNotifications({ db, now, drafts });
}
