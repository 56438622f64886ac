'use client';

import { useRouter } from 'next/navigation';
import type { CompanyOpeningView } from '@/lib/openings';
import { CompanyOpeningActions } from './company-opening-actions';

/** The detail page's actions: refresh after a change, back to the list after deleting. */
export function CompanyOpeningDetailActions({ opening, isBeforeDeadline }: { opening: CompanyOpeningView; isBeforeDeadline: boolean }) {
  const router = useRouter();
  return (
    <CompanyOpeningActions
      opening={opening}
      isBeforeDeadline={isBeforeDeadline}
      size="md"
      onChanged={() => router.refresh()}
      onDeleted={() => router.push('/opening')}
    />
  );
}
