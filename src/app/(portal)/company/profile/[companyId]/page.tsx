import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { datesFor } from '@/lib/dates';
import { getPublicCompany, getPublicCompanyQuery } from '@/server/companies';
import { AppError } from '@/server/errors';
import { getSession, type SessionView } from '@/server/sessions';
import { parseSearchParams } from '@/server/validation';
import { PublicCompanyProfile } from '@/components/companies/public-company-profile';
import type { PageSearchParams } from '@/components/companies/search-params';
import { SessionQuerySync } from '@/components/companies/session-query-sync';
import { BackLink } from '@/components/ui/back-link';
import { ErrorPage } from '@/components/ui/error-page';
import { authorize, parseId } from '@/app/(portal)/guards';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('CompanyProfilePage');
  return { title: t('metaTitle') };
}

const BACK_LINKS = {
  student: { href: '/companies', label: 'backAll' },
  admin: { href: '/company', label: 'backAll' },
  company_user: { href: '/profile', label: 'backProfile' },
} as const;

/** The public profile; the session chosen in the header arrives as ?sessionId= (SessionQuerySync). */
export default async function CompanyProfilePage({
  params,
  searchParams,
}: {
  params: Promise<{ companyId: string }>;
  searchParams: Promise<PageSearchParams>;
}) {
  const access = await authorize(['student', 'company_user', 'admin']);
  if (!access.allowed) return access.forbidden;
  const companyId = parseId((await params).companyId);
  const [t, locale] = await Promise.all([getTranslations('CompanyProfilePage'), getLocale()]);
  const { formatDateTime } = datesFor(locale);
  const { sessionId } = parseSearchParams(getPublicCompanyQuery, await searchParams);

  // A session the person cannot see is ignored rather than failing the whole profile.
  let session: SessionView | null = null;
  if (sessionId !== undefined) session = await getSession({ ctx: access.ctx, sessionId }).catch(() => null);
  let company;
  try {
    company = await getPublicCompany({ ctx: access.ctx, companyId, sessionId: session?.sessionId });
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    if (error instanceof AppError && error.status === 403) return <ErrorPage status={403} />;
    throw error;
  }
  const isBeforeAnnouncement =
    access.me.role === 'student' && session?.openingAnnouncementDate && new Date(session.openingAnnouncementDate) > access.ctx.now;
  const openingsNote = !session
    ? t('chooseSession')
    : isBeforeAnnouncement
      ? t('announcedOn', { date: formatDateTime(session.openingAnnouncementDate) })
      : null;
  const back = BACK_LINKS[access.me.role];

  return (
    <>
      <SessionQuerySync />
      <BackLink href={back.href}>{t(back.label)}</BackLink>
      <PublicCompanyProfile
        company={company}
        sessionTitle={session ? `${session.sessionGroupTitle} ${session.title}` : null}
        openingsNote={openingsNote}
      />
    </>
  );
}
