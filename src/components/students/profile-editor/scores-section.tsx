import { useTranslations } from 'next-intl';
import { ProfileScoreInput } from './profile-inputs';
import { ProfileSection } from './profile-section';
import type { ProfileForm } from './use-profile-form';

export function ScoresSection({ form }: { form: ProfileForm }) {
  const t = useTranslations('ProfileEditor');
  return (
    <ProfileSection title={t('scoresTitle')} description={t('scoresDescription')}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <ProfileScoreInput form={form} field="gpax" hint="0.00–4.00" />
        <ProfileScoreInput form={form} field="toefl" hint={t('toeflHint')} />
        <ProfileScoreInput form={form} field="ielts" hint={t('ieltsHint')} />
        <ProfileScoreInput form={form} field="toeic" hint={t('toeicHint')} />
      </div>
    </ProfileSection>
  );
}
