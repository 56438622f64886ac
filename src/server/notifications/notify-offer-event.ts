import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { companies, offers, openings, sessions, students } from '@/db/schema';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import { translatorFor } from '@/i18n/translator';
import { datesFor } from '@/lib/dates';
import { nameIn, personNameIn } from '@/lib/names';
import { companyUsersOf } from './recipients';
import { recordNotifications, type NotificationDraft, type NotificationText } from './record-notifications';

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
      companyNameTh: companies.companyNameTh,
      companyNameEn: companies.companyNameEn,
      sessionTitle: sessions.title,
      firstNameTh: students.firstNameTh,
      lastNameTh: students.lastNameTh,
      firstNameEn: students.firstNameEn,
      lastNameEn: students.lastNameEn,
    })
    .from(offers)
    .innerJoin(openings, eq(openings.openingId, offers.openingId))
    .innerJoin(companies, eq(companies.companyId, openings.companyId))
    .innerJoin(sessions, eq(sessions.sessionId, offers.sessionId))
    .innerJoin(students, eq(students.studentId, offers.studentId))
    .where(eq(offers.offerId, offerId));
  if (!offer) return 0;
  const eventKey = `offer:${offerId}:${event.toLowerCase()}`;
  const studentLink = `/offers?sessionId=${offer.sessionId}`;
  const companyLink = `/company/offers?sessionId=${offer.sessionId}`;

  // Each recipient's words in their language (accounts.locale), read when the rows are written.
  const wordsIn = (locale: Locale) => {
    const t = translatorFor({ locale, namespace: 'OfferNotice' });
    const { formatDateTime } = datesFor(locale);
    const company = nameIn({ locale, th: offer.companyNameTh, en: offer.companyNameEn });
    const student =
      personNameIn({
        locale,
        th: { firstName: offer.firstNameTh, lastName: offer.lastNameTh },
        en: { firstName: offer.firstNameEn, lastName: offer.lastNameEn },
      }) || offer.studentId;
    const position = t('position', { opening: offer.openingTitle, company });
    const at = formatDateTime(now);
    const deadline = formatDateTime(offer.answerDeadline);
    const opening = offer.openingTitle;
    const studentId = offer.studentId;
    const toStudent: Partial<Record<OfferEvent, NotificationText>> = {
      RECEIVED: {
        title: t('student.receivedTitle', { position }),
        body: t('student.receivedBody', { position, session: offer.sessionTitle, round: String(offer.round), deadline }),
      },
      ACCEPTED: { title: t('student.acceptedTitle', { position }), body: t('student.acceptedBody', { position, at }) },
      WITHDRAWN: byCompany
        ? { title: t('student.withdrawnTitle', { position }), body: t('student.withdrawnBody', { company, opening, at }) }
        : undefined,
      LAPSED: { title: t('student.lapsedTitle', { position }), body: t('student.lapsedBody', { position, deadline }) },
    };
    const toCompany: Partial<Record<OfferEvent, NotificationText>> = {
      ACCEPTED: {
        title: t('company.acceptedTitle', { student, opening }),
        body: t('company.acceptedBody', { student, studentId, opening, at }),
      },
      DECLINED: {
        title: t('company.declinedTitle', { student, opening }),
        body: t('company.declinedBody', { student, studentId, opening, at }),
      },
      WITHDRAWN: byCompany
        ? undefined
        : { title: t('company.withdrawnTitle', { opening }), body: t('company.withdrawnBody', { student, studentId, opening, at }) },
      LAPSED: {
        title: t('company.lapsedTitle', { opening }),
        body: t('company.lapsedBody', { student, studentId, opening, deadline }),
      },
    };
    return { student: toStudent[event], company: toCompany[event] };
  };
  // Who hears of the event does not depend on the language.
  const hears = wordsIn(DEFAULT_LOCALE);

  const drafts: NotificationDraft[] = [];
  if (hears.student)
    drafts.push({
      recipientRole: 'student',
      recipientId: offer.studentId,
      kind: 'STUDENT_OFFER',
      eventKey,
      text: (locale) => wordsIn(locale).student!,
      linkPath: studentLink,
    });
  if (hears.company) {
    const users = (await companyUsersOf({ db, companyIds: [offer.companyId] })).get(offer.companyId) ?? [];
    for (const platformUid of users)
      drafts.push({
        recipientRole: 'company_user',
        recipientId: platformUid,
        kind: 'COMPANY_OFFER',
        eventKey,
        text: (locale) => wordsIn(locale).company!,
        linkPath: companyLink,
      });
  }
  return recordNotifications({ db, now, drafts });
}
