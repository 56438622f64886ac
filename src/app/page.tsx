import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { redirectToLogin } from '@/app/login-redirect';
import { nextPathFromState, safeNextPath } from '@/lib/next-path';
import { getAdminDashboard, getCompanyHome, getPortalState, getStudentHome } from '@/server/home';
import { countUnreadNotifications } from '@/server/notifications';
import { AuthFrame } from '@/components/auth/auth-frame';
import { WelcomePage } from '@/components/auth/welcome-page';
import { ClientMessages } from '@/components/i18n/client-messages';
import { AdminDashboard, CompanyHome, LoginCompletion } from '@/components/home/role-homes';
import { StudentHome } from '@/components/home/student-home';
import { AppShell } from '@/components/shell/app-shell';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('HomePage');
  return { title: t('title') };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * `/` lives outside the (portal) group on purpose: with `?code=` it is the login completion screen
 * (SPEC §2), which must render for a visitor who is not signed in yet, and only a page can read the
 * query (the proxy shows any other path with a code here, its own path as `next`). Without a code it is
 * the role's home inside the same frame the (portal) layout gives.
 */
export default async function HomePage({ searchParams }: { searchParams: SearchParams }) {
  const { code, state: platformState, next } = await searchParams;
  if (typeof code === 'string' && code.length > 0) {
    const state = typeof platformState === 'string' ? platformState : undefined;
    // The built-in sign-in sends `next` in the URL; the course platform's comes back inside its state.
    const destination = typeof next === 'string' ? safeNextPath(next) : nextPathFromState(state);
    return (
      <AuthFrame>
        <ClientMessages namespaces={['LoginCompletion']}>
          <LoginCompletion code={code} state={state} next={destination} />
        </ClientMessages>
      </AuthFrame>
    );
  }

  const state = await getPortalState();
  if (state.kind === 'signed-out') return redirectToLogin();
  if (state.kind === 'welcome') return <WelcomePage displayName={state.me.displayName} />;

  const { ctx, me, sessions } = state;
  const { actor } = ctx;
  const now = ctx.now.toISOString();
  let home: ReactNode = null;
  if (actor.role === 'admin') home = <AdminDashboard now={now} {...await getAdminDashboard({ ctx })} />;
  else if (actor.role === 'student')
    home = (
      <StudentHome now={now} displayName={me.displayName} enrollments={(await getStudentHome({ ctx: { ...ctx, actor } })).enrollments} />
    );
  else if (actor.role === 'company_user') home = <CompanyHome now={now} {...await getCompanyHome({ ctx: { ...ctx, actor } })} />;

  const { unreadCount } = await countUnreadNotifications({ ctx });
  return (
    <AppShell me={me} sessions={sessions} currentGroupId={state.currentGroupId} unreadNotificationCount={unreadCount}>
      <ClientMessages namespaces={['Labels', 'AdminDashboard', 'CompanyHome', 'StudentHome']}>{home}</ClientMessages>
    </AppShell>
  );
}
