'use client';

import { Heart } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { apiFetch, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';

/**
 * Bookmarks or un-bookmarks at once (optimistic); on failure it flips back and says why. The server
 * side is idempotent, so a double click cannot leave a wrong state. After it lands, the page's
 * server data is refreshed so filtered lists (only bookmarked, /favorite) follow.
 */
export function BookmarkButton({ sessionId, openingId, title, isBookmarked, withLabel = false, className }: { sessionId: number; openingId: number; title: string; isBookmarked: boolean; withLabel?: boolean; className?: string }) {
  const router = useRouter();
  const [optimistic, setOptimistic] = useState(isBookmarked);
  const [lastServerValue, setLastServerValue] = useState(isBookmarked);
  const [isSaving, setIsSaving] = useState(false);
  const [, startTransition] = useTransition();
  if (isBookmarked !== lastServerValue) {
    setLastServerValue(isBookmarked);
    setOptimistic(isBookmarked);
  }

  async function toggle() {
    const next = !optimistic;
    setOptimistic(next);
    setIsSaving(true);
    try {
      await apiFetch(`/sessions/${sessionId}/openings/${openingId}/bookmark`, { method: next ? 'POST' : 'DELETE' });
      toast.success(next ? 'บันทึกเป็นรายการโปรดแล้ว' : 'นำออกจากรายการโปรดแล้ว', title);
      startTransition(() => router.refresh());
    } catch (error) {
      setOptimistic(!next);
      toast.error(next ? 'บันทึกเป็นรายการโปรดไม่สำเร็จ' : 'นำออกจากรายการโปรดไม่สำเร็จ', errorMessage(error));
    } finally {
      setIsSaving(false);
    }
  }

  const label = optimistic ? `นำ ${title} ออกจากรายการโปรด` : `บันทึก ${title} เป็นรายการโปรด`;
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
      {withLabel ? (optimistic ? 'อยู่ในรายการโปรด' : 'บันทึกเป็นรายการโปรด') : null}
    </Button>
  );
}
