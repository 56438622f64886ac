import { Undo2, UserPlus } from 'lucide-react';
import Link from 'next/link';
import { apiCall } from '@/lib/api-call';
import { cn } from '@/lib/cn';
import type { MatchingResultItem, MatchingRoundState } from '@/lib/matching';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { exportLink } from '@/components/ui/data-table-bulk';
import { EmptyState } from '@/components/ui/empty-state';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { MATCHING_FAILURE } from './labels';
import { matchingResultColumns } from './matching-result-columns';

export type MatchingOutcomeFilter = 'MATCHED' | 'UNMATCHED' | null;

const OUTCOME_FILTERS: { value: MatchingOutcomeFilter; label: string }[] = [
  { value: null, label: 'ทั้งหมด' },
  { value: 'MATCHED', label: 'จับคู่สำเร็จ' },
  { value: 'UNMATCHED', label: 'ไม่ได้รับการจับคู่' },
];

/** Each student's result in the round, filtered by outcome in the URL, with a confirmed undo on each matched row. */
export function MatchingResultsCard({ state, outcome }: { state: MatchingRoundState; outcome: MatchingOutcomeFilter }) {
  const undoingStudent = useMutationAction<MatchingResultItem, unknown>({
    action: (row) =>
      apiCall('DELETE /admin/sessions/{sessionId}/enrollments/{studentId}/matching', {
        params: { sessionId: state.sessionId, studentId: row.studentId },
        body: { openingId: row.openingId ?? undefined },
      }),
    success: (_, row) => `ยกเลิกผลของ ${row.studentId} แล้ว`,
    failure: MATCHING_FAILURE,
  });
  const undoStudent = async (row: MatchingResultItem) => {
    await undoingStudent.runOrThrow(row);
  };

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <CardTitle>ผลการจับคู่</CardTitle>
          <CardDescription>ผลของนิสิตแต่ละคนในรอบนี้ ทั้งจากอัลกอริทึมและที่ผู้ดูแลกำหนด</CardDescription>
        </div>
        <nav aria-label="กรองผล" className="flex flex-wrap gap-1">
          {OUTCOME_FILTERS.map((filter) => (
            <Link
              key={filter.label}
              href={filter.value ? `?outcome=${filter.value}` : '?'}
              aria-current={outcome === filter.value ? 'page' : undefined}
              className={cn(
                'rounded-lg px-3 py-1.5 text-sm font-medium text-gray-700 hover:bg-gray-100',
                outcome === filter.value && 'bg-brand-50 text-brand-800',
              )}
            >
              {filter.label}
            </Link>
          ))}
        </nav>
      </CardHeader>
      <CardContent>
        {state.results.meta.totalItem === 0 && outcome === null ? (
          <EmptyState icon={UserPlus} title="ยังไม่มีผลการจับคู่" description="หลังเรียกใช้การจับคู่หรือกำหนดผลด้วยตนเอง ผลของนิสิตแต่ละคนจะแสดงที่นี่" />
        ) : (
          <DataTable
            id="admin-matching-results"
            caption="ผลการจับคู่ของนิสิต"
            columns={matchingResultColumns}
            data={state.results.items}
            meta={state.results.meta}
            getRowId={(row) => row.studentId}
            url={{ filterKeys: ['outcome'] }}
            exportHref={(format, query) => exportLink(`/admin/sessions/${state.sessionId}/matching/${state.round}`, format, query)}
            rowActions={[
              (row) =>
                state.canChangeResults && row.openingId ? (
                  <ConfirmDialog
                    tone="error"
                    title={`ยกเลิกผลของ ${row.studentId}?`}
                    description={`นิสิตจะไม่ได้รับ “${row.openingTitle}” และที่นั่งนี้จะว่างลงหนึ่งที่`}
                    confirmLabel="ยกเลิกผล"
                    onConfirm={() => undoStudent(row)}
                    trigger={
                      <Button size="sm" variant="ghost" aria-label={`ยกเลิกผลของ ${row.studentId}`}>
                        <Undo2 aria-hidden="true" />
                        ยกเลิกผล
                      </Button>
                    }
                  />
                ) : null,
            ]}
            emptyFiltered="ไม่มีผลตามตัวกรอง"
          />
        )}
      </CardContent>
    </Card>
  );
}
