import { useTranslations } from 'next-intl';
import { InterestsInput } from './interests-input';
import { ProfileTextInput } from './profile-inputs';
import { ProfileSection } from './profile-section';
import type { ProfileForm } from './use-profile-form';

export function InterestsSection({ form }: { form: ProfileForm }) {
  const t = useTranslations('ProfileEditor');
  return (
    <ProfileSection title={t('interestsTitle')}>
      <div className="grid gap-4">
        <InterestsInput
          id={`${form.id}-interests`}
          values={form.values.interests}
          onChange={(interests) => form.set('interests', interests)}
          error={form.errors.interests}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <ProfileTextInput form={form} field="portfolioUrl" type="url" inputMode="url" />
          <ProfileTextInput form={form} field="projectExternalLink" type="url" inputMode="url" />
        </div>
      </div>
    </ProfileSection>
  );
}
