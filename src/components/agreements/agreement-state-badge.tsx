import { useTranslations } from 'next-intl';
import type { AgreementState } from '@/lib/agreements';
import { Badge } from '@/components/ui/badge';

const TONES: Record<AgreementState, 'neutral' | 'info' | 'warning' | 'success' | 'brand'> = {
  NOT_SENT: 'neutral',
  WAITING_STUDENT: 'warning',
  WAITING_COMPANY: 'warning',
  SIGNED_ONLINE: 'info',
  SCAN_UPLOADED: 'info',
  CHECKED: 'success',
};

export function AgreementStateBadge({ state, size = 'sm' }: { state: AgreementState; size?: 'sm' | 'md' }) {
  const t = useTranslations('AgreementLabels');
  return (
    <Badge tone={TONES[state]} size={size} dot>
      {t(`state.${state}`)}
    </Badge>
  );
}
