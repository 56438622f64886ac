'use client';

import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { apiCall } from '@/lib/api-call';
import { toast } from '@/components/ui/use-toast';

/** POST /api/auth/logout, then a full load of /login so no signed-in state survives in memory. */
export function useLogout() {
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  async function logout() {
    setIsLoggingOut(true);
    try {
      await apiCall('POST /auth/logout');
      // A full load, not a client navigation: nothing of the signed-in session may survive in memory.
      window.location.replace('/login');
    } catch (error) {
      setIsLoggingOut(false);
      toast.error('ออกจากระบบไม่สำเร็จ', errorMessage(error));
    }
  }
  return { logout, isLoggingOut };
}
