'use client';

import { Eye, Megaphone, Send } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { apiCall } from '@/lib/api-call';
import { formatDate, formatDateTime } from '@/lib/dates';
import { EVALUATION_KIND_LABELS_TH, type EvaluationDetailView, type EvaluationRowView } from '@/lib/evaluations';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { EvaluationAnswersView } from './evaluation-labels';

const kindOf = (row: EvaluationRowView) => `${EVALUATION_KIND_LABELS_TH[row.kind]} ของ ${row.studentName}`;

/** Send the mentor a link now, or a new one (the old link stops working). */
export function SendEvaluationLinkButton({ row }: { row: EvaluationRowView }) {
  const sending = useMutationAction<void>({
    action: () =>
      apiCall('POST /admin/sessions/{sessionId}/evaluations/send', {
        params: { sessionId: row.sessionId },
        body: { studentId: row.studentId, kind: row.kind },
      }),
    success: { title: 'ส่งลิงก์แบบประเมินแล้ว', description: row.mentorEmail ?? undefined },
    failure: 'ส่งลิงก์ไม่สำเร็จ',
  });
  if (row.state === 'SUBMITTED') return null;
  const isResend = row.sendCount > 0;
  const label = isResend ? 'ส่งลิงก์ใหม่' : 'ส่งลิงก์';
  return (
    <ConfirmDialog
      title={`${label}${kindOf(row)}?`}
      description={
        isResend
          ? `ระบบจะส่งลิงก์ใหม่ไปที่ ${row.mentorEmail ?? '–'} และลิงก์ที่ส่งไปก่อนหน้าจะใช้ไม่ได้ทันที`
          : `ระบบจะส่งลิงก์แบบประเมินไปที่ ${row.mentorEmail ?? '–'} ตอนนี้`
      }
      confirmLabel={label}
      onConfirm={async () => void (await sending.runOrThrow())}
      trigger={
        <Button size="sm" variant="outline">
          <Send aria-hidden="true" />
          {label}
          <span className="sr-only"> {kindOf(row)}</span>
        </Button>
      }
    />
  );
}

/** Show a submitted evaluation to its student (with a notice). */
export function ReleaseEvaluationButton({ row }: { row: EvaluationRowView }) {
  const releasing = useMutationAction<void>({
    action: () =>
      apiCall('POST /admin/sessions/{sessionId}/evaluations/release', {
        params: { sessionId: row.sessionId },
        body: { requestIds: [row.requestId!] },
      }),
    success: 'เผยแพร่ผลประเมินให้นิสิตแล้ว',
    failure: 'เผยแพร่ไม่สำเร็จ',
  });
  if (row.state !== 'SUBMITTED' || row.releasedAt || row.requestId === null) return null;
  return (
    <ConfirmDialog
      title={`เผยแพร่${kindOf(row)}ให้นิสิตเห็น?`}
      description="นิสิตจะเห็นคำตอบของพี่เลี้ยงและได้รับการแจ้งเตือน การเผยแพร่ย้อนกลับไม่ได้"
      confirmLabel="เผยแพร่"
      onConfirm={async () => void (await releasing.runOrThrow())}
      trigger={
        <Button size="sm" variant="successOutline">
          <Megaphone aria-hidden="true" />
          เผยแพร่<span className="sr-only"> {kindOf(row)}</span>
        </Button>
      }
    />
  );
}

/** The mentor's answers in a dialog, read when opened. */
export function ViewEvaluationButton({ row }: { row: EvaluationRowView }) {
  const [detail, setDetail] = useState<EvaluationDetailView | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (row.state !== 'SUBMITTED' || row.requestId === null) return null;
  const load = (open: boolean) => {
    if (!open || detail) return;
    apiCall('GET /admin/sessions/{sessionId}/evaluations/{requestId}', { params: { sessionId: row.sessionId, requestId: row.requestId! } })
      .then(setDetail)
      .catch((caught) => setError(errorMessage(caught)));
  };
  return (
    <Dialog onOpenChange={load}>
      <DialogTrigger asChild>
        <Button size="sm" variant="cancel">
          <Eye aria-hidden="true" />
          ดูคำตอบ<span className="sr-only"> {kindOf(row)}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogTitle>{kindOf(row)}</DialogTitle>
        <DialogDescription>
          {row.companyName} · ส่งเมื่อ {formatDateTime(row.submittedAt)}
          {row.score !== null ? ` · คะแนน ${row.score.toLocaleString('th-TH')} จาก 100` : ''}
          {row.releasedAt ? ` · เผยแพร่แล้วเมื่อ ${formatDate(row.releasedAt)}` : ' · ยังไม่เผยแพร่ให้นิสิต'}
        </DialogDescription>
        {error ? (
          <p role="alert" className="text-error-700">
            {error}
          </p>
        ) : detail ? (
          <EvaluationAnswersView detail={detail} />
        ) : (
          <p>กำลังโหลด…</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
