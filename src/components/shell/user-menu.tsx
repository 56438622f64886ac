'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, LogOut, MonitorSmartphone } from 'lucide-react';
import Link from 'next/link';
import type { Me } from '@/lib/auth';
import { ROLE_LABELS_TH } from '@/lib/roles';
import { Spinner } from '@/components/ui/spinner';
import { useLogout } from './use-logout';

// Thai leading vowels are written before the consonant they follow in speech; an initial skips them.
const THAI_LEADING_VOWELS = /^[เแโใไ]/;

export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => Array.from(part.replace(THAI_LEADING_VOWELS, ''))[0] ?? '')
    .join('');
  return letters || '?';
}

export function Avatar({ name, className = 'size-9 text-sm' }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 ring-2 ring-white ${className}`}
    >
      {initialsOf(name)}
    </span>
  );
}

export function UserMenu({ me }: { me: Me }) {
  const { logout, isLoggingOut } = useLogout();
  const roleLabel = ROLE_LABELS_TH[me.role];
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`บัญชีผู้ใช้: ${me.displayName} (${roleLabel})`}
        className="flex items-center gap-2.5 rounded-full py-1 pr-2 pl-1 text-left hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=open]:bg-gray-100"
      >
        <Avatar name={me.displayName} />
        <span className="hidden max-w-40 flex-col leading-tight xl:flex">
          <span className="truncate text-sm font-medium text-gray-900">{me.displayName}</span>
          <span className="text-xs text-gray-600">{roleLabel}</span>
        </span>
        <ChevronDown aria-hidden="true" className="size-4 text-gray-600" />
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
              การเข้าสู่ระบบของฉัน
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
            {isLoggingOut ? 'กำลังออกจากระบบ…' : 'ออกจากระบบ'}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
