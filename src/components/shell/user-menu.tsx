'use client';

import type { Me } from '@/lib/auth';
import { onDemand, useOnDemand } from '@/components/ui/use-on-demand';
import { USER_MENU_TRIGGER_CLASS, UserMenuTriggerFace, useUserMenuLabel } from './user-menu-face';

const loadDropdown = onDemand(() => import('./user-menu-dropdown').then((module) => module.UserMenuDropdown));

/**
 * The header's account menu. The page loads with a plain button that looks and is labelled like the menu's trigger;
 * Radix's dropdown (user-menu-dropdown.tsx) is loaded and put in its place when the user heads for it (useOnDemand).
 */
export function UserMenu({ me }: { me: Me }) {
  const { view: UserMenuDropdown, intent, triggerProps } = useOnDemand(loadDropdown, { openingKeys: ['ArrowDown'] });
  const label = useUserMenuLabel(me);
  if (UserMenuDropdown) return <UserMenuDropdown me={me} defaultOpen={intent === 'open'} autoFocus={intent === 'focus'} />;
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={USER_MENU_TRIGGER_CLASS}
      {...triggerProps}
    >
      <UserMenuTriggerFace me={me} />
    </button>
  );
}
