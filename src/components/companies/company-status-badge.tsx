import { Badge } from '@/components/ui/badge';

/** ใช้งาน / ปิดใช้งาน for a company or a company user. */
export function ActiveBadge({ isActive, size = 'sm' }: { isActive: boolean; size?: 'sm' | 'md' }) {
  return (
    <Badge tone={isActive ? 'success' : 'neutral'} size={size} dot>
      {isActive ? 'ใช้งาน' : 'ปิดใช้งาน'}
    </Badge>
  );
}
