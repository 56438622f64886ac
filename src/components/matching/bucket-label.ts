import { useTranslations } from 'next-intl';
import type { RankBucket } from '@/lib/result-charts';

/** A bar's label in the page's language, from its kind and rank (the server's label is Thai). */
export function useBucketLabel(): (bucket: Pick<RankBucket, 'kind' | 'rank'>) => string {
  const t = useTranslations('ResultCharts');
  return (bucket) => t(`bucket.${bucket.kind}`, { rank: bucket.rank ?? 0 });
}
