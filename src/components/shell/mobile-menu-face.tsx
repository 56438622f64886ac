import { Menu } from 'lucide-react';

// The phone menu's trigger, shared by the plain button the page loads with (mobile-menu.tsx) and the Radix trigger
// that replaces it (mobile-menu-sheet.tsx).
export const MOBILE_MENU_TRIGGER_CLASS =
  'inline-flex size-10 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:hidden';

export function MobileMenuIcon() {
  return <Menu aria-hidden="true" className="size-6" />;
}
