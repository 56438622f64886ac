import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { authorize } from '@/app/(portal)/guards';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ApplicantOverview } from '@/components/applicants/applicant-overview';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ApplicantOverview');
  return { title: t('title') };
}

export default async function ApplicantsPage() {
  const access = await authorize(['company_user']);
  if (!access.allowed) return access.forbidden;
  // The group comes from the browser's session selection, so the counts load per session there.
  return (
    <ClientMessages namespaces={['ApplicantOverview']}>
      <ApplicantOverview />
    </ClientMessages>
  );
}
