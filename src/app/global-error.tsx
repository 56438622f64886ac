'use client';

import { RouteError } from '@/components/errors/route-error';
import { fontVariables } from './fonts';
import './globals.css';

// Replaces the root layout when it fails, so it brings its own document, styles and fonts.
export default function GlobalError({ error }: { error: unknown; retry: () => void }) {
  return (
    <html lang="th" className={fontVariables}>
      <body className="min-h-dvh font-sans">
        <title>เกิดข้อผิดพลาด | CEDT Intern Portal</title>
        <main id="main-content">
          <RouteError error={error} fullScreen />
        </main>
      </body>
    </html>
  );
}
