import { ExternalLink } from 'lucide-react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { StudentContext } from '@/server/context';
import { getOwnFiles, uploadSpecOf } from '@/server/files';
import { getLineStatus } from '@/server/line';
import { getNotificationPreferences } from '@/server/notifications';
import { getOwnProfile } from '@/server/students';
import { LineLinkCard } from '@/components/notifications/line-link-card';
import { NotificationPreferencesForm } from '@/components/notifications/notification-preferences-form';
import { ProfileFilesCard } from '@/components/files/profile-files-card';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ProfileEditor } from '@/components/students/profile-editor';
import { buttonVariants } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';

/** /profile for a student: every editable part of their own profile, grades and visibility included. */
export async function StudentProfile({ ctx }: { ctx: StudentContext }) {
  const [t, profile, files, preferences, line] = await Promise.all([
    getTranslations('StudentOwnProfile'),
    getOwnProfile({ ctx }),
    getOwnFiles({ ctx }),
    getNotificationPreferences({ ctx }),
    getLineStatus({ ctx }),
  ]);
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Link href={`/student/profile/${encodeURIComponent(profile.profileToken)}`} className={buttonVariants({ variant: 'outline' })}>
            <ExternalLink aria-hidden="true" />
            {t('viewAsCompany')}
          </Link>
        }
      />
      <div className="grid gap-6">
        <ProfileFilesCard
          endpoint="/student/upload"
          title={t('filesTitle')}
          description={t('filesDescription')}
          items={[
            {
              spec: uploadSpecOf('STUDENT_PROFILE_PICTURE'),
              label: t('picture'),
              preview: 'image',
              current: files.STUDENT_PROFILE_PICTURE ?? null,
            },
            { spec: uploadSpecOf('STUDENT_TRANSCRIPT'), label: t('transcript'), current: files.STUDENT_TRANSCRIPT ?? null },
            { spec: uploadSpecOf('STUDENT_PORTFOLIO'), label: t('portfolio'), current: files.STUDENT_PORTFOLIO ?? null },
          ]}
        />
        <ClientMessages namespaces={['ProfileEditor', 'StudentFields', 'GradeEditor', 'BadgeItems', 'PendingEmailNotice']}>
          <ProfileEditor profile={profile} mode="student" />
        </ClientMessages>
        {line.isConfigured ? <LineLinkCard status={line} /> : null}
        <NotificationPreferencesForm initial={preferences.items} showLine={line.isConfigured && line.link !== null} />
      </div>
    </>
  );
}
