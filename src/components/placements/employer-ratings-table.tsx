'use client';

import { Eye, EyeOff, Star } from 'lucide-react';
import { apiCall } from '@/lib/api-call';
import { formatDate } from '@/lib/dates';
import type { EmployerRatingView } from '@/lib/employer-ratings';
import type { List } from '@/lib/list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useMutationAction } from '@/components/ui/use-mutation-action';

function PublishButton({ rating }: { rating: EmployerRatingView }) {
  const isPublished = rating.commentPublishedAt !== null;
  const toggle = useMutationAction({
    action: () =>
      apiCall('PATCH /admin/sessions/{sessionId}/employer-ratings/{studentId}', {
        params: { sessionId: rating.sessionId, studentId: rating.studentId },
        body: { commentPublished: !isPublished },
      }),
    success: isPublished ? 'ถอนการเผยแพร่ความคิดเห็นแล้ว' : 'เผยแพร่ความคิดเห็นแล้ว (ไม่ระบุชื่อผู้เขียน)',
  });
  return (
    <Button size="sm" variant="outline" disabled={toggle.isPending} onClick={() => void toggle.run()}>
      {isPublished ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      {isPublished ? 'ถอนการเผยแพร่' : 'เผยแพร่ความคิดเห็น'}
    </Button>
  );
}

/** The session's ratings of employers with their comments; the office publishes a comment (shown anonymously) or withdraws it. */
export function EmployerRatingsTable({ list }: { list: List<EmployerRatingView> }) {
  if (list.items.length === 0)
    return <EmptyState icon={Star} title="ยังไม่มีการให้คะแนนบริษัท" description="นิสิตให้คะแนนบริษัทได้เมื่อการฝึกงานสิ้นสุดหรือยุติแล้ว" />;
  return (
    <ul className="grid gap-3" aria-label="การให้คะแนนบริษัท">
      {list.items.map((rating) => (
        <li key={`${rating.studentId}-${rating.openingId}`} className="grid gap-2 rounded-lg border border-gray-200 p-4 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium text-gray-900">
              {rating.companyName} <span className="font-normal text-gray-600">· {rating.openingTitle}</span>
            </p>
            <span className="text-xs text-gray-600">
              {rating.studentName} ({rating.studentId}) · {formatDate(rating.createdAt)}
            </span>
          </div>
          <p className="text-gray-700">
            ภาพรวม {rating.overall} · พี่เลี้ยง {rating.mentoring} · การเรียนรู้ {rating.learning} · สภาพแวดล้อม {rating.workEnvironment} ·{' '}
            {rating.wouldRecommend ? 'แนะนำ' : 'ไม่แนะนำ'}
          </p>
          {rating.comment ? (
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="max-w-prose whitespace-pre-wrap text-gray-800">“{rating.comment}”</p>
              <div className="flex items-center gap-2">
                {rating.commentPublishedAt ? <Badge tone="success">เผยแพร่แล้ว</Badge> : null}
                <PublishButton rating={rating} />
              </div>
            </div>
          ) : (
            <p className="text-gray-500">ไม่มีความคิดเห็น</p>
          )}
        </li>
      ))}
    </ul>
  );
}
