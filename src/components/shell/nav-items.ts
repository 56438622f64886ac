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

export type NavItem = { href: string; label: string; icon: LucideIcon };

/** The menu of each role (SPEC §2); external users see the welcome page and no menu. */
export const NAV_ITEMS: Record<Role, NavItem[]> = {
  admin: [
    { href: '/', label: 'หน้าหลัก', icon: House },
    { href: '/session-group', label: 'กลุ่มรอบ', icon: Layers },
    { href: '/student', label: 'นิสิต', icon: GraduationCap },
    { href: '/company', label: 'บริษัท', icon: Building2 },
    { href: '/opening', label: 'ตำแหน่งงาน', icon: Briefcase },
    { href: '/report', label: 'รายงาน', icon: ChartColumn },
    { href: '/admin', label: 'ผู้ดูแลระบบ', icon: ShieldCheck },
    { href: '/oauth-provider', label: 'OAuth', icon: KeyRound },
    { href: '/config', label: 'ตั้งค่า', icon: Settings },
  ],
  student: [
    { href: '/', label: 'หน้าหลัก', icon: House },
    { href: '/opening', label: 'ตำแหน่งงาน', icon: Briefcase },
    { href: '/favorite', label: 'รายการโปรด', icon: Heart },
    { href: '/ranking', label: 'จัดอันดับ', icon: ListOrdered },
    { href: '/interviews', label: 'สัมภาษณ์', icon: CalendarClock },
    { href: '/offers', label: 'ข้อเสนอ', icon: Handshake },
    { href: '/placement', label: 'การฝึกงาน', icon: BriefcaseBusiness },
    { href: '/companies', label: 'บริษัท', icon: Building2 },
    { href: '/profile', label: 'โปรไฟล์', icon: UserRound },
  ],
  company_user: [
    { href: '/', label: 'หน้าหลัก', icon: House },
    { href: '/opening', label: 'ตำแหน่งงาน', icon: Briefcase },
    { href: '/applicant', label: 'ผู้สมัคร', icon: Users },
    { href: '/company/offers', label: 'ข้อเสนอ', icon: Handshake },
    { href: '/company/placements', label: 'การฝึกงาน', icon: BriefcaseBusiness },
    { href: '/profile', label: 'โปรไฟล์บริษัท', icon: Building2 },
  ],
  external_user: [],
};

/** A link is current on its own path and below it; "/" only on itself. */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
