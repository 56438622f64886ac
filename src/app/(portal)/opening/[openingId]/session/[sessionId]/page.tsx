import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { authorize, parseId } from '@/app/(portal)/guards';
import { CompanyOpeningDetail } from './company-opening-detail';
import { StudentOpeningDetail } from './student-opening-detail';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('OpeningDetailPage');
  return { title: t('metaTitle') };
}

/** The opening as its students see it, or as its company manages it. */
export default async function OpeningDetailPage({ params }: { params: Promise<{ openingId: string; sessionId: string }> }) {
  const access = await authorize(['student', 'company_user']);
  if (!access.allowed) return access.forbidden;
  const raw = await params;
  const openingId = parseId(raw.openingId);
  const sessionId = parseId(raw.sessionId);
  if (access.role === 'company_user') return <CompanyOpeningDetail ctx={access.ctx} openingId={openingId} sessionId={sessionId} />;
  return <StudentOpeningDetail ctx={access.ctx} openingId={openingId} sessionId={sessionId} />;
}
