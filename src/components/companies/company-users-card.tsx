'use client';

import { Ban, CircleCheck, KeyRound, UserPlus, UsersRound } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { apiCall } from '@/lib/api-call';
import { COMPANY_USER_MINIMUM_PASSWORD_LENGTH, type CompanyUserList, type CompanyUserView } from '@/lib/companies';

import { AssumeIdentityButton } from '@/components/auth/assume-identity-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { DataTable, type BulkAction, type BulkTarget, type DataTableColumn, type RowAction } from '@/components/ui/data-table';
import { bulkBody, exportLink } from '@/components/ui/data-table-bulk';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { ActiveBadge } from './company-status-badge';
import { useServerErrorText } from './server-errors';
import { useIsHydrated } from '@/components/ui/until-hydrated';

type UsersMessages = ReturnType<typeof useTranslations<'CompanyUsersCard'>>;

const userColumnsFor = (t: UsersMessages): DataTableColumn<CompanyUserView>[] => [
  {
    id: 'username',
    header: t('username'),
    meta: { label: t('username'), hideable: false, className: 'font-medium' },
    cell: ({ row }) => row.original.username,
  },
  {
    id: 'email',
    header: t('email'),
    meta: { label: t('email'), className: 'text-gray-700' },
    cell: ({ row }) => row.original.email ?? '–',
  },
  {
    id: 'isActive',
    header: t('status'),
    meta: { label: t('status') },
    cell: ({ row }) => <ActiveBadge isActive={row.original.isActive} />,
  },
];

type UserDialog = { kind: 'create' } | { kind: 'password'; user: CompanyUserView } | null;

