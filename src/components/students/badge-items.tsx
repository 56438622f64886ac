import { Medal } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { datesFor } from '@/lib/dates';
import type { StudentBadge } from '@/lib/student-profile';

/** A student's badges as the profile editor and the public profile both list them: title, then issuer and date. */
export function BadgeItems({ badges }: { badges: StudentBadge[] }) {
  const t = useTranslations('BadgeItems');
  const { formatDate } = datesFor(useLocale());
  return (
    <ul className="grid gap-2">
      {badges.map((badge) => (
        <li key={badge.badgeId} className="flex items-start gap-3 rounded-xl border bg-white px-4 py-3">
          <Medal aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning-600" />
          <div>
            <p className="font-medium text-gray-900">{badge.title}</p>
            <p className="text-xs text-gray-600">
              {[badge.issuer, badge.issuedOn ? formatDate(badge.issuedOn) : null].filter(Boolean).join(' · ') || t('noIssuer')}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
