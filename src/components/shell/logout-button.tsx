'use client';

import { LogOut } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useLogout } from './use-logout';

export function LogoutButton({
  variant = 'outline',
  size = 'md',
  className,
  children,
}: Pick<ButtonProps, 'variant' | 'size' | 'className' | 'children'>) {
  const t = useTranslations('Common');
  const { logout, isLoggingOut } = useLogout();
  return (
    <Button variant={variant} size={size} className={className} isLoading={isLoggingOut} loadingText={t('loggingOut')} onClick={logout}>
      <LogOut aria-hidden="true" />
      {children ?? t('logout')}
    </Button>
  );
}
