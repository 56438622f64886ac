import { Play, RotateCcw, Undo2 } from 'lucide-react';
import type { MatchingPreview, MatchingRoundState } from '@/lib/matching';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatCount } from './labels';
import type { MatchingRun } from './use-matching-run';

/** Run (or run again) after a confirmation that reads the fresh preview, and undo the algorithm's results. */
export function MatchingRunControls({
  state,
  preview,
  run,
  blockedId,
}: {
  state: MatchingRoundState;
  preview: MatchingPreview;
  run: MatchingRun;
  /** The id of the text saying why the run is blocked, which describes the disabled button. */
  blockedId: string;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        disabled={!preview.canRun}
        aria-describedby={preview.canRun ? undefined : blockedId}
        isLoading={run.isLoadingPreview}
        onClick={run.askToRun}
      >
        {state.isMatchingInitiated ? <RotateCcw aria-hidden="true" /> : <Play aria-hidden="true" />}
        {state.isMatchingInitiated ? 'เรียกใช้ใหม่' : 'เรียกใช้การจับคู่'}
      </Button>
      <ConfirmDialog
        open={run.confirming !== null}
        onOpenChange={(open) => {
          if (!open) run.cancelConfirming();
        }}
        title={state.isMatchingInitiated ? 'เรียกใช้การจับคู่ใหม่?' : 'เรียกใช้การจับคู่?'}
        description={run.confirming ? <RunDescription preview={run.confirming} /> : null}
        confirmLabel={state.isMatchingInitiated ? 'เรียกใช้ใหม่' : 'เรียกใช้'}
        onConfirm={run.run}
      />
      {state.isMatchingInitiated ? (
        <ConfirmDialog
          tone="error"
          title="ยกเลิกผลการจับคู่?"
          description="นิสิตทุกคนที่ได้ผลจากอัลกอริทึมในรอบนี้จะกลับไปรอผล ผลที่กำหนดโดยผู้ดูแลยังคงอยู่"
          confirmLabel="ยกเลิกผล"
          onConfirm={run.undoRun}
          trigger={
            <Button variant="errorOutline" disabled={!state.canChangeResults}>
              <Undo2 aria-hidden="true" />
              ยกเลิกผลการจับคู่
            </Button>
          }
        />
      ) : null}
    </div>
  );
}

function RunDescription({ preview }: { preview: MatchingPreview }) {
  return (
    <>
      {preview.isMatchingInitiated ? 'ผลเดิมที่ได้จากอัลกอริทึมจะถูกแทนที่ ผลที่กำหนดโดยผู้ดูแลยังคงอยู่ ' : 'ระบบจะจับคู่นิสิตที่ส่งการจัดอันดับแล้วทั้งหมด '}
      {`นิสิต ${formatCount(preview.studentCount)} คน ใบสมัคร ${formatCount(preview.applicationCount)} รายการ `}
      {preview.openingsWithoutRanking.length > 0
        ? `มี ${formatCount(preview.openingsWithoutRanking.length)} ตำแหน่งที่บริษัทยังไม่ส่งการจัดอันดับ ตำแหน่งเหล่านี้จะไม่รับนิสิตในการจับคู่ครั้งนี้`
        : 'ทุกตำแหน่งส่งการจัดอันดับแล้ว'}
      {preview.studentCount >= 10_000 ? ` นิสิต ${formatCount(preview.studentCount)} คนอาจใช้เวลาหลายวินาที โปรดรอจนกว่าระบบแจ้งผล` : ''}
    </>
  );
}
