import { useTranslations } from 'next-intl';
import { ENROLLMENT_STATUS_TONES, OPENING_STATUS_TONES, type EnrollmentStatus, type OpeningStatus } from '@/lib/labels';
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
  // Common, not Labels: the badges sit in many areas' client islands, and every ClientMessages brings Common.
  const t = useTranslations('Common');
  return (
    <Badge tone={ENROLLMENT_STATUS_TONES[status]} size={size} dot className={className}>
      {t(`status.enrollment.${status}`)}
    </Badge>
  );
}

export function OpeningStatusBadge({ status, size = 'sm', className }: { status: OpeningStatus; size?: 'sm' | 'md'; className?: string }) {
  const t = useTranslations('Common');
  return (
    <Badge tone={OPENING_STATUS_TONES[status]} size={size} dot className={className}>
      {t(`status.opening.${status}`)}
    </Badge>
  );
}
