export { AppShell, MAIN_CONTENT_ID } from './app-shell';
export { LogoutButton } from './logout-button';
export { NAV_ITEMS, isActivePath, type NavItem } from './nav-items';
