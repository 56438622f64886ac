import { Briefcase, ListOrdered, Sparkles } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Logo, PORTAL_NAME } from '@/components/ui/logo';

const HIGHLIGHTS = [
  { icon: Briefcase, key: 'highlightSearch' },
  { icon: ListOrdered, key: 'highlightRank' },
  { icon: Sparkles, key: 'highlightFair' },
] as const;

/** The two-panel frame of the sign-in screens: a brand panel (from lg) and the form card, in the page's language. */
export async function AuthFrame({ children }: { children: ReactNode }) {
  const t = await getTranslations('AuthFrame');
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside
        aria-label={t('aboutLabel', { portal: PORTAL_NAME })}
        className="relative hidden overflow-hidden bg-brand-800 text-white lg:flex lg:flex-col lg:justify-between lg:p-12"
      >
        <div aria-hidden="true" className="pointer-events-none absolute -top-32 -right-24 size-96 rounded-full bg-brand-600/50 blur-3xl" />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-40 -left-20 size-[28rem] rounded-full bg-brand-950/50 blur-3xl"
        />
        <div className="relative inline-flex w-fit items-center rounded-2xl bg-white px-4 py-3 shadow-raised">
          <Logo subtitle={t('logoSubtitle')} />
        </div>
        <div className="relative max-w-md">
          <p className="text-3xl leading-snug font-bold text-balance">{t.rich('headline', { br: () => <br /> })}</p>
          <ul className="mt-8 grid gap-4">
            {HIGHLIGHTS.map(({ icon: Icon, key }) => (
              <li key={key} className="flex items-start gap-3 text-base text-brand-50">
                <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-white/15">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                {t(key)}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-brand-100">{t('department')}</p>
      </aside>
      <div className="flex flex-col items-center justify-center bg-canvas px-4 py-10 sm:px-8">
        <div className="mb-8 lg:hidden">
          <Logo subtitle={t('logoSubtitle')} />
        </div>
        <main id="main-content" className="w-full max-w-md">
          {children}
        </main>
      </div>
    </div>
  );
}
