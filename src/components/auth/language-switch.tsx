import { getLocale, getTranslations } from 'next-intl/server';
import { cn } from '@/lib/cn';
import { LOCALE_QUERY, LOCALES } from '@/i18n/locales';

/**
 * The language switch of a translated page: a link per language, each named in its own language. The proxy stores the
 * choice (`?lang=`) in the language cookie and opens the same page without it, so it works before any script runs.
 */
export async function LanguageSwitch({ path, query }: { path: string; query: Record<string, string> }) {
  const [t, current] = await Promise.all([getTranslations('Language'), getLocale()]);
  return (
    <nav aria-label={t('label')} className="flex items-center justify-end gap-1 text-sm">
      {LOCALES.map((locale) => {
        const isCurrent = locale === current;
        const href = `${path}?${new URLSearchParams({ ...query, [LOCALE_QUERY]: locale })}`;
        return (
          <a
            key={locale}
            href={href}
            lang={locale}
            hrefLang={locale}
            aria-current={isCurrent ? 'true' : undefined}
            className={cn(
              'rounded-md px-2.5 py-1.5 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
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
