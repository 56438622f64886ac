import { ChevronDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { Me } from '@/lib/auth';

// Thai leading vowels are written before the consonant they follow in speech; an initial skips them.
const THAI_LEADING_VOWELS = /^[\u0E40-\u0E44]/;

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

// The account menu's trigger, shared by the plain button the page loads with (user-menu.tsx) and the Radix trigger
// that replaces it (user-menu-dropdown.tsx), so the two cannot drift apart.
export const USER_MENU_TRIGGER_CLASS =
  'flex items-center gap-2.5 rounded-full py-1 pr-2 pl-1 text-left hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=open]:bg-gray-100';

/** The trigger's accessible name: the account and its role. */
export function useUserMenuLabel(me: Me): string {
  const t = useTranslations('Shell');
  const labels = useTranslations('Labels');
  return t('userMenuLabel', { name: me.displayName, role: labels(`role.${me.role}`) });
}

export function UserMenuTriggerFace({ me }: { me: Me }) {
  const labels = useTranslations('Labels');
  return (
    <>
      <Avatar name={me.displayName} />
      <span className="hidden max-w-40 flex-col leading-tight xl:flex">
        <span className="truncate text-sm font-medium text-gray-900">{me.displayName}</span>
        <span className="text-xs text-gray-600">{labels(`role.${me.role}`)}</span>
      </span>
      <ChevronDown aria-hidden="true" className="size-4 text-gray-600" />
    </>
  );
}
