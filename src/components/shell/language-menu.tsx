'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { useState, type MouseEvent } from 'react';
import { apiCall } from '@/lib/api-call';
import { cn } from '@/lib/cn';
import { LOCALE_QUERY, LOCALES, type Locale } from '@/i18n/locales';
import { toast } from '@/components/ui/use-toast';

/**
 * The header's language switch: each language named in its own language. A click keeps the choice with the account
 * (PUT /api/auth/me/language, whose answer also sets the language cookie) and reloads the page; before any script runs
 * each is a plain link to the same page with `?lang=`, which the proxy keeps in the cookie.
 */
export function LanguageMenu({ current, className }: { current: Locale; className?: string }) {
  const t = useTranslations('Language');
  const shell = useTranslations('Shell');
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [pending, setPending] = useState<Locale | null>(null);

  const hrefOf = (locale: Locale) => {
    const query = new URLSearchParams(searchParams.toString());
    query.set(LOCALE_QUERY, locale);
    return `${pathname}?${query}`;
  };

  async function choose(event: MouseEvent<HTMLAnchorElement>, locale: Locale) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (pending) return;
    setPending(locale);
    try {
      await apiCall('PUT /auth/me/language', { body: { locale } });
      window.location.reload();
    } catch {
      setPending(null);
      toast.error(shell('languageFailed'));
    }
  }

  return (
    <nav aria-label={t('label')} aria-busy={pending ? true : undefined} className={cn('flex items-center gap-1 text-sm', className)}>
      {LOCALES.map((locale) => {
        const isCurrent = locale === current;
        return (
          <a
            key={locale}
            href={hrefOf(locale)}
            lang={locale}
            hrefLang={locale}
            aria-current={isCurrent ? 'true' : undefined}
            onClick={(event) => void choose(event, locale)}
            className={cn(
              'rounded-md px-2 py-1 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              isCurrent ? 'bg-brand-50 text-brand-800' : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
            )}
          >
            {t(locale)}
          </a>
        );
      })}
    </nav>
  );
}
