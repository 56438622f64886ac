'use client';

import { Briefcase, CircleCheck, Heart, ListOrdered, PartyPopper, TriangleAlert, UserRound } from 'lucide-react';
import Link from 'next/link';
import type { StudentHomeData } from '@/lib/home';
import { roundLabel, type EnrollmentStatus } from '@/lib/labels';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useCurrentSession } from '@/components/session/session-provider';
import { EnrollmentStatusBadge } from '@/components/status/status-badge';
import { QuickLinks } from './quick-links';
import { rankingShortcutText } from './ranking-shortcut-text';
import { NextDeadline, RoundScheduleCard } from './round-timeline';
import { formatNumber } from './stacked-bar';
import { NoSessionYet } from './no-session-yet';
import { useNow } from './use-now';
import { hasCome, instantOf } from '@/lib/deadline-rules';

export type StudentHomeProps = {
  now: string;
  displayName: string;
  enrollments: StudentHomeData['enrollments'];
};

const STATUS_GUIDANCE: Record<EnrollmentStatus, string> = {
  PROFILE_EDIT_PENDING: 'กรอกโปรไฟล์และผลการเรียนให้ครบถ้วน เพื่อเริ่มจัดอันดับตำแหน่งงาน',
  RANKING_PENDING: 'เลือกตำแหน่งงานที่สนใจและส่งอันดับให้ทันกำหนด',
  RANKING_SUBMITTED: 'ส่งอันดับเรียบร้อยแล้ว รอประกาศผลการจับคู่',
  MATCHING_SUCCESS: 'ยินดีด้วย คุณได้รับการจับคู่กับตำแหน่งฝึกงานแล้ว',
  MATCHING_FAILED: 'รอบนี้จับคู่ไม่สำเร็จ คุณจะจัดอันดับใหม่ได้ในรอบถัดไป',
};

export function StudentHome({ now: serverNow, displayName, enrollments }: StudentHomeProps) {
  const now = useNow(serverNow);
  const { currentGroup, currentSession } = useCurrentSession();
  if (!currentGroup || !currentSession) return <NoSessionYet />;
  const enrollment = enrollments.find((entry) => entry.sessionId === currentSession.sessionId);
  const isAnnounced = hasCome({ date: instantOf(currentSession.openingAnnouncementDate), now });

  return (
    <>
      <PageHeader eyebrow="ยินดีต้อนรับกลับมา" title={`สวัสดี ${displayName}`} description="ติดตามสถานะการสมัครฝึกงานและกำหนดการสำคัญของรอบที่คุณเลือก" />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6 lg:col-span-2">
          <Card>
            <CardHeader className="sm:flex-row sm:items-start sm:justify-between sm:gap-4">
              <div>
                <p className="text-sm text-gray-600">
                  {currentGroup.title} · {roundLabel(currentSession.currentRound)}
                </p>
                <CardTitle className="mt-0.5 text-xl">{currentSession.title}</CardTitle>
              </div>
              {enrollment ? <EnrollmentStatusBadge status={enrollment.status} size="md" className="mt-2 sm:mt-0" /> : null}
            </CardHeader>
            <CardContent className="grid gap-5">
              {currentSession.description ? <p className="text-sm text-gray-700">{currentSession.description}</p> : null}

              {enrollment?.status === 'MATCHING_SUCCESS' && enrollment.assignedOpening ? (
                <div className="flex gap-3 rounded-xl border border-success-200 bg-success-50 p-4">
                  <PartyPopper aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
                  <div className="min-w-0">
                    <p className="text-sm font-semibold text-success-800">{STATUS_GUIDANCE.MATCHING_SUCCESS}</p>
                    <p className="mt-1 text-sm text-gray-800">
                      <Link
                        href={`/opening/${enrollment.assignedOpening.openingId}/session/${currentSession.sessionId}`}
                        className="font-medium text-brand-700 underline-offset-2 hover:underline"
                      >
                        {enrollment.assignedOpening.title}
                      </Link>{' '}
                      · {enrollment.assignedOpening.companyNameTh}
                    </p>
                  </div>
                </div>
              ) : enrollment?.status === 'PROFILE_EDIT_PENDING' ? (
                <div className="flex flex-col gap-3 rounded-xl border border-warning-200 bg-warning-50 p-4 sm:flex-row sm:items-center sm:justify-between">
                  <p className="flex gap-3 text-sm text-warning-800">
                    <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                    {STATUS_GUIDANCE.PROFILE_EDIT_PENDING}
                  </p>
                  <Button asChild size="sm" variant="outline" className="self-start sm:self-auto">
                    <Link href="/profile">แก้ไขโปรไฟล์</Link>
                  </Button>
                </div>
              ) : enrollment ? (
                <p className="flex gap-3 rounded-xl border bg-gray-50 p-4 text-sm text-gray-800">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {STATUS_GUIDANCE[enrollment.status]}
                </p>
              ) : null}

              <NextDeadline session={currentSession} now={now} audience="student" />

              <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3 sm:gap-3">
                <div className="flex items-center justify-between gap-3 rounded-xl border px-3.5 py-2.5 sm:block sm:py-3.5">
                  <dt className="text-xs text-gray-600">สมัครได้</dt>
                  <dd className="mt-0.5 text-sm font-semibold text-gray-900">
                    {currentSession.minimumApplicationPerStudent}–{currentSession.maximumApplicationPerStudent} ตำแหน่ง
                  </dd>
                </div>
                <div className="flex items-center justify-between gap-3 rounded-xl border px-3.5 py-2.5 sm:block sm:py-3.5">
                  <dt className="text-xs text-gray-600">จำนวนบริษัทขั้นต่ำ</dt>
                  <dd className="mt-0.5 text-sm font-semibold text-gray-900">{currentSession.minimumUniqueCompanyCountPerStudent} บริษัท</dd>
                </div>
                <div className="flex items-center justify-between gap-3 rounded-xl border px-3.5 py-2.5 sm:block sm:py-3.5">
                  <dt className="text-xs text-gray-600">ประเภท</dt>
                  <dd className="mt-0.5 text-sm font-semibold text-gray-900">
                    {currentSession.openForCooperativeInternship ? 'รวมสหกิจศึกษา' : 'ฝึกงาน'}
                  </dd>
                </div>
              </dl>
            </CardContent>
          </Card>

          <section aria-labelledby="student-shortcuts">
            <h2 id="student-shortcuts" className="mb-3 text-base font-semibold text-gray-900">
              ทางลัด
            </h2>
            <QuickLinks
              items={[
                {
                  href: '/opening',
                  title: 'ตำแหน่งงาน',
                  description: isAnnounced ? 'ค้นหาและดูรายละเอียดตำแหน่งฝึกงาน' : 'ตำแหน่งงานจะเปิดให้ดูเมื่อถึงวันประกาศ',
                  icon: Briefcase,
                },
                {
                  href: '/favorite',
                  title: 'รายการโปรด',
                  description: `บันทึกไว้ ${formatNumber(enrollment?.bookmarkCount ?? 0)} ตำแหน่ง`,
                  icon: Heart,
                },
                {
                  href: '/ranking',
                  title: 'จัดอันดับ',
                  description: rankingShortcutText(enrollment),
                  icon: ListOrdered,
                },
                { href: '/profile', title: 'โปรไฟล์', description: 'ข้อมูลส่วนตัว ผลการเรียน และผลงาน', icon: UserRound },
              ]}
            />
          </section>
        </div>

        <RoundScheduleCard session={currentSession} now={now} audience="student" className="self-start" />
      </div>
    </>
  );
}
