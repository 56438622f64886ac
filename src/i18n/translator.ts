// use-intl's core, free of React: workers and scripts run it outside Next.js, where the react-server build of React
// has no hooks for next-intl's main entry to import.
import { createTranslator } from 'use-intl/core';
import { CATALOGUES, type Messages } from './catalogues';
import type { Locale } from './locales';

/**
 * A translator outside a request's render: e-mails, notifications, exports and PDFs made by workers and route
 * handlers, in the language of the person they are for (docs/languages.md).
 */
export function translatorFor<Namespace extends keyof Messages>({ locale, namespace }: { locale: Locale; namespace: Namespace }) {
  return createTranslator({ locale, messages: CATALOGUES[locale], namespace, timeZone: 'Asia/Bangkok' });
}
