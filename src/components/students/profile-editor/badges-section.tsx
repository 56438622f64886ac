import { Award, Medal, type LucideIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { StudentBadge } from '@/lib/student-profile';
import { BadgeItems } from '../badge-items';
import { ProfileSection } from './profile-section';
import type { EditedProfile } from './profile-values';

/** The university's badges, shown read-only. */
export function BadgesSection({ profile }: { profile: EditedProfile }) {
  const t = useTranslations('ProfileEditor');
  return (
    <ProfileSection title={t('badgesTitle')} description={t('badgesDescription')}>
      <div className="grid gap-6 md:grid-cols-2">
        <BadgeGroup icon={Award} title={t('academicBadges')} badges={profile.academicBadges} emptyText={t('noAcademicBadges')} />
        <BadgeGroup icon={Medal} title={t('activityBadges')} badges={profile.activityBadges} emptyText={t('noActivityBadges')} />
      </div>
    </ProfileSection>
  );
}

function BadgeGroup({
  icon: Icon,
  title,
  badges,
  emptyText,
}: {
  icon: LucideIcon;
  title: string;
  badges: StudentBadge[];
  emptyText: string;
}) {
  return (
    <div className="grid content-start gap-2">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-gray-900">
        <Icon aria-hidden="true" className="size-4 text-brand-700" />
        {title}
      </h3>
      <BadgeList badges={badges} emptyText={emptyText} />
    </div>
  );
}

function BadgeList({ badges, emptyText }: { badges: StudentBadge[]; emptyText: string }) {
  if (badges.length === 0)
    return <p className="rounded-xl border border-dashed px-4 py-6 text-center text-sm text-gray-600">{emptyText}</p>;
  return <BadgeItems badges={badges} />;
}
