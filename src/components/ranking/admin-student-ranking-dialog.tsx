'use client';

import { ListOrdered, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { apiCall } from '@/lib/api-call';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import type { SubmittedRanking } from '@/lib/rankings';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { RankingHistory } from './ranking-history';

/**
 * An admin's look at one student's ranking of the current round (openings, history with who did
 * what) and the unsubmit that sends it back to draft, behind a confirmation.
 */
export function AdminStudentRankingDialog({
  sessionId,
  round,
  studentId,
  studentName,
}: {
  sessionId: number;
  round: number;
  studentId: string;
  studentName: string;
}) {
  const [ranking, setRanking] = useState<SubmittedRanking | null>(null);
  const [error, setError] = useState<string | null>(null);
  const params = { sessionId, studentId, round };

  async function load() {
    setError(null);
    try {
      setRanking(await apiCall('GET /admin/sessions/{sessionId}/enrollments/{studentId}/ranking/{round}', { params }));
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  const unsubmitting = useMutationAction<void, void>({
    action: async () => {
      await apiCall('DELETE /admin/sessions/{sessionId}/enrollments/{studentId}/ranking/{round}', { params });
      await load();
    },
    success: { title: 'ยกเลิกการส่งอันดับแล้ว', description: `${studentName} กลับไปแก้ไขและส่งอันดับใหม่ได้` },
    failure: 'ยกเลิกการส่งอันดับไม่สำเร็จ',
  });
  const unsubmit = () => unsubmitting.runOrThrow();

  const titles = new Map(ranking?.openings.map((opening) => [opening.openingId, opening.title]) ?? []);
  return (
    <Dialog onOpenChange={(open) => (open ? void load() : setRanking(null))}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`ดูอันดับของ ${studentName}`}>
          <ListOrdered aria-hidden="true" />
          อันดับ
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-2xl">
        <DialogTitle>
          อันดับของ {studentName} · รอบที่ {round}
        </DialogTitle>
        <DialogDescription>ตำแหน่งงานที่สมัครตามลำดับ และประวัติการส่งทั้งหมด</DialogDescription>
        {error ? (
          <p className="text-sm text-error-700">{error}</p>
        ) : ranking === null ? (
          <p className="flex items-center gap-2 text-sm text-gray-600">
            <Spinner className="size-4" /> กำลังโหลด…
          </p>
        ) : (
          <div className="grid gap-4">
            {ranking.isSubmitted ? (
              <>
                <p className="text-sm text-gray-700">ส่งเมื่อ {formatDateTime(ranking.submittedAt)}</p>
                <ol className="list-decimal pl-6 text-sm text-gray-900">
                  {ranking.openings.map((opening) => (
                    <li key={opening.openingId}>
                      {opening.title} — {opening.company.companyNameTh}
                    </li>
                  ))}
                </ol>
                <div>
                  <ConfirmDialog
                    tone="error"
                    title="ยกเลิกการส่งอันดับ?"
                    description={`ใบสมัครทั้งหมดของ ${studentName} ในรอบนี้จะถูกยกเลิก และสถานะกลับเป็นรอจัดอันดับ นิสิตส่งใหม่ได้ก่อนวันปิดการจัดอันดับ`}
                    confirmLabel="ยกเลิกการส่ง"
                    onConfirm={unsubmit}
                    trigger={
                      <Button variant="errorOutline">
                        <Undo2 aria-hidden="true" />
                        ยกเลิกการส่งอันดับ
                      </Button>
                    }
                  />
                </div>
              </>
            ) : (
              <p className="text-sm text-gray-600">ยังไม่มีอันดับที่ส่งในรอบนี้</p>
            )}
            <RankingHistory rankings={[ranking]} titleOf={(openingId) => titles.get(openingId)} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
