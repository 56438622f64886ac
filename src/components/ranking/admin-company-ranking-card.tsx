'use client';

import { History, ListOrdered, Undo2 } from 'lucide-react';
import Link from 'next/link';
import { apiCall } from '@/lib/api-call';
import { ApiError, errorMessage } from '@/lib/api-client';
import type { AdminCompanyRankingView } from '@/lib/company-rankings';
import { formatDateTime } from '@/lib/dates';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMutationAction } from '@/components/ui/use-mutation-action';

export type RankingAccount = AdminCompanyRankingView['submittedBy'];
export type RankedApplicant = { applicationId: number; studentId: string; name: string; profileToken: string; isShared?: boolean };

/** GET /api/admin/openings/{openingId}/ranking/{round} as the page hands it over: the students named, the excluded ones too. */
export type AdminCompanyRanking = Omit<AdminCompanyRankingView, 'applications' | 'excludedApplicationIds'> & {
  applications: RankedApplicant[];
  excludedApplications: RankedApplicant[];
};

const ACTION_LABELS: Record<AdminCompanyRanking['history'][number]['action'], string> = {
  SUBMIT: 'บริษัทส่งอันดับ',
  UNSUBMIT: 'ผู้ดูแลระบบยกเลิกการส่ง',
  REORDER: 'เปลี่ยนลำดับ',
  CANCEL: 'ถอนการสมัคร',
};

/** The API's refusals of an unsubmit, in Thai. */
function thaiUnsubmitError(error: unknown): string {
  const message = errorMessage(error);
  if (error instanceof ApiError && error.status === 409) {
    if (message.startsWith('Only a ranking of the current round')) return 'ยกเลิกได้เฉพาะอันดับของรอบปัจจุบัน';
    if (message.includes('has already run')) return 'การจับคู่ของรอบนี้ทำงานไปแล้ว ต้องยกเลิกผลการจับคู่ก่อน';
    if (message.startsWith('The company has no submitted ranking')) return 'บริษัทยังไม่ได้ส่งอันดับในรอบนี้ หรือถูกยกเลิกไปแล้ว';
  }
  return message;
}

function accountName(account: RankingAccount): string {
  if (!account) return 'ไม่ทราบผู้ดำเนินการ';
  return account.username ?? account.email ?? account.platformUid;
}

function StudentLink({ applicant }: { applicant: RankedApplicant }) {
  return (
    <Link
      href={`/student/profile/${encodeURIComponent(applicant.profileToken)}`}
      className="font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {applicant.name || applicant.studentId}
    </Link>
  );
}

/**
 * The admin's look at the company's ranking of one opening in one round: the submitted order, the
 * excluded applicants with the company's note, every submit and unsubmit with who did it, and the
 * unsubmit that sends the ranking back to the company's draft (behind a confirmation).
 */
