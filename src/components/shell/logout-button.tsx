'use client';

import { LogOut } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useLogout } from './use-logout';

export function LogoutButton({
  variant = 'outline',
  size = 'md',
  className,
  children = 'ออกจากระบบ',
}: Pick<ButtonProps, 'variant' | 'size' | 'className' | 'children'>) {
  const { logout, isLoggingOut } = useLogout();
  return (
    <Button variant={variant} size={size} className={className} isLoading={isLoggingOut} loadingText="กำลังออกจากระบบ…" onClick={logout}>
      <LogOut aria-hidden="true" />
      {children}
    </Button>
  );
}
