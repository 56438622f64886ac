import { useTranslations } from 'next-intl';
import type { OwnStudentProfile } from '@/lib/student-profile';
import { PendingEmailNotice } from '../pending-email-notice';
import { ProfileTextInput } from './profile-inputs';
import { ProfileSection } from './profile-section';
import type { EditedProfile } from './profile-values';
import type { ProfileForm } from './use-profile-form';

/** Email, phone and LINE; the student also sees the new email that still awaits confirmation. */
export function ContactSection({
  form,
  pendingEmail,
  onResent,
}: {
  form: ProfileForm;
  /** Given on the student's own profile only. */
  pendingEmail?: EditedProfile['pendingEmail'];
  onResent: (saved: OwnStudentProfile) => void;
}) {
  const t = useTranslations('ProfileEditor');
  return (
    <ProfileSection title={t('contactTitle')} description={t('contactDescription')}>
      <div className="grid gap-4 sm:grid-cols-3">
        <ProfileTextInput form={form} field="email" type="email" autoComplete="email" required inputMode="email" />
        <ProfileTextInput form={form} field="phone" type="tel" autoComplete="tel" required inputMode="tel" />
        <ProfileTextInput form={form} field="lineId" />
        {pendingEmail ? <PendingEmailNotice pending={pendingEmail} onResent={onResent} /> : null}
      </div>
    </ProfileSection>
  );
}