/** The company's users on /company/{id}: add one, set a new password, enable or disable. */
export function CompanyUsersCard({
  companyId,
  users,
  isCompanyActive,
}: {
  companyId: number;
  users: CompanyUserList;
  isCompanyActive: boolean;
}) {
  const t = useTranslations('CompanyUsersCard');
  const { fieldErrorsOf } = useServerErrorText();
  const userColumns = useMemo(() => userColumnsFor(t), [t]);
  const router = useRouter();
  const [dialog, setDialog] = useState<UserDialog>(null);
  const isHydrated = useIsHydrated();

  const activation = useMutationAction<{ user: CompanyUserView; isActive: boolean }>({
    action: ({ user, isActive }) =>
      apiCall(
        isActive
          ? 'POST /admin/companies/{companyId}/users/{platformUid}/enable'
          : 'POST /admin/companies/{companyId}/users/{platformUid}/disable',
        { params: { companyId, platformUid: user.platformUid } },
      ),
    success: (_, { user, isActive }) => ({ title: isActive ? t('userEnabled') : t('userDisabled'), description: user.username }),
    failure: t('statusFailed'),
    describeError: (error) => fieldErrorsOf(error).general ?? '',
  });
  const setActive = async (user: CompanyUserView, isActive: boolean) => void (await activation.runOrThrow({ user, isActive }));

  async function setManyActive(target: BulkTarget, action: 'enable' | 'disable'): Promise<string> {
    try {
      const { count } = await apiCall(
        action === 'enable' ? 'POST /admin/companies/{companyId}/users/enable' : 'POST /admin/companies/{companyId}/users/disable',
        {
          params: { companyId },
          body: bulkBody(target),
          expectedStatuses: [200],
        },
      );
      return t(action === 'enable' ? 'enabledMany' : 'disabledMany', { count });
    } finally {
      router.refresh();
    }
  }

  const bulkActions: BulkAction[] = [
    {
      label: t('enable'),
      icon: CircleCheck,
      tone: 'success',
      confirmTitle: (count) => t('enableManyTitle', { count }),
      confirmDescription: t('enableManyDescription'),
      run: (target) => setManyActive(target, 'enable'),
      supportsAllMatching: true,
    },
    {
      label: t('disable'),
      icon: Ban,
      tone: 'error',
      confirmTitle: (count) => t('disableManyTitle', { count }),
      confirmDescription: t('disableManyDescription'),
      run: (target) => setManyActive(target, 'disable'),
      supportsAllMatching: true,
    },
  ];

  const rowActions: RowAction<CompanyUserView>[] = [
    (user) => (
      <AssumeIdentityButton
        target={{ kind: 'company-user', companyId, platformUid: user.platformUid }}
        name={user.username}
        isDisabled={!user.isActive || !isCompanyActive}
      />
    ),
    (user) => (
      <Button
        size="sm"
        variant="cancel"
        onClick={() => setDialog({ kind: 'password', user })}
        aria-label={t('resetPasswordAria', { username: user.username })}
      >
        <KeyRound aria-hidden="true" />
        {t('resetPassword')}
      </Button>
    ),
    (user) =>
      user.isActive ? (
        <ConfirmDialog
          tone="error"
          title={t('disableTitle', { username: user.username })}
          description={t('disableDescription')}
          confirmLabel={t('disable')}
          onConfirm={() => setActive(user, false)}
          trigger={
            <Button size="sm" variant="errorOutline" aria-label={t('disableAria', { username: user.username })}>
              <Ban aria-hidden="true" />
              {t('disable')}
            </Button>
          }
        />
      ) : (
        <ConfirmDialog
          title={t('enableTitle', { username: user.username })}
          description={t('enableDescription')}
          confirmLabel={t('enable')}
          onConfirm={() => setActive(user, true)}
          trigger={
            <Button size="sm" variant="successOutline" aria-label={t('enableAria', { username: user.username })}>
              <CircleCheck aria-hidden="true" />
              {t('enable')}
            </Button>
          }
        />
      ),
  ];

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <CardTitle>{t('title')}</CardTitle>
          <CardDescription>{isCompanyActive ? t('description') : t('descriptionInactive')}</CardDescription>
        </div>
        <Button onClick={() => setDialog({ kind: 'create' })} className="mt-2 sm:mt-0" disabled={!isHydrated}>
          <UserPlus aria-hidden="true" />
          {t('addUser')}
        </Button>
      </CardHeader>
      <CardContent>
        {users.meta.totalItem === 0 ? (
          <EmptyState icon={UsersRound} headingLevel="h3" className="py-10" title={t('emptyTitle')} description={t('emptyDescription')} />
        ) : (
          <>
            <DataTable
              id="admin-company-users"
              caption={t('title')}
              columns={userColumns}
              data={users.items}
              meta={users.meta}
              getRowId={(user) => user.platformUid}
              rowActions={rowActions}
              rowNoun={t('rowNoun')}
              bulkActions={bulkActions}
              exportHref={(format, query) => exportLink(`/admin/companies/${companyId}/users`, format, query)}
            />
          </>
        )}
      </CardContent>
      <Dialog open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)}>
        <DialogContent>
          {dialog?.kind === 'create' ? (
            <CreateUserForm companyId={companyId} onDone={() => setDialog(null)} onCancel={() => setDialog(null)} />
          ) : null}
          {dialog?.kind === 'password' ? (
            <PasswordForm companyId={companyId} user={dialog.user} onDone={() => setDialog(null)} onCancel={() => setDialog(null)} />
          ) : null}
        </DialogContent>
      </Dialog>
    </Card>
  );
}

function useFormErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  return { errors, setErrors, clear: (field: string) => setErrors((current) => ({ ...current, [field]: '' })) };
}

