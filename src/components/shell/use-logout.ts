'use client';

import { useState } from 'react';
import { apiFetch, errorMessage } from '@/lib/api-client';
import { toast } from '@/components/ui/use-toast';

/** POST /api/auth/logout, then a full load of /login so no signed-in state survives in memory. */
export function useLogout() {
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  async function logout() {
    setIsLoggingOut(true);
    try {
      await apiFetch<{ message: string }>('/auth/logout', { method: 'POST' });
      // A full load, not a client navigation: nothing of the signed-in session may survive in memory.
      window.location.replace('/login');
    } catch (error) {
      setIsLoggingOut(false);
      toast.error('ออกจากระบบไม่สำเร็จ', errorMessage(error));
    }
  }
  return { logout, isLoggingOut };
}
