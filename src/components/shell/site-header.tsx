'use client';

import { Menu } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import type { Me } from '@/lib/auth';
import { ROLE_LABELS_TH } from '@/lib/roles';
import { Dialog, DialogDescription, DialogTitle, DialogTrigger, SheetContent } from '@/components/ui/dialog';
import { Logo } from '@/components/ui/logo';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { SessionSelector } from '@/components/session/session-selector';
import { LogoutButton } from './logout-button';
import { isActivePath, NAV_ITEMS } from './nav-items';
import { Avatar, UserMenu } from './user-menu';

export function SiteHeader({ me, unreadNotificationCount }: { me: Me; unreadNotificationCount: number }) {
  const pathname = usePathname();
  const items = NAV_ITEMS[me.role];
  const [isMenuOpen, setIsMenuOpen] = useState(false);

  return (
    <header className="sticky top-0 z-40 border-b bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          href="/"
          className="-ml-1 rounded-lg p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          aria-label="CEDT Intern Portal ระบบจับคู่ฝึกงาน หน้าหลัก"
        >
          <Logo />
        </Link>
        <div className="ml-auto hidden lg:block">
          <SessionSelector />
        </div>
        <div className="hidden h-8 w-px bg-gray-200 lg:block" aria-hidden="true" />
        <NotificationBell unreadCount={unreadNotificationCount} className="ml-auto lg:ml-0" />
        <div className="hidden md:block">
          <UserMenu me={me} />
        </div>
        <Dialog open={isMenuOpen} onOpenChange={setIsMenuOpen}>
          <DialogTrigger
            className="inline-flex size-10 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:hidden"
            aria-label="เปิดเมนู"
          >
            <Menu aria-hidden="true" className="size-6" />
          </DialogTrigger>
          <SheetContent aria-describedby="mobile-menu-description">
            <div className="border-b px-5 pt-5 pb-4">
              <DialogTitle className="text-base">เมนู</DialogTitle>
              <DialogDescription id="mobile-menu-description" className="sr-only">
                เมนูนำทางและบัญชีผู้ใช้
              </DialogDescription>
              <div className="mt-4 flex items-center gap-3">
                <Avatar name={me.displayName} className="size-11 text-base" />
                <div className="min-w-0">
                  <p className="truncate text-sm font-semibold text-gray-900">{me.displayName}</p>
                  <p className="text-xs text-gray-600">{ROLE_LABELS_TH[me.role]}</p>
                </div>
              </div>
            </div>
            <nav aria-label="เมนูหลัก (มือถือ)" className="flex-1 px-3 py-3">
              <ul className="grid gap-0.5">
                {items.map(({ href, label, icon: Icon }) => {
                  const isActive = isActivePath(pathname, href);
                  return (
                    <li key={href}>
                      <Link
                        href={href}
                        aria-current={isActive ? 'page' : undefined}
                        onClick={() => setIsMenuOpen(false)}
                        className={cn(
                          'flex items-center gap-3 rounded-lg px-3 py-2.5 text-[0.95rem] font-medium focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600',
                          isActive ? 'bg-brand-50 text-brand-800' : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
                        )}
                      >
                        <Icon aria-hidden="true" className={cn('size-5', isActive ? 'text-brand-700' : 'text-gray-500')} />
                        {label}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <div className="border-t px-5 py-4">
              <LogoutButton variant="cancel" className="w-full" />
            </div>
          </SheetContent>
        </Dialog>
      </div>

      <div className="border-t bg-gray-50/80 lg:hidden">
        <div className="mx-auto max-w-7xl px-4 py-2 sm:px-6">
          <SessionSelector className="[&>div]:flex-1 [&_button]:w-full" />
        </div>
      </div>

      <nav aria-label="เมนูหลัก" className="hidden border-t md:block">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <ul className="-mb-px flex gap-1 overflow-x-auto [scrollbar-width:none]">
            {items.map(({ href, label, icon: Icon }) => {
              const isActive = isActivePath(pathname, href);
              return (
                <li key={href} className="shrink-0">
                  <Link
                    href={href}
                    aria-current={isActive ? 'page' : undefined}
                    className={cn(
                      'inline-flex h-11 items-center gap-2 border-b-2 px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                      isActive
                        ? 'border-brand-600 text-brand-800'
                        : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900',
                    )}
                  >
                    <Icon aria-hidden="true" className={cn('hidden size-4 lg:block', isActive ? 'text-brand-700' : 'text-gray-500')} />
                    {label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </nav>
    </header>
  );
}
