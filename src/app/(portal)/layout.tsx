import type { ReactNode } from 'react';
import { redirectToLogin } from '@/app/login-redirect';
import { getPortalState } from '@/server/home';
import { countUnreadNotifications } from '@/server/notifications';
import { WelcomePage } from '@/components/auth/welcome-page';
import { AppShell } from '@/components/shell/app-shell';

/**
 * The signed-in frame of every SPEC §2 screen except `/` (src/app/page.tsx handles `/?code=` first,
 * which a layout cannot see). Pages still check their roles themselves with authorize().
 */
export default async function PortalLayout({ children }: { children: ReactNode }) {
  const state = await getPortalState();
  if (state.kind === 'signed-out') return redirectToLogin();
  if (state.kind === 'welcome') return <WelcomePage displayName={state.me.displayName} />;
  const { unreadCount } = await countUnreadNotifications({ ctx: state.ctx });
  return (
    <AppShell me={state.me} sessions={state.sessions} currentGroupId={state.currentGroupId} unreadNotificationCount={unreadCount}>
      {children}
    </AppShell>
  );
}
