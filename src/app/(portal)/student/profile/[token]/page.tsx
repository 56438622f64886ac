import type { Metadata } from 'next';
import { getPublicProfile } from '@/server/students';
import { AssumeIdentityButton } from '@/components/auth/assume-identity-button';
import { studentFullName } from '@/components/students/field-errors';
import { PublicProfileCard } from '@/components/students/public-profile-card';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { authorize, parseToken, orNotFound } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'โปรไฟล์นิสิต' };

/** /student/profile/{token}: the profile as GET /api/common/students/{token} answers it to this viewer. */
export default async function StudentProfilePage({ params }: { params: Promise<{ token: string }> }) {
  const access = await authorize(['student', 'company_user', 'admin']);
  if (!access.allowed) return access.forbidden;
  const token = parseToken((await params).token);
  const profile = await getPublicProfile({ ctx: access.ctx, profileToken: token }).catch(orNotFound);
  const isOwn = access.me.role === 'student';
  return (
    <>
      {access.me.role === 'admin' ? (
        <BackLink href="/student">กลับไปหน้ารายชื่อนิสิต</BackLink>
      ) : isOwn ? (
        <BackLink href="/profile">กลับไปแก้ไขโปรไฟล์</BackLink>
      ) : null}
      <PageHeader
        title="โปรไฟล์นิสิต"
        actions={
          access.me.role === 'admin' ? (
            <AssumeIdentityButton
              target={{ kind: 'student', studentId: profile.studentId }}
              name={studentFullName(profile) || profile.studentId}
              isDisabled={!profile.isActive}
              size="md"
            />
          ) : undefined
        }
        description={
          access.me.role === 'admin'
            ? 'ผู้ดูแลระบบเห็นข้อมูลทั้งหมด รวมถึงส่วนที่นิสิตเลือกไม่เปิดเผย'
            : isOwn
              ? 'นี่คือโปรไฟล์ของคุณในแบบที่บริษัทเห็น'
              : 'ข้อมูลการศึกษา ผลการเรียน คะแนนภาษา ความสนใจ และผลงานที่นิสิตเลือกเปิดเผย'
        }
      />
      <PublicProfileCard profile={profile} />
    </>
  );
}
