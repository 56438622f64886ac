import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { getPublicProfile } from '@/server/students';
import { AssumeIdentityButton } from '@/components/auth/assume-identity-button';
import { studentFullName } from '@/components/students/field-errors';
import { PublicProfileCard } from '@/components/students/public-profile-card';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { authorize, parseToken, orNotFound } from '@/app/(portal)/guards';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('StudentProfilePage');
  return { title: t('title') };
}

/** /student/profile/{token}: the profile as GET /api/common/students/{token} answers it to this viewer. */
export default async function StudentProfilePage({ params }: { params: Promise<{ token: string }> }) {
  const access = await authorize(['student', 'company_user', 'admin']);
  if (!access.allowed) return access.forbidden;
  const token = parseToken((await params).token);
  const profile = await getPublicProfile({ ctx: access.ctx, profileToken: token }).catch(orNotFound);
  const isOwn = access.me.role === 'student';
  const [t, locale] = await Promise.all([getTranslations('StudentProfilePage'), getLocale()]);
  return (
    <>
      {access.me.role === 'admin' ? (
        <BackLink href="/student">{t('backToList')}</BackLink>
      ) : isOwn ? (
        <BackLink href="/profile">{t('backToEdit')}</BackLink>
      ) : null}
      <PageHeader
        title={t('title')}
        actions={
          access.me.role === 'admin' ? (
            <AssumeIdentityButton
              target={{ kind: 'student', studentId: profile.studentId }}
              name={studentFullName(profile, locale) || profile.studentId}
              isDisabled={!profile.isActive}
              size="md"
            />
          ) : undefined
        }
        description={access.me.role === 'admin' ? t('adminDescription') : isOwn ? t('ownDescription') : t('companyDescription')}
      />
      <PublicProfileCard profile={profile} />
    </>
  );
}
