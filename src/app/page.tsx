import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { getAdminDashboard, getCompanyHome, getPortalState, getStudentHome } from '@/server/home';
import { countUnreadNotifications } from '@/server/notifications';
import { AuthFrame } from '@/components/auth/auth-frame';
import { LoginCompletion } from '@/components/auth/login-completion';
import { WelcomePage } from '@/components/auth/welcome-page';
import { AdminDashboard } from '@/components/home/admin-dashboard';
import { CompanyHome } from '@/components/home/company-home';
import { StudentHome } from '@/components/home/student-home';
import { AppShell } from '@/components/shell/app-shell';

export const metadata: Metadata = { title: 'หน้าหลัก' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * `/` lives outside the (portal) group on purpose: with `?code=` it is the login completion screen
 * (SPEC §2), which must render for a visitor who is not signed in yet, and only a page can read the
 * query. Without a code it is the role's home inside the same frame the (portal) layout gives.
 */
export default async function HomePage({ searchParams }: { searchParams: SearchParams }) {
  const { code, state: platformState } = await searchParams;
  if (typeof code === 'string' && code.length > 0) {
    return (
      <AuthFrame>
        <LoginCompletion code={code} state={typeof platformState === 'string' ? platformState : undefined} />
      </AuthFrame>
    );
  }

  const state = await getPortalState();
  if (state.kind === 'signed-out') redirect('/login');
  if (state.kind === 'welcome') return <WelcomePage displayName={state.me.displayName} />;

  const { ctx, me, sessions } = state;
  const now = ctx.now.toISOString();
  let home: ReactNode = null;
  if (me.role === 'admin') home = <AdminDashboard now={now} {...await getAdminDashboard(ctx)} />;
  else if (me.role === 'student') home = <StudentHome now={now} displayName={me.displayName} enrollments={(await getStudentHome(ctx)).enrollments} />;
  else if (me.role === 'company_user') home = <CompanyHome now={now} {...await getCompanyHome(ctx)} />;

  const { unreadCount } = await countUnreadNotifications({ ctx });
  return (
    <AppShell me={me} sessions={sessions} unreadNotificationCount={unreadCount}>
      {home}
    </AppShell>
  );
}
