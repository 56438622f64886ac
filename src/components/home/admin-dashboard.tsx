'use client';

import { Briefcase, Building2, ChartColumn, GraduationCap, Layers, ListChecks, UserCheck, Users } from 'lucide-react';
import Link from 'next/link';
import { ENROLLMENT_STATUSES, ENROLLMENT_STATUS_LABELS_TH, OPENING_STATUSES, OPENING_STATUS_LABELS_TH, roundLabel, type EnrollmentStatus, type OpeningStatus } from '@/lib/labels';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useCurrentSession } from '@/components/session/session-provider';
import { QuickLinks } from './quick-links';
import { NextDeadline, RoundScheduleCard } from './round-timeline';
import { formatNumber, StackedBar } from './stacked-bar';
import { StatCard } from './stat-card';
import { useNow } from './use-now';

export type AdminDashboardProps = {
  now: string;
  activeStudentCount: number;
  activeCompanyCount: number;
  enrollments: { sessionId: number; counts: Partial<Record<EnrollmentStatus, number>> }[];
  openings: { sessionId: number; counts: Partial<Record<OpeningStatus, number>>; quota: Partial<Record<OpeningStatus, number>> }[];
};

export const ENROLLMENT_BAR_COLOURS: Record<EnrollmentStatus, string> = {
  PROFILE_EDIT_PENDING: 'bg-warning-600',
  RANKING_PENDING: 'bg-info-600',
  RANKING_SUBMITTED: 'bg-brand-600',
  MATCHING_SUCCESS: 'bg-success-600',
  MATCHING_FAILED: 'bg-error-600',
};

const sumOf = (counts: Partial<Record<string, number>>) => Object.values(counts).reduce<number>((sum, value) => sum + (value ?? 0), 0);
// Openings students can see or that went further than publishing.
const LIVE_OPENING_STATUSES: OpeningStatus[] = ['PUBLISHED', 'RANKING_SUBMITTED', 'RESULT_ANNOUNCED'];

