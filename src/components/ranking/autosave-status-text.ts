import type { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { datesFor } from '@/lib/dates';
import type { AutosaveState } from './use-autosave';

/** The draft's save line. The time is formatTime's whole text (in Thai it carries its own suffix), so nothing is appended after it. */
export function autosaveStatusText({
  t,
  locale,
  state,
}: {
  t: ReturnType<typeof useTranslations<'DraftEditor'>>;
  locale: Locale;
  state: Pick<AutosaveState, 'status' | 'savedAt'>;
}): string {
  switch (state.status) {
    case 'saving':
      return t('autosave.saving');
    case 'saved':
      return t('autosave.saved', { time: datesFor(locale).formatTime(state.savedAt) });
    case 'error':
      return t('autosave.error');
    default:
      return t('autosave.idle');
  }
}
