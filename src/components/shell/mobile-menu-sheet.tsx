'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import type { Me } from '@/lib/auth';
import type { Locale } from '@/i18n/locales';
import { Dialog, DialogDescription, DialogTitle, DialogTrigger, SheetContent } from '@/components/ui/dialog';
import { LanguageMenu } from './language-menu';
import { LogoutButton } from './logout-button';
import { isActivePath, NAV_ITEMS } from './nav-items';
import { Avatar } from './user-menu-face';
import { MOBILE_MENU_TRIGGER_CLASS, MobileMenuIcon } from './mobile-menu-face';

/** The phone's menu as a Radix dialog sheet: loaded on demand by MobileMenu, in its plain trigger's place. */
export function MobileMenuSheet({
  me,
  locale,
  defaultOpen,
  autoFocus,
}: {
  me: Me;
  locale: Locale;
  defaultOpen: boolean;
  autoFocus: boolean;
}) {
  const t = useTranslations('Shell');
  const labels = useTranslations('Labels');
  const pathname = usePathname();
  const [isOpen, setIsOpen] = useState(defaultOpen);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger className={MOBILE_MENU_TRIGGER_CLASS} aria-label={t('openMenu')} autoFocus={autoFocus}>
        <MobileMenuIcon />
      </DialogTrigger>
      <SheetContent aria-describedby="mobile-menu-description">
        <div className="border-b px-5 pt-5 pb-4">
          <DialogTitle className="text-base">{t('menu')}</DialogTitle>
          <DialogDescription id="mobile-menu-description" className="sr-only">
            {t('menuDescription')}
          </DialogDescription>
          <div className="mt-4 flex items-center gap-3">
            <Avatar name={me.displayName} className="size-11 text-base" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-gray-900">{me.displayName}</p>
              <p className="text-xs text-gray-600">{labels(`role.${me.role}`)}</p>
            </div>
          </div>
        </div>
        <nav aria-label={t('mobileMainMenu')} className="flex-1 px-3 py-3">
          <ul className="grid gap-0.5">
            {NAV_ITEMS[me.role].map(({ href, key, icon: Icon }) => {
              const isActive = isActivePath(pathname, href);
              return (
                <li key={href}>
                  <Link
                    href={href}
                    aria-current={isActive ? 'page' : undefined}
                    onClick={() => setIsOpen(false)}
                    className={cn(
                      'flex items-center gap-3 rounded-lg px-3 py-2.5 text-[0.95rem] font-medium focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600',
                      isActive ? 'bg-brand-50 text-brand-800' : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
                    )}
                  >
                    <Icon aria-hidden="true" className={cn('size-5', isActive ? 'text-brand-700' : 'text-gray-500')} />
                    {t(`nav.${key}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="grid gap-3 border-t px-5 py-4">
          <LanguageMenu current={locale} />
          <LogoutButton variant="cancel" className="w-full" />
        </div>
      </SheetContent>
    </Dialog>
  );
}
