import { ExternalLink } from 'lucide-react';
import Link from 'next/link';
import type { Context } from '@/server/context';
import { getOwnProfile } from '@/server/students';
import { ProfileEditor } from '@/components/students/profile-editor';
import { buttonVariants } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';

/** /profile for a student: every editable part of their own profile, grades and visibility included. */
export async function StudentProfile({ ctx }: { ctx: Context }) {
  const profile = await getOwnProfile(ctx);
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
      <ProfileEditor profile={profile} mode="student" />
    </>
  );
}