export function AdminDashboard({ now: serverNow, activeStudentCount, activeCompanyCount, enrollments, openings }: AdminDashboardProps) {
  const now = useNow(serverNow);
  const { currentGroup, currentSession } = useCurrentSession();

  if (!currentGroup || !currentSession) {
    return (
      <>
        <PageHeader title="ภาพรวมระบบ" description="สรุปความคืบหน้าของการจับคู่ฝึกงานในกลุ่มรอบที่เลือก" />
        <EmptyState
          icon={Layers}
          title="ยังไม่มีกลุ่มรอบการฝึกงาน"
          description="สร้างกลุ่มรอบและรอบการฝึกงานแรก แล้วภาพรวมของนิสิต บริษัท และตำแหน่งงานจะแสดงที่นี่"
          action={
            <Button asChild>
              <Link href="/session-group">ไปที่กลุ่มรอบ</Link>
            </Button>
          }
        />
      </>
    );
  }

  const enrollmentBySession = new Map(enrollments.map((entry) => [entry.sessionId, entry.counts]));
  const openingsBySession = new Map(openings.map((entry) => [entry.sessionId, entry]));
  const groupSessions = currentGroup.sessions;
  const enrolledInGroup = groupSessions.reduce((sum, session) => sum + sumOf(enrollmentBySession.get(session.sessionId) ?? {}), 0);
  const matchedInGroup = groupSessions.reduce((sum, session) => sum + (enrollmentBySession.get(session.sessionId)?.MATCHING_SUCCESS ?? 0), 0);
  const liveOpenings = groupSessions.reduce((sum, session) => {
    const entry = openingsBySession.get(session.sessionId);
    return sum + LIVE_OPENING_STATUSES.reduce((inner, status) => inner + (entry?.counts[status] ?? 0), 0);
  }, 0);
  const liveQuota = groupSessions.reduce((sum, session) => {
    const entry = openingsBySession.get(session.sessionId);
    return sum + LIVE_OPENING_STATUSES.reduce((inner, status) => inner + (entry?.quota[status] ?? 0), 0);
  }, 0);

  return (
    <>
      <PageHeader
        eyebrow={`${currentGroup.title} · ${roundLabel(currentGroup.currentRound)}`}
        title="ภาพรวมระบบ"
        description="สรุปความคืบหน้าของนิสิต ตำแหน่งงาน และกำหนดการของกลุ่มรอบที่เลือก"
        actions={
          <>
            <Button asChild variant="cancel">
              <Link href={`/session-group/${currentGroup.sessionGroupId}`}>จัดการกลุ่มรอบ</Link>
            </Button>
            <Button asChild>
              <Link href="/report">
                <ChartColumn aria-hidden="true" />
                ดูรายงาน
              </Link>
            </Button>
          </>
        }
      />

      <section aria-labelledby="overview-heading">
        <h2 id="overview-heading" className="sr-only">
          ตัวเลขสรุป
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          <StatCard icon={GraduationCap} label="นิสิตที่ใช้งานอยู่" value={formatNumber(activeStudentCount)} hint="ทุกชั้นปีในระบบ" />
          <StatCard icon={Building2} label="บริษัทที่ใช้งานอยู่" value={formatNumber(activeCompanyCount)} hint="บริษัทที่ร่วมโครงการ" />
          <StatCard icon={Users} label="นิสิตที่ลงทะเบียนในกลุ่มรอบนี้" value={formatNumber(enrolledInGroup)} hint={`จับคู่สำเร็จแล้ว ${formatNumber(matchedInGroup)} คน`} />
          <StatCard icon={Briefcase} label="ตำแหน่งงานที่เปิดรับ" value={formatNumber(liveOpenings)} hint={`รับรวม ${formatNumber(liveQuota)} อัตรา`} />
        </div>
      </section>

      {/* Small screens: the next deadline right after the figures; from lg it heads the side column. */}
      <NextDeadline session={currentSession} now={now} audience="admin" className="mt-6 lg:hidden" />

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle>ความคืบหน้าของนิสิตแยกตามรอบ</CardTitle>
              <CardDescription>จำนวนนิสิตที่ลงทะเบียนในแต่ละรอบ แยกตามสถานะปัจจุบัน</CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="grid gap-6">
                {groupSessions.map((session) => {
                  const counts = enrollmentBySession.get(session.sessionId) ?? {};
                  const total = sumOf(counts);
                  return (
                    <li key={session.sessionId} className="grid gap-2.5">
                      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                        <h3 className="text-sm font-semibold text-gray-900">
                          <Link href={`/session/${session.sessionId}`} className="rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
                            {session.title}
                          </Link>
                        </h3>
                        <p className="text-xs text-gray-600">
                          ทั้งหมด <span className="font-semibold text-gray-900 tabular-nums">{formatNumber(total)}</span> คน
                        </p>
                      </div>
                      {total > 0 ? (
                        <StackedBar
                          label={`สถานะนิสิตใน${session.title}`}
                          segments={ENROLLMENT_STATUSES.map((status) => ({ key: status, label: ENROLLMENT_STATUS_LABELS_TH[status], value: counts[status] ?? 0, colour: ENROLLMENT_BAR_COLOURS[status] }))}
                        />
                      ) : (
                        <p className="rounded-xl border border-dashed bg-gray-50 px-4 py-3 text-sm text-gray-600">ยังไม่มีนิสิตลงทะเบียนในรอบนี้</p>
                      )}
                    </li>
                  );
                })}
              </ul>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>ตำแหน่งงานแยกตามสถานะ</CardTitle>
              <CardDescription>จำนวนตำแหน่งงานของทุกบริษัทในแต่ละรอบ</CardDescription>
            </CardHeader>
            <CardContent className="px-0 pb-2 sm:px-0">
              {/* Focusable so keyboard users can scroll the table sideways on small screens. */}
              <div className="overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600" tabIndex={0} role="region" aria-label="ตารางตำแหน่งงานแยกตามสถานะ">
                <table className="w-full min-w-[36rem] text-sm">
                  <caption className="sr-only">จำนวนตำแหน่งงานแยกตามรอบและสถานะ</caption>
                  <thead>
                    <tr className="border-y bg-gray-50 text-left text-xs text-gray-600">
                      <th scope="col" className="px-5 py-2.5 font-medium sm:px-6">
                        รอบ
                      </th>
                      {OPENING_STATUSES.map((status) => (
                        <th key={status} scope="col" className="px-3 py-2.5 text-right font-medium whitespace-nowrap">
                          {OPENING_STATUS_LABELS_TH[status]}
                        </th>
                      ))}
                      <th scope="col" className="px-5 py-2.5 text-right font-medium sm:px-6">
                        รวม
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {groupSessions.map((session) => {
                      const entry = openingsBySession.get(session.sessionId);
                      return (
                        <tr key={session.sessionId} className="border-b last:border-b-0">
                          <th scope="row" className="min-w-44 px-5 py-3 text-left font-medium text-gray-900 sm:px-6">
                            {session.title}
                          </th>
                          {OPENING_STATUSES.map((status) => (
                            <td key={status} className="px-3 py-3 text-right text-gray-800 tabular-nums">
                              {formatNumber(entry?.counts[status] ?? 0)}
                            </td>
                          ))}
                          <td className="px-5 py-3 text-right font-semibold text-gray-900 tabular-nums sm:px-6">{formatNumber(sumOf(entry?.counts ?? {}))}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            </CardContent>
          </Card>
        </div>

        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <NextDeadline session={currentSession} now={now} audience="admin" className="hidden lg:block" />
          <RoundScheduleCard session={currentSession} now={now} audience="admin" subtitle={currentGroup.title} />
        </div>
      </div>

      <section aria-labelledby="admin-shortcuts" className="mt-8">
        <h2 id="admin-shortcuts" className="mb-3 text-base font-semibold text-gray-900">
          ทางลัด
        </h2>
        <QuickLinks
          className="lg:grid-cols-4"
          items={[
            { href: '/student', title: 'นิสิต', description: 'นำเข้ารายชื่อและจัดการการลงทะเบียน', icon: GraduationCap },
            { href: '/company', title: 'บริษัท', description: 'เพิ่มบริษัทและบัญชีผู้ใช้ของบริษัท', icon: Building2 },
            { href: '/opening', title: 'ตำแหน่งงาน', description: 'ตรวจสอบและเผยแพร่ตำแหน่งงาน', icon: ListChecks },
            { href: `/session/${currentSession.sessionId}/${currentSession.currentRound}/matching`, title: 'การจับคู่', description: `จับคู่ของ${currentSession.title}`, icon: UserCheck },
          ]}
        />
      </section>
    </>
  );
}
