import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { authorize } from '@/app/(portal)/guards';
import { ClientMessages } from '@/components/i18n/client-messages';
import { CompanyProfile } from './company-profile';
import { StudentProfile } from './student-profile';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ProfilePage');
  return { title: t('title') };
}

// The notification cards' messages; the profile's own parts bring theirs in their own ClientMessages.
const NOTIFICATION_CARDS = ['LineLinkCard', 'NotificationPreferencesForm', 'NotificationLabels'] as const;

/** The student's own profile for students, the company's profile for company users (SPEC §2). */
export default async function ProfilePage() {
  const access = await authorize(['student', 'company_user']);
  if (!access.allowed) return access.forbidden;
  return (
    <ClientMessages namespaces={[...NOTIFICATION_CARDS]}>
      {access.role === 'student' ? <StudentProfile ctx={access.ctx} /> : <CompanyProfile ctx={access.ctx} />}
    </ClientMessages>
  );
}
