'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiCall } from '@/lib/api-call';
import { useMutationAction } from '@/components/ui/use-mutation-action';

/** POST /api/auth/logout, then a full load of /login so no signed-in state survives in memory. */
export function useLogout() {
  const t = useTranslations('Common');
  // Stays true once signed out: the button keeps its spinner until the browser has left the page.
  const [isLeaving, setIsLeaving] = useState(false);
  const loggingOut = useMutationAction({
    action: () => apiCall('POST /auth/logout'),
    failure: t('logoutFailed'),
    refresh: false,
    onSuccess: () => {
      setIsLeaving(true);
      // A full load, not a client navigation: nothing of the signed-in session may survive in memory.
      window.location.replace('/login');
    },
  });
  return { logout: () => void loggingOut.run(), isLoggingOut: loggingOut.isPending || isLeaving };
}
