import { AGREEMENT_STATE_LABELS_TH, type AgreementState } from '@/lib/agreements';
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
  return (
    <Badge tone={TONES[state]} size={size} dot>
      {AGREEMENT_STATE_LABELS_TH[state]}
    </Badge>
  );
}
