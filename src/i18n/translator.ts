import { createTranslator } from 'next-intl';
import { CATALOGUES, type Messages } from './catalogues';
import type { Locale } from './locales';

/**
 * A translator outside a request's render: e-mails, notifications, exports and PDFs made by workers and route
 * handlers, in the language of the person they are for (docs/languages.md).
 */
export function translatorFor<Namespace extends keyof Messages>({ locale, namespace }: { locale: Locale; namespace: Namespace }) {
  return createTranslator({ locale, messages: CATALOGUES[locale], namespace, timeZone: 'Asia/Bangkok' });
}
