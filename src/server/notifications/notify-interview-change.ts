import type { Executor } from '@/db/client';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import { translatorFor } from '@/i18n/translator';
import { datesFor } from '@/lib/dates';
import { nameIn } from '@/lib/names';
import type { InterviewLocationKind } from '@/lib/interviews';
import { companyUsersOf } from './recipients';
import { recordNotifications, type NotificationDraft } from './record-notifications';

/** The interview a notice is about, as the interviews domain hands it over. */
export type InterviewNotice = {
  openingId: number;
  openingTitle: string;
  companyId: number;
  companyNameTh: string;
  companyNameEn: string | null;
  sessionId: number;
  round: number;
  startsAt: Date;
  lengthMinutes: number;
  locationKind: InterviewLocationKind;
  location: string;
};

export type InterviewChange = {
  what: 'BOOKED' | 'MOVED' | 'CANCELLED' | 'SLOT_CANCELLED' | 'SLOT_CHANGED';
  /** Names the event: one notice per person and key. */
  eventKey: string;
  studentIds: string[];
  interview: InterviewNotice;
  /** For a move: the slot left. */
  previousStartsAt?: Date;
  /** The company's users hear of the students' own bookings, moves and cancels, not of their own slot changes. */
  tellCompany: boolean;
};

/** When and where an interview is, one line ("{date and time} ({minutes}) {kind}: {location}"), in Thai unless a language is given. */
export function interviewWhenWhere(
  interview: Pick<InterviewNotice, 'startsAt' | 'lengthMinutes' | 'locationKind' | 'location'>,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const t = translatorFor({ locale, namespace: 'InterviewNotice' });
  return t('whenWhere', {
    at: datesFor(locale).formatDateTime(interview.startsAt),
    minutes: String(interview.lengthMinutes),
    kind: t(`locationKind.${interview.locationKind}`),
    location: interview.location,
  });
}

/**
 * A booking made, moved or cancelled, or a slot cancelled or changed by its company: to the students concerned and,
 * for the students' own changes, to the company's active users. Written in the change's transaction.
 */
export async function notifyInterviewChange({ db, now, change }: { db: Executor; now: Date; change: InterviewChange }): Promise<void> {
  const { interview } = change;
  // The opening (data, as written) and its company in the reader's language.
  const scopeIn = (locale: Locale) =>
    `${interview.openingTitle} · ${nameIn({ locale, th: interview.companyNameTh, en: interview.companyNameEn })}`;
  // In each recipient's language (accounts.locale), read when the rows are written.
  const linesIn = (locale: Locale) => {
    const t = translatorFor({ locale, namespace: 'InterviewNotice' });
    const scope = scopeIn(locale);
    const lines = [t('opening', { scope, round: String(interview.round) })];
    if (change.previousStartsAt) lines.push(t('previous', { at: datesFor(locale).formatDateTime(change.previousStartsAt) }));
    const whenWhere = interviewWhenWhere(interview, locale);
    lines.push(
      change.what === 'CANCELLED' || change.what === 'SLOT_CANCELLED' ? t('cancelledTime', { whenWhere }) : t('time', { whenWhere }),
    );
    if (change.what === 'SLOT_CANCELLED') lines.push('', t('bookAnother'));
    return { t, lines };
  };
  const drafts: NotificationDraft[] = change.studentIds.map((studentId) => ({
    recipientRole: 'student',
    recipientId: studentId,
    kind: 'INTERVIEW_BOOKING',
    eventKey: change.eventKey,
    text: (locale) => {
      const { t, lines } = linesIn(locale);
      return { title: t('title', { headline: t(`studentTitle.${change.what}`), scope: scopeIn(locale) }), body: lines.join('\n') };
    },
    linkPath: '/interviews',
  }));
  if (change.tellCompany) {
    const users = (await companyUsersOf({ db, companyIds: [interview.companyId] })).get(interview.companyId) ?? [];
    const who = change.studentIds.join(', ');
    for (const platformUid of users)
      drafts.push({
        recipientRole: 'company_user',
        recipientId: platformUid,
        kind: 'COMPANY_INTERVIEW_BOOKING',
        eventKey: change.eventKey,
        text: (locale) => {
          const { t, lines } = linesIn(locale);
          return {
            title: t('title', { headline: t(`companyTitle.${change.what}`), scope: interview.openingTitle }),
            body: [t('students', { who }), ...lines].join('\n'),
          };
        },
        linkPath: `/applicant/${interview.openingId}/session/${interview.sessionId}/interviews`,
      });
  }
  await recordNotifications({ db, now, drafts });
}
