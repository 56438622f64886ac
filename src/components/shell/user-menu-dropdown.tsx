'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Me } from '@/lib/auth';
import { Spinner } from '@/components/ui/spinner';
import { useLogout } from './use-logout';
import { Avatar, USER_MENU_TRIGGER_CLASS, UserMenuTriggerFace, useUserMenuLabel } from './user-menu-face';

/** The account menu as a Radix dropdown: loaded on demand by UserMenu, in its plain trigger's place. */
export function UserMenuDropdown({ me, defaultOpen, autoFocus }: { me: Me; defaultOpen: boolean; autoFocus: boolean }) {
  const t = useTranslations('Shell');
  const labels = useTranslations('Labels');
  const common = useTranslations('Common');
  const { logout, isLoggingOut } = useLogout();
  const roleLabel = labels(`role.${me.role}`);
  const menuLabel = useUserMenuLabel(me);
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger aria-label={menuLabel} className={USER_MENU_TRIGGER_CLASS} autoFocus={autoFocus}>
        <UserMenuTriggerFace me={me} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-[60] w-64 rounded-xl border bg-white p-1.5 shadow-raised data-[state=open]:animate-pop-in"
        >
          <div className="flex items-center gap-3 px-2.5 py-2.5">
            <Avatar name={me.displayName} className="size-10 text-base" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-gray-900">{me.displayName}</p>
              <p className="text-xs text-gray-600">{roleLabel}</p>
            </div>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
          <DropdownMenu.Item
            asChild
            className="flex cursor-default items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm text-gray-800 outline-none select-none data-[highlighted]:bg-gray-100 data-[highlighted]:text-gray-900"
          >
            <Link href="/login-sessions">
              <MonitorSmartphone aria-hidden="true" className="size-4" />
              {t('mySignIns')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            disabled={isLoggingOut}
            onSelect={(event) => {
              event.preventDefault();
              void logout();
            }}
            className="flex cursor-default items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm text-gray-800 outline-none select-none data-[disabled]:opacity-60 data-[highlighted]:bg-error-50 data-[highlighted]:text-error-800"
          >
            {isLoggingOut ? <Spinner /> : <LogOut aria-hidden="true" className="size-4" />}
            {isLoggingOut ? common('loggingOut') : common('logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
