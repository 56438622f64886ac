'use client';

import { UserCog } from 'lucide-react';
import { useState } from 'react';
import { apiCall } from '@/lib/api-call';
import type { Me } from '@/lib/auth';
import { ROLE_LABELS_TH } from '@/lib/roles';
import { Button } from '@/components/ui/button';
import { useMutationAction } from '@/components/ui/use-mutation-action';

/** Shown on every page while an admin acts as someone else, with the way back. */
export function AssumedIdentityBanner({ me }: { me: Me }) {
  // Stays true once switched back: the button keeps its spinner until the browser has left the page.
  const [isLeaving, setIsLeaving] = useState(false);
  const reassuming = useMutationAction({
    action: () => apiCall('POST /auth/reassume-identity'),
    failure: 'กลับเป็นผู้ดูแลระบบไม่สำเร็จ',
    refresh: false,
    onSuccess: () => {
      setIsLeaving(true);
      // A full load so every screen re-reads who is acting now.
      window.location.replace('/');
    },
  });
  if (!me.assumedBy) return null;

  return (
    <div role="region" aria-label="การใช้งานในนามผู้อื่น" className="border-b border-warning-200 bg-warning-100 text-warning-800">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-2 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p className="flex items-start gap-2 text-sm font-medium sm:items-center">
          <UserCog aria-hidden="true" className="mt-0.5 size-4 shrink-0 sm:mt-0" />
          <span>
            คุณกำลังใช้งานในนามของ <strong className="font-semibold">{me.displayName}</strong> ({ROLE_LABELS_TH[me.role]})
          </span>
        </p>
        <Button
          size="sm"
          variant="cancel"
          className="self-start border-warning-600 text-warning-800 hover:bg-warning-50 sm:self-auto"
          isLoading={reassuming.isPending || isLeaving}
          onClick={() => void reassuming.run()}
        >
          กลับเป็นผู้ดูแลระบบ
        </Button>
      </div>
    </div>
  );
}
