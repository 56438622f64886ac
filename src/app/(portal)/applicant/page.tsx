import type { Metadata } from 'next';
import { authorize } from '@/app/(portal)/guards';
import { ApplicantOverview } from '@/components/applicants/applicant-overview';

export const metadata: Metadata = { title: 'ผู้สมัคร' };

export default async function ApplicantsPage() {
  const access = await authorize(['company_user']);
  if (!access.allowed) return access.forbidden;
  // The group comes from the browser's session selection, so the counts load per session there.
  return <ApplicantOverview />;
}
