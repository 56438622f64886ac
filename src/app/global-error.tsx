'use client';

import { NextIntlClientProvider } from 'next-intl';
import { RouteError } from '@/components/errors/route-error';
import thaiCommon from '../../messages/th/common.json';
import { fontVariables } from './fonts';
import './globals.css';

// Replaces the root layout when it fails, so it brings its own document, styles and fonts, and, with no request
// configuration to read, the shared controls' Thai messages (the page's language is unknown here).
export default function GlobalError({ error }: { error: unknown; retry: () => void }) {
  return (
    <html lang="th" className={fontVariables}>
      <body className="min-h-dvh font-sans">
        <title>{`${thaiCommon.Common.errorPage.title500} | CEDT Intern Portal`}</title>
        <NextIntlClientProvider locale="th" messages={{ Common: thaiCommon.Common }} timeZone="Asia/Bangkok">
          <main id="main-content">
            <RouteError error={error} fullScreen />
          </main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
