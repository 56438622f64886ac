import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Messages } from '@/i18n/catalogues';

/** A namespace of the catalogue, as a page lists those of its client islands. */
export type Namespace = keyof Messages;

/**
 * Hands the client components below it the namespaces they translate, and only those: the rest of the catalogue stays
 * on the server (docs/languages.md). `Common` (the shared controls: tables, dialogs, pickers) always comes along. A
 * provider replaces the one above it, so an island lists every namespace its client components use.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: Namespace[]; children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  const picked: Partial<Messages> = {};
  for (const namespace of new Set<Namespace>(['Common', ...namespaces])) {
    if (namespace in messages) Object.assign(picked, { [namespace]: messages[namespace] });
  }
  return (
    <NextIntlClientProvider locale={locale} messages={picked} timeZone="Asia/Bangkok">
      {children}
    </NextIntlClientProvider>
  );
}
