import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';

/** Active / disabled, for a company or a company user (a client page hands down CompanyStatus). */
export function ActiveBadge({ isActive, size = 'sm' }: { isActive: boolean; size?: 'sm' | 'md' }) {
  const t = useTranslations('CompanyStatus');
  return (
    <Badge tone={isActive ? 'success' : 'neutral'} size={size} dot>
      {isActive ? t('active') : t('inactive')}
    </Badge>
  );
}
