'use client';

import { Heart } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiCall } from '@/lib/api-call';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { useMutationAction } from '@/components/ui/use-mutation-action';

/**
 * Bookmarks or un-bookmarks at once (optimistic); on failure it flips back and says why. The server
 * side is idempotent, so a double click cannot leave a wrong state. After it lands, the page's
 * server data is refreshed so filtered lists (only bookmarked, /favorite) follow.
 */
export function BookmarkButton({
  sessionId,
  openingId,
  title,
  isBookmarked,
  withLabel = false,
  className,
}: {
  sessionId: number;
  openingId: number;
  title: string;
  isBookmarked: boolean;
  withLabel?: boolean;
  className?: string;
}) {
  const t = useTranslations('BookmarkButton');
  const [optimistic, setOptimistic] = useState(isBookmarked);
  const [lastServerValue, setLastServerValue] = useState(isBookmarked);
  if (isBookmarked !== lastServerValue) {
    setLastServerValue(isBookmarked);
    setOptimistic(isBookmarked);
  }
  const params = { sessionId, openingId };
  const bookmark = useMutationAction({
    action: () => apiCall('POST /sessions/{sessionId}/openings/{openingId}/bookmark', { params }),
    success: { title: t('added'), description: title },
    failure: t('addFailed'),
    onError: () => setOptimistic(false),
  });
  const unbookmark = useMutationAction({
    action: () => apiCall('DELETE /sessions/{sessionId}/openings/{openingId}/bookmark', { params }),
    success: { title: t('removed'), description: title },
    failure: t('removeFailed'),
    onError: () => setOptimistic(true),
  });
  const isSaving = bookmark.isPending || unbookmark.isPending;

  function toggle() {
    const next = !optimistic;
    setOptimistic(next);
    void (next ? bookmark : unbookmark).run();
  }

  const label = optimistic ? t('removeLabel', { title }) : t('addLabel', { title });
  return (
    <Button
      variant={optimistic ? 'secondary' : 'cancel'}
      size={withLabel ? 'md' : 'sm'}
      aria-pressed={optimistic}
      aria-label={withLabel ? undefined : label}
      title={label}
      disabled={isSaving}
      onClick={toggle}
      className={cn(withLabel ? '' : 'size-9 px-0', className)}
    >
      <Heart aria-hidden="true" className={cn(optimistic ? 'fill-current text-error-600' : 'text-gray-600')} />
      {withLabel ? (optimistic ? t('inFavorites') : t('addToFavorites')) : null}
    </Button>
  );
}
