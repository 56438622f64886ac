'use client';

import { Ban, Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { apiCall } from '@/lib/api-call';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMutationAction } from '@/components/ui/use-mutation-action';

/** What the lifecycle lets an admin do with one opening now (decided on the server from opening-status.ts). */
export type AdminOpeningAllowedActions = {
  canPublish: boolean;
  canUnpublish: boolean;
  canWithdraw: boolean;
  canDelete: boolean;
  canEdit: boolean;
};

type Action = 'publish' | 'unpublish' | 'withdraw' | 'delete';

const ICONS = { publish: Eye, unpublish: EyeOff, withdraw: Ban, delete: Trash2 };

/** A square button holding only its icon. */
const ICON_BUTTON = 'w-8 px-0';

/**
 * The opening's actions, each behind a confirmation, then a toast and a refresh of the server-rendered table.
 * `compact` (a table's row): icon buttons named by their label (aria-label, and a title on hover), so up to four
 * actions stay on one line beside the row instead of wrapping it three lines high.
 */
export function AdminOpeningActions({
  openingId,
  title,
  allowed,
  onDeletedHref,
  compact = false,
}: {
  openingId: number;
  title: string;
  allowed: AdminOpeningAllowedActions;
  onDeletedHref?: string;
  compact?: boolean;
}) {
  const t = useTranslations('AdminOpeningActions');
  const available: Action[] = [
    ...(allowed.canPublish ? (['publish'] as const) : []),
    ...(allowed.canUnpublish ? (['unpublish'] as const) : []),
    ...(allowed.canWithdraw ? (['withdraw'] as const) : []),
    ...(allowed.canDelete ? (['delete'] as const) : []),
  ];

  return (
    <div className={compact ? 'flex items-center gap-1' : 'flex flex-wrap items-center gap-1.5'}>
      {allowed.canEdit ? (
        <Button asChild variant={compact ? 'cancel' : 'ghost'} size="sm" className={compact ? ICON_BUTTON : undefined}>
          <Link href={`/opening/${openingId}/edit`} aria-label={t('editLabel', { title })} title={compact ? t('edit') : undefined}>
            <Pencil aria-hidden="true" />
            {compact ? null : t('edit')}
          </Link>
        </Button>
      ) : null}
      {available.map((action) => (
        <AdminOpeningAction
          key={action}
          action={action}
          openingId={openingId}
          title={title}
          onDeletedHref={onDeletedHref}
          compact={compact}
        />
      ))}
    </div>
  );
}

function AdminOpeningAction({
  action,
  openingId,
  title,
  onDeletedHref,
  compact,
}: {
  action: Action;
  openingId: number;
  title: string;
  onDeletedHref?: string;
  compact: boolean;
}) {
  const t = useTranslations('AdminOpeningActions');
  const router = useRouter();
  const leavesPage = action === 'delete' && onDeletedHref !== undefined;
  const mutation = useMutationAction<void, unknown>({
    action: () =>
      action === 'delete'
        ? apiCall('DELETE /admin/openings/{openingId}', { params: { openingId } })
        : apiCall(`POST /admin/openings/{openingId}/${action}`, { params: { openingId } }),
    success: { title: t(`${action}.done`), description: title },
    failure: t(`${action}.failed`),
    refresh: !leavesPage,
    onSuccess: () => {
      if (leavesPage) router.push(onDeletedHref);
    },
  });
  const Icon = ICONS[action];
  const isDestructive = action === 'withdraw' || action === 'delete';
  return (
    <ConfirmDialog
      title={t(`${action}.title`)}
      description={t(`${action}.description`, { title })}
      confirmLabel={t(`${action}.confirm`)}
      tone={isDestructive ? 'error' : 'default'}
      onConfirm={async () => {
        await mutation.runOrThrow();
      }}
      trigger={
        <Button
          variant={isDestructive ? 'errorOutline' : 'cancel'}
          size="sm"
          className={compact ? ICON_BUTTON : undefined}
          aria-label={t(`${action}.labelOf`, { title })}
          title={compact ? t(`${action}.label`) : undefined}
        >
          <Icon aria-hidden="true" />
          {compact ? null : t(`${action}.label`)}
        </Button>
      }
    />
  );
}
