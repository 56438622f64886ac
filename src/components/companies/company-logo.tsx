'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

const sizes = { sm: 'size-10 rounded-lg text-sm', md: 'size-14 rounded-xl text-base', lg: 'size-20 rounded-2xl text-xl' };

/** A Thai company name's legal form at its start ("company", "partnership"), which the initials skip. */
const COMPANY_FORM_PREFIX =
  /^(\u0E1A\u0E23\u0E34\u0E29\u0E31\u0E17|\u0E2B\u0E49\u0E32\u0E07\u0E2B\u0E38\u0E49\u0E19\u0E2A\u0E48\u0E27\u0E19)\s*/u;

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
  /** The logo's accessible name; "{name} logo" in the page's language when not given. */
  label?: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const t = useTranslations('Common');
  const [isBroken, setIsBroken] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // A server-rendered image can fail before React listens for its error event.
  useEffect(() => {
    if (image.current?.complete && image.current.naturalWidth === 0) setIsBroken(true);
  }, [logoUrl]);
  const initials = name.replace(COMPANY_FORM_PREFIX, '').trim().slice(0, 2).toUpperCase() || '?';
  const alt = label ?? t('companyLogo', { name });
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
