'use client';

import { useTranslations } from 'next-intl';
import type { Me } from '@/lib/auth';
import type { Locale } from '@/i18n/locales';
import { onDemand, useOnDemand } from '@/components/ui/use-on-demand';
import { MOBILE_MENU_TRIGGER_CLASS, MobileMenuIcon } from './mobile-menu-face';

const loadSheet = onDemand(() => import('./mobile-menu-sheet').then((module) => module.MobileMenuSheet));

/**
 * The phone's menu button. The page loads with a plain button that looks and is labelled like the dialog's trigger;
 * the Radix sheet (mobile-menu-sheet.tsx) is loaded and put in its place when the user heads for it (useOnDemand).
 */
export function MobileMenu({ me, locale }: { me: Me; locale: Locale }) {
  const t = useTranslations('Shell');
  const { view: MobileMenuSheet, intent, triggerProps } = useOnDemand(loadSheet, { opensOnPointerDown: false });
  if (MobileMenuSheet) return <MobileMenuSheet me={me} locale={locale} defaultOpen={intent === 'open'} autoFocus={intent === 'focus'} />;
  return (
    <button
      type="button"
      aria-label={t('openMenu')}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      className={MOBILE_MENU_TRIGGER_CLASS}
      {...triggerProps}
    >
      <MobileMenuIcon />
    </button>
  );
}
