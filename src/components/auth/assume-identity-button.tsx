'use client';

import { UserCog } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { errorMessage } from '@/lib/api-client';
import { apiCall } from '@/lib/api-call';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMutationAction } from '@/components/ui/use-mutation-action';

export type AssumeIdentityTarget =
  { kind: 'student'; studentId: string } | { kind: 'company-user'; companyId: number; platformUid: string };

/** The API's refusals, by their message, to the key of their text in the page's language; anything else is shown as sent. */
const ERROR_KEYS = {
  'This account is disabled': 'accountDisabled',
  'Student not found': 'studentNotFound',
  'Company user not found': 'companyUserNotFound',
  'This account is not acting as a company user': 'notCompanyUser',
} as const;

function errorKeyOf(message: string): (typeof ERROR_KEYS)[keyof typeof ERROR_KEYS] | undefined {
  return Object.hasOwn(ERROR_KEYS, message) ? ERROR_KEYS[message as keyof typeof ERROR_KEYS] : undefined;
}

/**
 * "See what this person sees": after a confirmation that names who, this login acts as the person
 * and the portal opens on their home, with the banner that leads back (SPEC §7 assume-identity).
 */
export function AssumeIdentityButton({
  target,
  name,
  isDisabled = false,
  size = 'sm',
}: {
  target: AssumeIdentityTarget;
  name: string;
  isDisabled?: boolean;
  size?: 'sm' | 'md';
}) {
  // Common: the button sits on several areas' pages, and every page's ClientMessages brings Common.
  const t = useTranslations('Common');
  const who =
    target.kind === 'student'
      ? t('assumeIdentity.whoStudent', { name, studentId: target.studentId })
      : t('assumeIdentity.whoCompanyUser', { name });

  const assuming = useMutationAction({
    action: () =>
      target.kind === 'student'
        ? apiCall('POST /admin/auth/assume-identity/student', { body: { studentId: target.studentId } })
        : apiCall('POST /admin/auth/assume-identity/company-user', {
            body: { companyId: target.companyId, platformUid: target.platformUid },
          }),
    failure: t('assumeIdentity.failed'),
    describeError: (error) => {
      const key = errorKeyOf(errorMessage(error));
      return key ? t(`assumeIdentity.errors.${key}`) : errorMessage(error);
    },
    // A full load that every screen re-reads as the new person; replace, so Back does not return to an admin-only page.
    refresh: false,
    onSuccess: () => window.location.replace('/'),
  });
  const assume = async () => void (await assuming.runOrThrow());

  return (
    <ConfirmDialog
      title={t('assumeIdentity.title', { who })}
      description={
        <>
          {t.rich('assumeIdentity.description', {
            name,
            strong: (chunks) => <strong className="font-semibold text-gray-900">{chunks}</strong>,
          })}
        </>
      }
      confirmLabel={t('assumeIdentity.confirm')}
      onConfirm={assume}
      trigger={
        <Button
          size={size}
          variant="outline"
          disabled={isDisabled}
          aria-label={t('assumeIdentity.buttonLabel', { name })}
          title={isDisabled ? t('assumeIdentity.disabled') : undefined}
        >
          <UserCog aria-hidden="true" />
          {t('assumeIdentity.confirm')}
        </Button>
      }
    />
  );
}
