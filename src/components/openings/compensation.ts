import { useTranslations } from 'next-intl';
import type { CompensationTypeView } from '@/lib/openings';

const bahtFormat = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 2 });

/**
 * The compensation in the page's language: an amount in baht per period, none for 0, unspecified when unknown. A hook,
 * so it serves the server components and the client ones alike.
 */
export function useFormatCompensation(): (amount: number | null, type: CompensationTypeView | null) => string {
  const t = useTranslations('OpeningFormat');
  return (amount, type) => {
    if (amount === null) return type ? type.name : t('unspecified');
    if (amount === 0) return t('noCompensation');
    const formatted = bahtFormat.format(amount);
    return type ? t('amountPer', { amount: formatted, period: type.name }) : t('amount', { amount: formatted });
  };
}
