import { cookies } from 'next/headers';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Me } from '@/lib/auth';
import { isLocale, LOCALE_COOKIE } from '@/i18n/locales';
import { Logo } from '@/components/ui/logo';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { SessionSelector } from '@/components/session/session-selector';
import { LanguageMenu } from './language-menu';
import { MobileMenu } from './mobile-menu';
import { NAV_ITEMS } from './nav-items';
import { NavLink } from './nav-link';
import { UserMenu } from './user-menu';

/**
 * The header of every signed-in page, rendered on the server. Its client parts are small islands: the session
 * picker, the account menu and the phone's menu (each a plain button until the user heads for it, useOnDemand) and
 * the menu's links, which mark the current page. What a phone must evaluate and hydrate before the page answers a
 * tap is what weighs on its load (docs/performance.md, Screens); the rest is HTML from the server.
 */
export async function SiteHeader({ me, unreadNotificationCount }: { me: Me; unreadNotificationCount: number }) {
  const [t, pageLocale, cookieStore] = await Promise.all([getTranslations('Shell'), getLocale(), cookies()]);
  // The reader's choice, even on a page that is not translated yet (and so shows in Thai).
  const chosen = cookieStore.get(LOCALE_COOKIE)?.value;
  const locale = isLocale(chosen) ? chosen : pageLocale;
  return (
    <header className="sticky top-0 z-40 border-b bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          href="/"
          className="-ml-1 rounded-lg p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          aria-label={t('homeLabel')}
        >
          <Logo />
        </Link>
        <div className="ml-auto hidden lg:block">
          <SessionSelector />
        </div>
        <div className="hidden h-8 w-px bg-gray-200 lg:block" aria-hidden="true" />
        <LanguageMenu current={locale} className="ml-auto hidden md:flex lg:ml-0" />
        <NotificationBell unreadCount={unreadNotificationCount} className="ml-auto md:ml-0" />
        <div className="hidden md:block">
          <UserMenu me={me} />
        </div>
        <MobileMenu me={me} locale={locale} />
      </div>

      <div className="border-t bg-gray-50/80 lg:hidden">
        <div className="mx-auto max-w-7xl px-4 py-2 sm:px-6">
          <SessionSelector className="[&>div]:flex-1 [&_button]:w-full" />
        </div>
      </div>

      <nav aria-label={t('mainMenu')} className="hidden border-t md:block">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <ul className="-mb-px flex gap-1 overflow-x-auto [scrollbar-width:none]">
            {NAV_ITEMS[me.role].map(({ href, key, icon: Icon }) => (
              <li key={href} className="shrink-0">
                <NavLink
                  href={href}
                  className="group inline-flex h-11 items-center gap-2 border-b-2 border-transparent px-3 text-sm font-medium text-gray-600 transition-colors not-aria-[current=page]:hover:border-gray-300 not-aria-[current=page]:hover:text-gray-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 aria-[current=page]:border-brand-600 aria-[current=page]:text-brand-800"
                >
                  <Icon aria-hidden="true" className="hidden size-4 text-gray-500 group-aria-[current=page]:text-brand-700 lg:block" />
                  {t(`nav.${key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </header>
  );
}
