import {
  ENROLLMENT_STATUS_LABELS_TH,
  ENROLLMENT_STATUS_TONES,
  OPENING_STATUS_LABELS_TH,
  OPENING_STATUS_TONES,
  type EnrollmentStatus,
  type OpeningStatus,
} from '@/lib/labels';
import { Badge } from '@/components/ui/badge';

export function EnrollmentStatusBadge({
  status,
  size = 'sm',
  className,
}: {
  status: EnrollmentStatus;
  size?: 'sm' | 'md';
  className?: string;
}) {
  return (
    <Badge tone={ENROLLMENT_STATUS_TONES[status]} size={size} dot className={className}>
      {ENROLLMENT_STATUS_LABELS_TH[status]}
    </Badge>
  );
}

export function OpeningStatusBadge({ status, size = 'sm', className }: { status: OpeningStatus; size?: 'sm' | 'md'; className?: string }) {
  return (
    <Badge tone={OPENING_STATUS_TONES[status]} size={size} dot className={className}>
      {OPENING_STATUS_LABELS_TH[status]}
    </Badge>
  );
}