export function AdminCompanyRankingCard({
  ranking,
  companyName,
  canUnsubmit,
  unsubmitBlockedReason,
}: {
  ranking: AdminCompanyRanking;
  companyName: string;
  canUnsubmit: boolean;
  unsubmitBlockedReason: string | null;
}) {
  const isSubmitted = ranking.submittedAt !== null;
  const unsubmitting = useMutationAction<void, unknown>({
    action: () =>
      apiCall('DELETE /admin/openings/{openingId}/ranking/{round}', { params: { openingId: ranking.openingId, round: ranking.round } }),
    success: { title: 'ยกเลิกการส่งอันดับแล้ว', description: `${companyName} กลับไปแก้ไขและส่งอันดับใหม่ได้` },
    failure: 'ยกเลิกการส่งอันดับไม่สำเร็จ',
    describeError: thaiUnsubmitError,
  });
  const unsubmit = async () => {
    await unsubmitting.runOrThrow();
  };

  return (
    <Card role="region" aria-label={`อันดับผู้สมัครของบริษัท รอบที่ ${ranking.round}`} className="mb-6">
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <CardTitle className="flex flex-wrap items-center gap-2">
            <ListOrdered aria-hidden="true" className="size-5 text-gray-500" />
            อันดับผู้สมัครของบริษัท · รอบที่ {ranking.round}
            {isSubmitted ? <Badge tone="success">ส่งแล้ว</Badge> : <Badge tone="neutral">ยังไม่ส่ง</Badge>}
          </CardTitle>
          <CardDescription>
            {isSubmitted
              ? `ส่งโดย ${accountName(ranking.submittedBy)} เมื่อ ${formatDateTime(ranking.submittedAt)}`
              : 'บริษัทยังไม่ได้ส่งอันดับของรอบนี้ หรืออันดับที่ส่งถูกยกเลิกแล้ว'}
          </CardDescription>
        </div>
        {isSubmitted ? (
          <div className="mt-2 grid justify-items-start gap-1 sm:mt-0 sm:justify-items-end">
            <ConfirmDialog
              tone="error"
              title={`ยกเลิกการส่งอันดับของ ${companyName}?`}
              description={`อันดับของรอบที่ ${ranking.round} จะกลับเป็นฉบับร่าง บริษัทแก้ไขและส่งใหม่ได้ก่อนวันปิดการจัดอันดับ ประวัติการส่งครั้งนี้ยังคงอยู่`}
              confirmLabel="ยกเลิกการส่ง"
              onConfirm={unsubmit}
              trigger={
                <Button variant="errorOutline" disabled={!canUnsubmit}>
                  <Undo2 aria-hidden="true" />
                  ยกเลิกการส่งอันดับ
                </Button>
              }
            />
            {unsubmitBlockedReason ? <p className="max-w-xs text-xs text-gray-600">{unsubmitBlockedReason}</p> : null}
          </div>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-6">
        {isSubmitted ? (
          <div className="grid gap-6 md:grid-cols-2">
            <section aria-labelledby={`ranked-${ranking.openingId}`}>
              <h3 id={`ranked-${ranking.openingId}`} className="text-sm font-semibold text-gray-900">
                ผู้สมัครที่เลือกตามลำดับ ({ranking.applications.length.toLocaleString('th-TH')} คน)
              </h3>
              {ranking.applications.length === 0 ? (
                <p className="mt-2 text-sm text-gray-600">บริษัทไม่ได้เลือกผู้สมัครคนใด</p>
              ) : (
                <ol className="mt-2 grid gap-1.5 text-sm">
                  {ranking.applications.map((applicant, index) => (
                    <li key={applicant.applicationId} className="flex flex-wrap items-center gap-2">
                      <span className="w-6 text-right font-semibold text-gray-700 tabular-nums">{index + 1}.</span>
                      <StudentLink applicant={applicant} />
                      <span className="font-mono text-xs text-gray-600">{applicant.studentId}</span>
                      {applicant.isShared ? <Badge tone="info">แจ้งอันดับให้นิสิต</Badge> : null}
                    </li>
                  ))}
                </ol>
              )}
            </section>
            <section aria-labelledby={`excluded-${ranking.openingId}`}>
              <h3 id={`excluded-${ranking.openingId}`} className="text-sm font-semibold text-gray-900">
                ผู้สมัครที่ไม่พิจารณา ({ranking.excludedApplications.length.toLocaleString('th-TH')} คน)
              </h3>
              {ranking.excludedApplications.length === 0 ? (
                <p className="mt-2 text-sm text-gray-600">ไม่มี บริษัทเลือกผู้สมัครทุกคน</p>
              ) : (
                <ul className="mt-2 grid gap-1.5 text-sm">
                  {ranking.excludedApplications.map((applicant) => (
                    <li key={applicant.applicationId} className="flex flex-wrap items-center gap-2">
                      <StudentLink applicant={applicant} />
                      <span className="font-mono text-xs text-gray-600">{applicant.studentId}</span>
                    </li>
                  ))}
                </ul>
              )}
              <p className="mt-3 text-sm text-gray-700">
                <span className="font-medium text-gray-900">เหตุผลที่บริษัทระบุ: </span>
                {ranking.excludedApplicationNote ?? <span className="text-gray-600">ไม่ได้ระบุ</span>}
              </p>
            </section>
          </div>
        ) : null}
        <section aria-labelledby={`history-${ranking.openingId}`}>
          <h3 id={`history-${ranking.openingId}`} className="flex items-center gap-2 text-sm font-semibold text-gray-900">
            <History aria-hidden="true" className="size-4 text-gray-500" />
            ประวัติการส่งอันดับของรอบนี้
          </h3>
          {ranking.history.length === 0 ? (
            <p className="mt-2 text-sm text-gray-600">ยังไม่มีการส่งอันดับในรอบนี้</p>
          ) : (
            <ol aria-label="ประวัติการส่งอันดับ" className="mt-2 grid gap-2 border-l-2 border-gray-200 pl-4">
              {[...ranking.history].reverse().map((entry, index) => (
                <li key={`${entry.submittedAt}-${index}`} className="text-sm">
                  <span className="font-medium text-gray-800">{ACTION_LABELS[entry.action]}</span>
                  <span className="text-gray-600">
                    {' '}
                    · {formatDateTime(entry.submittedAt)} · โดย {accountName(entry.submittedBy)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
