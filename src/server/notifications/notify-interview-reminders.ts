import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { companies, interviewBookings, interviewSlots, openings, students } from '@/db/schema';
import { translatorFor } from '@/i18n/translator';
import { nameIn, personNameIn } from '@/lib/names';
import { interviewWhenWhere } from './notify-interview-change';
import { companyUsersOf } from './recipients';
import { recordNotifications, type NotificationDraft } from './record-notifications';

/** Interviews starting within this much of the tick are reminded of: "the day before". */
export const INTERVIEW_REMINDER_WINDOW_MS = 24 * 3_600_000;

/**
 * The event keys of the day-before reminders. The slot's start is part of the key: a slot its company moves after the
 * reminder went out is reminded of again before its new time, and the worker can tell a reminder of a time that no
 * longer holds (relevantReminderIds).
 */
export const interviewReminderKey = (bookingId: number, startsAt: Date) => `interview-reminder:${bookingId}:${startsAt.getTime()}`;
export const companyInterviewReminderKey = (slotId: number, startsAt: Date) => `company-interview-reminder:${slotId}:${startsAt.getTime()}`;

type BookedRow = {
  bookingId: number;
  studentId: string;
  firstNameTh: string | null;
  lastNameTh: string | null;
  firstNameEn: string | null;
  lastNameEn: string | null;
  slotId: number;
  openingId: number;
  round: number;
  startsAt: Date;
  lengthMinutes: number;
  locationKind: 'PLACE' | 'ONLINE';
  location: string;
  note: string | null;
  openingTitle: string;
  sessionId: number;
  companyId: number;
  companyNameTh: string;
  companyNameEn: string | null;
};

/**
 * The scheduler's day-before reminders (docs/interviews.md): each active booking of a live slot that starts within the
 * next 24 hours and has not started tells its student (INTERVIEW_REMINDER, once per booking and start), and each such
 * slot tells its company's active users who is coming (COMPANY_INTERVIEW_REMINDER, once per slot and start). Only
 * interviews still ahead are reminded of, so a server that was down sends nothing about interviews already held.
 * Answers how many rows were new.
 */
export async function notifyInterviewReminders({ db, now }: { db: Executor; now: Date }): Promise<number> {
  const rows: BookedRow[] = await db
    .select({
      bookingId: interviewBookings.bookingId,
      studentId: interviewBookings.studentId,
      firstNameTh: students.firstNameTh,
      lastNameTh: students.lastNameTh,
      firstNameEn: students.firstNameEn,
      lastNameEn: students.lastNameEn,
      slotId: interviewSlots.slotId,
      openingId: interviewSlots.openingId,
      round: interviewSlots.round,
      startsAt: interviewSlots.startsAt,
      lengthMinutes: interviewSlots.lengthMinutes,
      locationKind: interviewSlots.locationKind,
      location: interviewSlots.location,
      note: interviewSlots.note,
      openingTitle: openings.title,
      sessionId: openings.sessionId,
      companyId: openings.companyId,
      companyNameTh: companies.companyNameTh,
      companyNameEn: companies.companyNameEn,
    })
    .from(interviewBookings)
    .innerJoin(interviewSlots, eq(interviewSlots.slotId, interviewBookings.slotId))
    .innerJoin(openings, eq(openings.openingId, interviewSlots.openingId))
    .innerJoin(companies, eq(companies.companyId, openings.companyId))
    .innerJoin(students, eq(students.studentId, interviewBookings.studentId))
    .where(
      and(
        isNull(interviewBookings.cancelledAt),
        isNull(interviewSlots.cancelledAt),
        gt(interviewSlots.startsAt, now),
        lte(interviewSlots.startsAt, new Date(now.getTime() + INTERVIEW_REMINDER_WINDOW_MS)),
        eq(students.isActive, true),
      ),
    )
    .orderBy(asc(interviewSlots.startsAt), asc(interviewSlots.slotId), asc(interviewBookings.bookingId));
  if (rows.length === 0) return 0;

  const drafts: NotificationDraft[] = [];
  const bySlot = new Map<number, BookedRow[]>();
  for (const row of rows) {
    bySlot.set(row.slotId, [...(bySlot.get(row.slotId) ?? []), row]);
    drafts.push({
      recipientRole: 'student',
      recipientId: row.studentId,
      kind: 'INTERVIEW_REMINDER',
      eventKey: interviewReminderKey(row.bookingId, row.startsAt),
      text: (locale) => {
        const t = translatorFor({ locale, namespace: 'InterviewReminderNotice' });
        const company = nameIn({ locale, th: row.companyNameTh, en: row.companyNameEn });
        return {
          title: t('studentTitle', { opening: row.openingTitle, company }),
          body: [
            t('studentOpening', { opening: row.openingTitle, company, round: String(row.round) }),
            t('time', { whenWhere: interviewWhenWhere(row, locale) }),
            ...(row.note ? [t('prepare', { note: row.note })] : []),
            '',
            t('seeAll'),
          ].join('\n'),
        };
      },
      linkPath: '/interviews',
    });
  }
  const users = await companyUsersOf({ db, companyIds: rows.map((row) => row.companyId) });
  for (const [slotId, booked] of bySlot) {
    const [first] = booked;
    for (const platformUid of users.get(first.companyId) ?? []) {
      drafts.push({
        recipientRole: 'company_user',
        recipientId: platformUid,
        kind: 'COMPANY_INTERVIEW_REMINDER',
        eventKey: companyInterviewReminderKey(slotId, first.startsAt),
        text: (locale) => {
          const t = translatorFor({ locale, namespace: 'InterviewReminderNotice' });
          const who = booked.map((row) => {
            const name = personNameIn({
              locale,
              th: { firstName: row.firstNameTh, lastName: row.lastNameTh },
              en: { firstName: row.firstNameEn, lastName: row.lastNameEn },
            });
            return `- ${name || t('noName')} (${row.studentId})`;
          });
          return {
            title: t('companyTitle', { opening: first.openingTitle }),
            body: [
              t('companyOpening', { opening: first.openingTitle, round: String(first.round) }),
              t('time', { whenWhere: interviewWhenWhere(first, locale) }),
              t('booked', { count: String(booked.length) }),
              ...who,
            ].join('\n'),
          };
        },
        linkPath: `/applicant/${first.openingId}/session/${first.sessionId}/interviews`,
      });
    }
  }
  return recordNotifications({ db, now, drafts });
}