function CreateUserForm({ companyId, onDone, onCancel }: { companyId: number; onDone: () => void; onCancel: () => void }) {
  const t = useTranslations('CompanyUsersCard');
  const { fieldErrorsOf, toText } = useServerErrorText();
  const id = useId();
  const [values, setValues] = useState({ username: '', email: '', password: '' });
  const { errors, setErrors, clear } = useFormErrors();
  const focusFirst = (fields: Record<string, string>) => document.getElementById(`${id}-${Object.keys(fields)[0]}`)?.focus();
  const serverFields = (error: unknown) => {
    const { fields, general } = fieldErrorsOf(error);
    if (general === toText('This username is already taken')) fields.username = general;
    return fields;
  };
  const create = useMutationAction<typeof values, CompanyUserView>({
    action: (body) => apiCall('POST /admin/companies/{companyId}/users', { params: { companyId }, body }),
    success: (created) => ({ title: t('userAdded'), description: created.username }),
    failure: t('addFailed'),
    describeError: (error) => fieldErrorsOf(error).general ?? '',
    // A message that belongs to a field shows under it instead of in a toast.
    toastError: (error) => Object.keys(serverFields(error)).length === 0,
    onError: (error) => {
      const fields = serverFields(error);
      setErrors(fields);
      if (Object.keys(fields).length) focusFirst(fields);
    },
    onSuccess: onDone,
  });
  const isSaving = create.isPending;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!values.username.trim()) problems.username = t('usernameRequired');
    if (!values.email.trim()) problems.email = t('emailRequired');
    if (values.password.length < COMPANY_USER_MINIMUM_PASSWORD_LENGTH)
      problems.password = t('passwordTooShort', { min: COMPANY_USER_MINIMUM_PASSWORD_LENGTH });
    setErrors(problems);
    if (Object.keys(problems).length) {
      focusFirst(problems);
      return;
    }
    await create.run(values);
  }

  const input = (field: keyof typeof values, label: string, options: { type?: string; autoComplete: string; hint?: string }) => {
    const fieldId = `${id}-${field}`;
    return (
      <Field id={fieldId} label={label} error={errors[field]} hint={options.hint} required>
        <Input
          id={fieldId}
          type={options.type ?? 'text'}
          value={values[field]}
          autoComplete={options.autoComplete}
          readOnly={isSaving}
          aria-invalid={Boolean(errors[field]) || undefined}
          aria-describedby={describedBy(fieldId, { hint: options.hint, error: errors[field] })}
          onChange={(event) => {
            setValues((current) => ({ ...current, [field]: event.target.value }));
            clear(field);
          }}
        />
      </Field>
    );
  };

  return (
    <>
      <DialogTitle>{t('createTitle')}</DialogTitle>
      <DialogDescription>{t('createDescription')}</DialogDescription>
      <form noValidate onSubmit={submit} className="grid gap-4">
        {input('username', t('username'), { autoComplete: 'off', hint: t('usernameHint') })}
        {input('email', t('email'), { type: 'email', autoComplete: 'off' })}
        {input('password', t('password'), {
          type: 'password',
          autoComplete: 'new-password',
          hint: t('passwordHint', { min: COMPANY_USER_MINIMUM_PASSWORD_LENGTH }),
        })}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="cancel" disabled={isSaving} onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" isLoading={isSaving} loadingText={t('adding')}>
            {t('addUser')}
          </Button>
        </div>
      </form>
    </>
  );
}

function PasswordForm({
  companyId,
  user,
  onDone,
  onCancel,
}: {
  companyId: number;
  user: CompanyUserView;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('CompanyUsersCard');
  const { fieldErrorsOf } = useServerErrorText();
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const fieldId = `${id}-password`;
  const setPasswordRequest = useMutationAction<string>({
    action: (body) =>
      apiCall('PUT /admin/companies/{companyId}/users/{platformUid}/password', {
        params: { companyId, platformUid: user.platformUid },
        body: { password: body },
      }),
    success: { title: t('passwordSet'), description: user.username },
    failure: t('passwordFailed'),
    describeError: (caught) => fieldErrorsOf(caught).general ?? '',
    // A refused password shows under its field instead of in a toast.
    toastError: (caught) => !fieldErrorsOf(caught).fields.password,
    onError: (caught) => setError(fieldErrorsOf(caught).fields.password ?? ''),
    // Nothing on the page changes with a password.
    refresh: false,
    onSuccess: onDone,
  });
  const isSaving = setPasswordRequest.isPending;
  const hint = t('passwordResetHint', { min: COMPANY_USER_MINIMUM_PASSWORD_LENGTH });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password.length < COMPANY_USER_MINIMUM_PASSWORD_LENGTH) {
      setError(t('passwordTooShort', { min: COMPANY_USER_MINIMUM_PASSWORD_LENGTH }));
      document.getElementById(fieldId)?.focus();
      return;
    }
    await setPasswordRequest.run(password);
  }

  return (
    <>
      <DialogTitle>{t('passwordTitle', { username: user.username })}</DialogTitle>
      <DialogDescription>{t('passwordDescription')}</DialogDescription>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <Field id={fieldId} label={t('newPassword')} hint={hint} error={error} required>
          <Input
            id={fieldId}
            type="password"
            value={password}
            autoComplete="new-password"
            readOnly={isSaving}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={describedBy(fieldId, { hint, error })}
            onChange={(event) => {
              setPassword(event.target.value);
              setError('');
            }}
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="cancel" disabled={isSaving} onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" isLoading={isSaving} loadingText={t('saving')}>
            {t('resetPassword')}
          </Button>
        </div>
      </form>
    </>
  );
}
