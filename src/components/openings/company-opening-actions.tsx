'use client';

import { Pencil, Send, Trash2, Undo2 } from 'lucide-react';
import Link from 'next/link';
import { apiCall } from '@/lib/api-call';
import type { CompanyOpeningView } from '@/lib/openings';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMutationAction } from '@/components/ui/use-mutation-action';

type Action = 'publish' | 'withdraw' | 'delete';

const DONE: Record<Action, string> = { publish: 'เผยแพร่ตำแหน่งงานแล้ว', withdraw: 'ถอนตำแหน่งงานแล้ว', delete: 'ลบฉบับร่างแล้ว' };

/**
 * Publish, withdraw, delete and edit of one opening, each behind a confirmation. The buttons follow
 * docs/openings.md: publish and delete a DRAFT, withdraw a PUBLISHED opening, edit a DRAFT at any time
 * and a PUBLISHED one until the opening submission deadline.
 */
export function CompanyOpeningActions({
  opening,
  isBeforeDeadline,
  onChanged,
  onDeleted = onChanged,
  size = 'sm',
  showEdit = true,
}: {
  opening: CompanyOpeningView;
  isBeforeDeadline: boolean;
  onChanged: () => void;
  onDeleted?: () => void;
  size?: 'sm' | 'md';
  showEdit?: boolean;
}) {
  const params = { sessionId: opening.sessionId, openingId: opening.openingId };
  const mutation = useMutationAction<Action, unknown>({
    action: (action) =>
      action === 'delete'
        ? apiCall('DELETE /company/sessions/{sessionId}/openings/{openingId}', { params })
        : apiCall(`POST /company/sessions/{sessionId}/openings/{openingId}/${action}`, { params }),
    success: (_, action) => ({ title: DONE[action], description: opening.title }),
    failure: 'ดำเนินการไม่สำเร็จ',
    // The screen decides what follows: a refresh, or leaving the page of the opening it deleted.
    refresh: false,
    onSuccess: (_, action) => (action === 'delete' ? onDeleted : onChanged)(),
  });

  const canEdit = opening.status === 'DRAFT' || (opening.status === 'PUBLISHED' && isBeforeDeadline);
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {showEdit && canEdit ? (
        <Button asChild size={size} variant="ghost">
          <Link href={`/opening/${opening.openingId}/session/${opening.sessionId}/edit`} aria-label={`แก้ไข ${opening.title}`}>
            <Pencil aria-hidden="true" />
            แก้ไข
          </Link>
        </Button>
      ) : null}
      {opening.status === 'DRAFT' && isBeforeDeadline ? (
        <ConfirmDialog
          title="เผยแพร่ตำแหน่งงานนี้?"
          description={`“${opening.title}” จะแสดงให้นิสิตเห็นตั้งแต่วันประกาศตำแหน่งงาน ระบบจะตรวจสัดส่วนจำนวนที่รับของบริษัทก่อนเผยแพร่`}
          confirmLabel="เผยแพร่"
          onConfirm={async () => {
            await mutation.runOrThrow('publish');
          }}
          trigger={
            <Button size={size} variant="outline" aria-label={`เผยแพร่ ${opening.title}`}>
              <Send aria-hidden="true" />
              เผยแพร่
            </Button>
          }
        />
      ) : null}
      {opening.status === 'PUBLISHED' ? (
        <ConfirmDialog
          tone="error"
          title="ถอนตำแหน่งงานนี้?"
          description={`“${opening.title}” จะไม่รับสมัครอีก และใบสมัครที่มีอยู่จะสิ้นสุดลง การถอนย้อนกลับไม่ได้`}
          confirmLabel="ถอนตำแหน่งงาน"
          onConfirm={async () => {
            await mutation.runOrThrow('withdraw');
          }}
          trigger={
            <Button size={size} variant="errorOutline" aria-label={`ถอน ${opening.title}`}>
              <Undo2 aria-hidden="true" />
              ถอน
            </Button>
          }
        />
      ) : null}
      {opening.status === 'DRAFT' ? (
        <ConfirmDialog
          tone="error"
          title="ลบฉบับร่างนี้?"
          description={`“${opening.title}” จะถูกลบถาวร`}
          confirmLabel="ลบ"
          onConfirm={async () => {
            await mutation.runOrThrow('delete');
          }}
          trigger={
            <Button size={size} variant="ghost" aria-label={`ลบ ${opening.title}`} className="text-error-700">
              <Trash2 aria-hidden="true" />
              ลบ
            </Button>
          }
        />
      ) : null}
    </div>
  );
}
