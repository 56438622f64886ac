import { useTranslations } from 'next-intl';

export function SkipLink({ targetId }: { targetId: string }) {
  const t = useTranslations('Shell');
  return (
    <a
      href={`#${targetId}`}
      className="sr-only z-[70] rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white shadow-raised focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      {t('skipToContent')}
    </a>
  );
}
