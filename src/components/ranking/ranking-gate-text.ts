import type { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { datesFor } from '@/lib/dates';
import type { RankingBlock } from '@/lib/student-ranking-gate';

/** The `RankingGate` messages, from useTranslations (client) or getTranslations / translatorFor (server). */
export type RankingGateMessages = ReturnType<typeof useTranslations<'RankingGate'>>;

type Moment = Date | string | null;

const PROFILE_FIELDS = ['firstNameTh', 'lastNameTh', 'firstNameEn', 'lastNameEn', 'email', 'phone', 'gpax'] as const;
const isProfileField = (field: string): field is (typeof PROFILE_FIELDS)[number] => (PROFILE_FIELDS as readonly string[]).includes(field);

/**
 * What the student reads on the screen for each block, in the page's language: the same words as the submit's 409
 * (src/lib/student-ranking-gate.ts, rankingBlockText).
 */
export function rankingBlockText({
  t,
  locale,
  block,
  context,
}: {
  t: RankingGateMessages;
  locale: Locale;
  block: RankingBlock;
  context: { round: number; openingAnnouncementDate: Moment; studentRankingDeadline: Moment; missingProfileFields?: readonly string[] };
}): string {
  const { formatDateTime } = datesFor(locale);
  const { round } = context;
  switch (block) {
    case 'ASSIGNED':
      return t('assigned');
    case 'SUBMITTED':
      return t('submitted', { round });
    case 'PROFILE_INCOMPLETE': {
      const missing = (context.missingProfileFields ?? []).map((field) => (isProfileField(field) ? t(`profileFields.${field}`) : field));
      return missing.length > 0 ? t('profileMissing', { fields: missing.join(', ') }) : t('profileIncomplete');
    }
    case 'NOT_ANNOUNCED':
      return context.openingAnnouncementDate === null
        ? t('announcementNotSet', { round })
        : t('notAnnounced', { round, date: formatDateTime(context.openingAnnouncementDate) });
    case 'NOT_OFFERED':
      return t('notOffered', { round });
    case 'DEADLINE_PASSED':
      return t('deadlinePassed', { round, date: formatDateTime(context.studentRankingDeadline) });
    case 'MATCHING_RUN':
      return t('matchingRun', { round });
  }
}

/**
 * The /ranking page's one-line guidance for the round's phase: what the student can do now, never "submit before the
 * deadline" once that is no longer true.
 */
export function rankingPhaseText({
  t,
  locale,
  session,
}: {
  t: RankingGateMessages;
  locale: Locale;
  session: {
    rankingBlock: RankingBlock | null;
    currentRound: number;
    openingAnnouncementDate: Moment;
    studentRankingDeadline: Moment;
    resultAnnouncementDate: Moment;
  };
}): string {
  const { formatDateTime } = datesFor(locale);
  const round = session.currentRound;
  const deadline = formatDateTime(session.studentRankingDeadline);
  const result = session.resultAnnouncementDate ? formatDateTime(session.resultAnnouncementDate) : null;
  switch (session.rankingBlock) {
    case null:
      return t('phaseOpen', { deadline });
    case 'PROFILE_INCOMPLETE':
      return t('phaseProfile', { deadline });
    case 'SUBMITTED':
      return result ? t('phaseSubmittedResult', { round, result }) : t('phaseSubmitted', { round });
    case 'ASSIGNED':
      return t('phaseAssigned');
    case 'DEADLINE_PASSED':
    case 'MATCHING_RUN':
      return result ? t('phaseClosedResult', { round, deadline, result }) : t('phaseClosed', { round, deadline });
    case 'NOT_ANNOUNCED':
    case 'NOT_OFFERED':
      return rankingBlockText({ t, locale, block: session.rankingBlock, context: { ...session, round } });
  }
}
