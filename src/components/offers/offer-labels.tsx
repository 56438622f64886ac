import { useTranslations } from 'next-intl';
import type { OfferStatus } from '@/lib/labels';
import { Badge } from '@/components/ui/badge';

const TONES: Record<OfferStatus, 'info' | 'success' | 'neutral' | 'warning' | 'error'> = {
  OFFERED: 'info',
  ACCEPTED: 'success',
  DECLINED: 'neutral',
  LAPSED: 'warning',
  WITHDRAWN: 'neutral',
};

export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  const t = useTranslations('Labels');
  return <Badge tone={TONES[status]}>{t(`offerStatus.${status}`)}</Badge>;
}
