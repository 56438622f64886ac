import { ExternalLink } from 'lucide-react';
import Link from 'next/link';
import type { StudentContext } from '@/server/context';
import { getOwnFiles, uploadSpecOf } from '@/server/files';
import { getLineStatus } from '@/server/line';
import { getNotificationPreferences } from '@/server/notifications';
import { getOwnProfile } from '@/server/students';
import { LineLinkCard } from '@/components/notifications/line-link-card';
import { NotificationPreferencesForm } from '@/components/notifications/notification-preferences-form';
import { ProfileFilesCard } from '@/components/files/profile-files-card';
import { ProfileEditor } from '@/components/students/profile-editor';
import { buttonVariants } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';

/** /profile for a student: every editable part of their own profile, grades and visibility included. */
export async function StudentProfile({ ctx }: { ctx: StudentContext }) {
  const [profile, files, preferences, line] = await Promise.all([
    getOwnProfile({ ctx }),
    getOwnFiles({ ctx }),
    getNotificationPreferences({ ctx }),
    getLineStatus({ ctx }),
  ]);
  return (
    <>
      <PageHeader
        title="โปรไฟล์ของฉัน"
        description="ข้อมูลส่วนตัว ผลการเรียน คะแนนภาษา และผลงานที่บริษัทจะเห็นเมื่อคุณสมัคร"
        actions={
          <Link href={`/student/profile/${encodeURIComponent(profile.profileToken)}`} className={buttonVariants({ variant: 'outline' })}>
            <ExternalLink aria-hidden="true" />
            ดูโปรไฟล์แบบที่บริษัทเห็น
          </Link>
        }
      />
      <div className="grid gap-6">
        <ProfileFilesCard
          endpoint="/student/upload"
          title="รูปโปรไฟล์และเอกสาร"
          description="รูปโปรไฟล์ ใบแสดงผลการเรียน และแฟ้มผลงาน ที่บริษัทจะเห็นตามการตั้งค่าการแสดงผลของคุณ"
          items={[
            {
              spec: uploadSpecOf('STUDENT_PROFILE_PICTURE'),
              label: 'รูปโปรไฟล์',
              preview: 'image',
              current: files.STUDENT_PROFILE_PICTURE ?? null,
            },
            { spec: uploadSpecOf('STUDENT_TRANSCRIPT'), label: 'ใบแสดงผลการเรียน', current: files.STUDENT_TRANSCRIPT ?? null },
            { spec: uploadSpecOf('STUDENT_PORTFOLIO'), label: 'แฟ้มผลงาน', current: files.STUDENT_PORTFOLIO ?? null },
          ]}
        />
        <ProfileEditor profile={profile} mode="student" />
        {line.isConfigured ? <LineLinkCard status={line} /> : null}
        <NotificationPreferencesForm initial={preferences.items} showLine={line.isConfigured && line.link !== null} />
      </div>
    </>
  );
}
