import type { ReactNode } from 'react';
import type { Me } from '@/lib/auth';
import { ClientMessages } from '@/components/i18n/client-messages';
import { SessionProvider } from '@/components/session/session-provider';
import type { SessionInfo } from '@/components/session/types';
import { AssumedIdentityBanner } from './assumed-identity-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The signed-in frame: skip link, identity banner, header with menu, notification bell and session picker, main, footer.
 * Its client parts get their messages here; a page's own ClientMessages replaces this provider for what is inside it.
 */
export function AppShell({
  me,
  sessions,
  currentGroupId,
  unreadNotificationCount,
  children,
}: {
  me: Me;
  sessions: SessionInfo[];
  /** The person's current group (docs/sessions.md), the selector's default. */
  currentGroupId: number | null;
  unreadNotificationCount: number;
  children: ReactNode;
}) {
  return (
    <ClientMessages namespaces={['Shell', 'Labels', 'Language', 'SessionSelector']}>
      <SessionProvider sessions={sessions} currentGroupId={currentGroupId}>
        <div className="flex min-h-dvh flex-col">
          <SkipLink targetId={MAIN_CONTENT_ID} />
          <AssumedIdentityBanner me={me} />
          <SiteHeader me={me} unreadNotificationCount={unreadNotificationCount} />
          <main
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8 lg:px-8"
          >
            {children}
          </main>
          <SiteFooter />
        </div>
      </SessionProvider>
    </ClientMessages>
  );
}
