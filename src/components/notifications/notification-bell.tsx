import { Bell } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';

/** The header's bell: the unread count (from the server render; the centre refreshes it after each change) and the way to the list. */
export function NotificationBell({ unreadCount, className }: { unreadCount: number; className?: string }) {
  const t = useTranslations('NotificationBell');
  const label = unreadCount > 0 ? t('unread', { count: String(unreadCount) }) : t('noneUnread');
  return (
    <Link
      href="/notifications"
      aria-label={label}
      data-testid="notification-bell"
      className={cn(
        'relative inline-flex size-10 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      <Bell aria-hidden="true" className="size-5" />
      {unreadCount > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-error-700 px-1.5 text-center text-xs leading-5 font-semibold text-white"
        >
          {unreadCount > 99 ? '99+' : unreadCount}
        </span>
      ) : null}
    </Link>
  );
}
