import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Toaster } from '@/components/ui/toaster';
import { fontVariables } from './fonts';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Portal');
  return {
    title: { template: '%s | CEDT Intern Portal', default: 'CEDT Intern Portal' },
    description: t('description'),
    applicationName: 'CEDT Intern Portal',
    robots: { index: false, follow: false },
  };
}

export const viewport: Viewport = {
  themeColor: '#c53d74',
  width: 'device-width',
  initialScale: 1,
};

// Every page renders per request: the Content-Security-Policy's nonce (proxy.ts) is new each time, and a
// prerendered page's scripts would carry none and be blocked.
export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  // Thai on every page but the translated ones (src/i18n/locales.ts), where it is the reader's language.
  const locale = await getLocale();
  return (
    <html lang={locale} className={fontVariables}>
      <body className="min-h-dvh font-sans">
        {/* The shared controls' messages (Common) for every page, its error screen and the toasts; a page's own
            ClientMessages replaces this provider below it. */}
        <ClientMessages namespaces={[]}>
          {children}
          <Toaster />
        </ClientMessages>
      </body>
    </html>
  );
}
