import {
  Briefcase,
  Building2,
  CalendarClock,
  ChartColumn,
  Heart,
  House,
  KeyRound,
  Layers,
  ListOrdered,
  Settings,
  ShieldCheck,
  UserRound,
  Users,
  GraduationCap,
  Handshake,
  BriefcaseBusiness,
  type LucideIcon,
} from 'lucide-react';
import type { Role } from '@/lib/roles';

/** The item's name in the Shell namespace (`nav.<key>`). */
export type NavKey =
  | 'home'
  | 'sessionGroups'
  | 'students'
  | 'companies'
  | 'openings'
  | 'reports'
  | 'admins'
  | 'settings'
  | 'favorites'
  | 'ranking'
  | 'interviews'
  | 'offers'
  | 'placement'
  | 'profile'
  | 'applicants'
  | 'companyProfile'
  | 'oauth';

export type NavItem = { href: string; key: NavKey; icon: LucideIcon };

/** The menu of each role (SPEC §2); external users see the welcome page and no menu. */
export const NAV_ITEMS: Record<Role, NavItem[]> = {
  admin: [
    { href: '/', key: 'home', icon: House },
    { href: '/session-group', key: 'sessionGroups', icon: Layers },
    { href: '/student', key: 'students', icon: GraduationCap },
    { href: '/company', key: 'companies', icon: Building2 },
    { href: '/opening', key: 'openings', icon: Briefcase },
    { href: '/report', key: 'reports', icon: ChartColumn },
    { href: '/admin', key: 'admins', icon: ShieldCheck },
    { href: '/oauth-provider', key: 'oauth', icon: KeyRound },
    { href: '/config', key: 'settings', icon: Settings },
  ],
  student: [
    { href: '/', key: 'home', icon: House },
    { href: '/opening', key: 'openings', icon: Briefcase },
    { href: '/favorite', key: 'favorites', icon: Heart },
    { href: '/ranking', key: 'ranking', icon: ListOrdered },
    { href: '/interviews', key: 'interviews', icon: CalendarClock },
    { href: '/offers', key: 'offers', icon: Handshake },
    { href: '/placement', key: 'placement', icon: BriefcaseBusiness },
    { href: '/companies', key: 'companies', icon: Building2 },
    { href: '/profile', key: 'profile', icon: UserRound },
  ],
  company_user: [
    { href: '/', key: 'home', icon: House },
    { href: '/opening', key: 'openings', icon: Briefcase },
    { href: '/applicant', key: 'applicants', icon: Users },
    { href: '/company/offers', key: 'offers', icon: Handshake },
    { href: '/company/placements', key: 'placement', icon: BriefcaseBusiness },
    { href: '/profile', key: 'companyProfile', icon: Building2 },
  ],
  external_user: [],
};

/** A link is current on its own path and below it; "/" only on itself. */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
