'use client';

import { Pencil, Send, Trash2, Undo2 } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { apiCall } from '@/lib/api-call';
import type { CompanyOpeningView } from '@/lib/openings';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMutationAction } from '@/components/ui/use-mutation-action';

type Action = 'publish' | 'withdraw' | 'delete';

const DONE = { publish: 'published', withdraw: 'withdrawn', delete: 'deleted' } as const satisfies Record<Action, string>;

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
  const t = useTranslations('CompanyOpeningActions');
  const params = { sessionId: opening.sessionId, openingId: opening.openingId };
  const mutation = useMutationAction<Action, unknown>({
    action: (action) =>
      action === 'delete'
        ? apiCall('DELETE /company/sessions/{sessionId}/openings/{openingId}', { params })
        : apiCall(`POST /company/sessions/{sessionId}/openings/{openingId}/${action}`, { params }),
    success: (_, action) => ({ title: t(DONE[action]), description: opening.title }),
    failure: t('failed'),
    // The screen decides what follows: a refresh, or leaving the page of the opening it deleted.
    refresh: false,
    onSuccess: (_, action) => (action === 'delete' ? onDeleted : onChanged)(),
  });

  const canEdit = opening.status === 'DRAFT' || (opening.status === 'PUBLISHED' && isBeforeDeadline);
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {showEdit && canEdit ? (
        <Button asChild size={size} variant="ghost">
          <Link
            href={`/opening/${opening.openingId}/session/${opening.sessionId}/edit`}
            aria-label={t('editLabel', { title: opening.title })}
          >
            <Pencil aria-hidden="true" />
            {t('edit')}
          </Link>
        </Button>
      ) : null}
      {opening.status === 'DRAFT' && isBeforeDeadline ? (
        <ConfirmDialog
          title={t('publishTitle')}
          description={t('publishDescription', { title: opening.title })}
          confirmLabel={t('publish')}
          onConfirm={async () => {
            await mutation.runOrThrow('publish');
          }}
          trigger={
            <Button size={size} variant="outline" aria-label={t('publishLabel', { title: opening.title })}>
              <Send aria-hidden="true" />
              {t('publish')}
            </Button>
          }
        />
      ) : null}
      {opening.status === 'PUBLISHED' ? (
        <ConfirmDialog
          tone="error"
          title={t('withdrawTitle')}
          description={t('withdrawDescription', { title: opening.title })}
          confirmLabel={t('withdrawConfirm')}
          onConfirm={async () => {
            await mutation.runOrThrow('withdraw');
          }}
          trigger={
            <Button size={size} variant="errorOutline" aria-label={t('withdrawLabel', { title: opening.title })}>
              <Undo2 aria-hidden="true" />
              {t('withdraw')}
            </Button>
          }
        />
      ) : null}
      {opening.status === 'DRAFT' ? (
        <ConfirmDialog
          tone="error"
          title={t('deleteTitle')}
          description={t('deleteDescription', { title: opening.title })}
          confirmLabel={t('delete')}
          onConfirm={async () => {
            await mutation.runOrThrow('delete');
          }}
          trigger={
            <Button size={size} variant="ghost" aria-label={t('deleteLabel', { title: opening.title })} className="text-error-700">
              <Trash2 aria-hidden="true" />
              {t('delete')}
            </Button>
          }
        />
      ) : null}
    </div>
  );
}
