import { useId } from 'react';
import { formatDateTime } from '@/lib/dates';
import type { MatchingPreview, MatchingRoundState } from '@/lib/matching';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCount } from './labels';
import { MatchingRunControls } from './matching-run-controls';
import type { MatchingRun } from './use-matching-run';

/** What a run would take in, why it cannot run yet, and which openings have no company ranking; the run controls sit on top. */
export function MatchingPreviewCard({ state, preview, run }: { state: MatchingRoundState; preview: MatchingPreview; run: MatchingRun }) {
  const blockedId = useId();
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <CardTitle>ตรวจสอบก่อนเรียกใช้</CardTitle>
          <CardDescription>
            นิสิตที่รอผล {formatCount(preview.studentCount)} คน · ใบสมัคร {formatCount(preview.applicationCount)} รายการ · ตำแหน่ง{' '}
            {formatCount(preview.openingCount)} ตำแหน่ง
          </CardDescription>
        </div>
        <MatchingRunControls state={state} preview={preview} run={run} blockedId={blockedId} />
      </CardHeader>
      <CardContent className="grid gap-3">
        {!preview.canRun ? (
          <p id={blockedId} role="status" className="rounded-lg border border-warning-200 bg-warning-50 p-3 text-sm text-warning-800">
            {state.canChangeResults
              ? `ยังเรียกใช้ไม่ได้: ${preview.blockedReason ?? `จับคู่ได้ตั้งแต่ ${formatDateTime(state.matchingOpensAt)}`} (ดูข้อมูลตรวจสอบด้านล่างได้ตามปกติ)`
              : 'ถึงวันประกาศผลแล้ว จึงเรียกใช้ ยกเลิก หรือแก้ไขผลไม่ได้'}
          </p>
        ) : null}
        {preview.openingsWithoutRanking.length > 0 ? (
          <div className="grid gap-2">
            <h3 className="font-medium text-warning-800">
              ตำแหน่งที่บริษัทยังไม่ส่งการจัดอันดับ ({formatCount(preview.openingsWithoutRanking.length)})
            </h3>
            {/* Scrollable, so it takes focus: keyboard users can scroll a long list too. */}
            <ul
              tabIndex={0}
              aria-label="ตำแหน่งที่บริษัทยังไม่ส่งการจัดอันดับ"
              className="grid max-h-60 gap-1 overflow-y-auto rounded-md text-sm text-gray-700 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {preview.openingsWithoutRanking.map((opening) => (
                <li key={opening.openingId}>
                  {opening.companyNameTh} · {opening.title} — ผู้สมัคร {formatCount(opening.applicationCount)} คน
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="text-sm text-gray-700">ทุกตำแหน่งส่งการจัดอันดับแล้ว</p>
        )}
      </CardContent>
    </Card>
  );
}
