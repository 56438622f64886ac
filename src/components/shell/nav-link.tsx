'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { isActivePath } from './nav-items';

/**
 * A link of the header's menu that marks itself current (`aria-current="page"`); its look follows that attribute in
 * CSS. The header lives in the layout, which a client navigation does not render again, so only the browser knows
 * which page is current: this is the one part of the menu that has to be a client component.
 */
export function NavLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  const pathname = usePathname();
  return (
    <Link href={href} aria-current={isActivePath(pathname, href) ? 'page' : undefined} className={className}>
      {children}
    </Link>
  );
}
