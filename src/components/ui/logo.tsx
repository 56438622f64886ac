import { useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';

/** The portal's mark: a briefcase with a check, in the brand pink (same drawing as app/icon.svg). */
export function LogoMark({ className, title }: { className?: string; title?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      className={cn('size-9 shrink-0', className)}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <rect width="64" height="64" rx="14" fill="#c53d74" />
      <path d="M20 24.5c0-2.5 2-4.5 4.5-4.5h15c2.5 0 4.5 2 4.5 4.5V27H20z" fill="#fce7f0" />
      <rect x="14" y="26" width="36" height="22" rx="5" fill="#ffffff" />
      <path
        d="M27 20v-2.5a2.5 2.5 0 0 1 2.5-2.5h5a2.5 2.5 0 0 1 2.5 2.5V20"
        fill="none"
        stroke="#ffffff"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M24.5 37.5l5 5 10-10" fill="none" stroke="#c53d74" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export const PORTAL_NAME = 'CEDT Intern Portal';

/** Mark plus the two-line name; `subtitle` in the page's language (the portal's short description by default). */
export function Logo({ className, compact = false, subtitle }: { className?: string; compact?: boolean; subtitle?: string }) {
  const t = useTranslations('Common');
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="flex flex-col leading-tight">
        <span className="text-[0.95rem] font-semibold tracking-tight text-gray-900">{PORTAL_NAME}</span>
        <span className={cn('text-xs text-gray-600', compact && 'sr-only sm:not-sr-only')}>{subtitle ?? t('portalSubtitle')}</span>
      </span>
    </span>
  );
}
