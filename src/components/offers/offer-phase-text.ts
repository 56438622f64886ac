import { getLocale, getTranslations } from 'next-intl/server';
import { datesFor } from '@/lib/dates';
import type { OfferPhaseView } from '@/lib/offers';

/** One line saying where the phase stands, in the page's language: none, not yet, open until …, or over. */
export async function offerPhaseText(phase: OfferPhaseView, now: Date): Promise<string> {
  const [t, locale] = await Promise.all([getTranslations('OfferPhaseText'), getLocale()]);
  const { formatDateTime } = datesFor(locale);
  const round = phase.round;
  if (phase.closesAt === null) return t('none', { round });
  if (phase.isOpen) return t('openUntil', { round, date: formatDateTime(phase.closesAt) });
  if (now < new Date(phase.opensAt)) return t('startsAt', { round, date: formatDateTime(phase.opensAt) });
  return phase.endedEarlyAt
    ? t('endedEarly', { round, date: formatDateTime(phase.endedEarlyAt) })
    : t('ended', { round, date: formatDateTime(phase.closesAt) });
}
