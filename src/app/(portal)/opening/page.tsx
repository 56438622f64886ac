import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { authorize } from '@/app/(portal)/guards';
import { AdminOpenings } from './admin-openings';
import { CompanyOpenings } from './company-openings';
import { StudentOpenings } from './student-openings';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('OpeningsPage');
  return { title: t('metaTitle') };
}

export type OpeningsSearchParams = Promise<Record<string, string | string[] | undefined>>;

/** One path, three screens (SPEC §2): students browse, companies manage their own, admins oversee all. */
export default async function OpeningsPage({ searchParams }: { searchParams: OpeningsSearchParams }) {
  const access = await authorize(['student', 'company_user', 'admin']);
  if (!access.allowed) return access.forbidden;
  const query = await searchParams;
  if (access.role === 'student') return <StudentOpenings ctx={access.ctx} searchParams={query} />;
  if (access.role === 'company_user') return <CompanyOpenings ctx={access.ctx} searchParams={query} />;
  return <AdminOpenings ctx={access.ctx} searchParams={query} />;
}
