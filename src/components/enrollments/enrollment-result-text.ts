import { useTranslations } from 'next-intl';
import type { EnrollmentResult } from '@/lib/enrollments';

/** The toast line after enrolling, in the page's language: how many were added and why the others were not. */
export function useDescribeEnrollmentResult(): (result: EnrollmentResult) => string {
  const t = useTranslations('EnrollmentResult');
  return (result) => {
    const parts = [t('added', { count: result.addedCount })];
    if (result.alreadyEnrolledCount) parts.push(t('alreadyEnrolled', { count: result.alreadyEnrolledCount }));
    if (result.inactiveCount) parts.push(t('inactive', { count: result.inactiveCount }));
    return parts.join(' · ');
  };
}
