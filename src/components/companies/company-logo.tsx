'use client';

import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

const sizes = { sm: 'size-10 rounded-lg text-sm', md: 'size-14 rounded-xl text-base', lg: 'size-20 rounded-2xl text-xl' };

/** The company's logo, or its initials on a tinted square when it has none or the file cannot be loaded. */
export function CompanyLogo({
  logoUrl,
  name,
  size = 'md',
  className,
  label,
}: {
  logoUrl: string | null;
  name: string;
  /** The logo's accessible name in the page's language; Thai ("โลโก้ …") when not given. */
  label?: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const [isBroken, setIsBroken] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // A server-rendered image can fail before React listens for its error event.
  useEffect(() => {
    if (image.current?.complete && image.current.naturalWidth === 0) setIsBroken(true);
  }, [logoUrl]);
  const initials =
    name
      .replace(/^(บริษัท|ห้างหุ้นส่วน)\s*/u, '')
      .trim()
      .slice(0, 2)
      .toUpperCase() || '?';
  const alt = label ?? `โลโก้ ${name}`;
  if (logoUrl && !isBroken) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- logos are served by the portal's own file route, any format, no optimisation needed
      <img
        ref={image}
        src={logoUrl}
        alt={alt}
        onError={() => setIsBroken(true)}
        className={cn('shrink-0 border bg-white object-contain', sizes[size], className)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={alt}
      className={cn(
        'flex shrink-0 items-center justify-center bg-brand-50 font-semibold text-brand-800 ring-1 ring-brand-100',
        sizes[size],
        className,
      )}
    >
      {initials}
    </span>
  );
}
