'use client';

import { Ban, CircleCheck, KeyRound, UserPlus, UsersRound } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
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
import { fieldErrorsOf } from './server-errors';
import { useIsHydrated } from '@/components/ui/until-hydrated';

const userColumns: DataTableColumn<CompanyUserView>[] = [
  {
    id: 'username',
    header: 'ชื่อผู้ใช้',
    meta: { label: 'ชื่อผู้ใช้', hideable: false, className: 'font-medium' },
    cell: ({ row }) => row.original.username,
  },
  { id: 'email', header: 'อีเมล', meta: { label: 'อีเมล', className: 'text-gray-700' }, cell: ({ row }) => row.original.email ?? '–' },
  { id: 'isActive', header: 'สถานะ', meta: { label: 'สถานะ' }, cell: ({ row }) => <ActiveBadge isActive={row.original.isActive} /> },
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
    success: (_, { user, isActive }) => ({ title: isActive ? 'เปิดใช้งานผู้ใช้แล้ว' : 'ปิดใช้งานผู้ใช้แล้ว', description: user.username }),
    failure: 'เปลี่ยนสถานะผู้ใช้ไม่สำเร็จ',
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
      return `${action === 'enable' ? 'เปิดใช้งาน' : 'ปิดใช้งาน'}ผู้ใช้ ${count.toLocaleString('th-TH')} คนแล้ว`;
    } finally {
      router.refresh();
    }
  }

  const bulkActions: BulkAction[] = [
    {
      label: 'เปิดใช้งาน',
      icon: CircleCheck,
      tone: 'success',
      confirmTitle: (count) => `เปิดใช้งานผู้ใช้ ${count} คน?`,
      confirmDescription: 'ผู้ใช้ที่เลือกจะเข้าสู่ระบบได้อีกครั้ง',
      run: (target) => setManyActive(target, 'enable'),
      supportsAllMatching: true,
    },
    {
      label: 'ปิดใช้งาน',
      icon: Ban,
      tone: 'error',
      confirmTitle: (count) => `ปิดใช้งานผู้ใช้ ${count} คน?`,
      confirmDescription: 'ผู้ใช้ที่เลือกจะถูกออกจากระบบทันทีในทุกอุปกรณ์ และเข้าสู่ระบบไม่ได้จนกว่าจะเปิดใช้งานอีกครั้ง',
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
        aria-label={`ตั้งรหัสผ่านใหม่ให้ ${user.username}`}
      >
        <KeyRound aria-hidden="true" />
        ตั้งรหัสผ่านใหม่
      </Button>
    ),
    (user) =>
      user.isActive ? (
        <ConfirmDialog
          tone="error"
          title={`ปิดใช้งาน ${user.username}?`}
          description="ผู้ใช้นี้จะถูกออกจากระบบทันทีในทุกอุปกรณ์ และเข้าสู่ระบบไม่ได้จนกว่าจะเปิดใช้งานอีกครั้ง"
          confirmLabel="ปิดใช้งาน"
          onConfirm={() => setActive(user, false)}
          trigger={
            <Button size="sm" variant="errorOutline" aria-label={`ปิดใช้งาน ${user.username}`}>
              <Ban aria-hidden="true" />
              ปิดใช้งาน
            </Button>
          }
        />
      ) : (
        <ConfirmDialog
          title={`เปิดใช้งาน ${user.username}?`}
          description="ผู้ใช้นี้จะเข้าสู่ระบบได้อีกครั้งด้วยรหัสผ่านเดิม"
          confirmLabel="เปิดใช้งาน"
          onConfirm={() => setActive(user, true)}
          trigger={
            <Button size="sm" variant="successOutline" aria-label={`เปิดใช้งาน ${user.username}`}>
              <CircleCheck aria-hidden="true" />
              เปิดใช้งาน
            </Button>
          }
        />
      ),
  ];

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <CardTitle>ผู้ใช้ของบริษัท</CardTitle>
          <CardDescription>บัญชีที่ใช้เข้าสู่ระบบในนามบริษัท{isCompanyActive ? '' : ' — บริษัทปิดใช้งานอยู่ ผู้ใช้ทุกคนจึงเข้าสู่ระบบไม่ได้'}</CardDescription>
        </div>
        <Button onClick={() => setDialog({ kind: 'create' })} className="mt-2 sm:mt-0" disabled={!isHydrated}>
          <UserPlus aria-hidden="true" />
          เพิ่มผู้ใช้
        </Button>
      </CardHeader>
      <CardContent>
        {users.meta.totalItem === 0 ? (
          <EmptyState
            icon={UsersRound}
            headingLevel="h3"
            className="py-10"
            title="ยังไม่มีผู้ใช้"
            description="เพิ่มผู้ใช้เพื่อให้บริษัทเข้าสู่ระบบ แก้ไขโปรไฟล์ และลงประกาศตำแหน่งงานได้"
          />
        ) : (
          <>
            <DataTable
              id="admin-company-users"
              caption="ผู้ใช้ของบริษัท"
              columns={userColumns}
              data={users.items}
              meta={users.meta}
              getRowId={(user) => user.platformUid}
              rowActions={rowActions}
              rowNoun="คน"
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
  const id = useId();
  const [values, setValues] = useState({ username: '', email: '', password: '' });
  const { errors, setErrors, clear } = useFormErrors();
  const focusFirst = (fields: Record<string, string>) => document.getElementById(`${id}-${Object.keys(fields)[0]}`)?.focus();
  const serverFields = (error: unknown) => {
    const { fields, general } = fieldErrorsOf(error);
    if (general === 'ชื่อผู้ใช้นี้ถูกใช้แล้ว') fields.username = general;
    return fields;
  };
  const create = useMutationAction<typeof values, CompanyUserView>({
    action: (body) => apiCall('POST /admin/companies/{companyId}/users', { params: { companyId }, body }),
    success: (created) => ({ title: 'เพิ่มผู้ใช้แล้ว', description: created.username }),
    failure: 'เพิ่มผู้ใช้ไม่สำเร็จ',
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
    if (!values.username.trim()) problems.username = 'กรุณากรอกชื่อผู้ใช้';
    if (!values.email.trim()) problems.email = 'กรุณากรอกอีเมล';
    if (values.password.length < COMPANY_USER_MINIMUM_PASSWORD_LENGTH)
      problems.password = `รหัสผ่านต้องมีอย่างน้อย ${COMPANY_USER_MINIMUM_PASSWORD_LENGTH} ตัวอักษร`;
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
      <DialogTitle>เพิ่มผู้ใช้ของบริษัท</DialogTitle>
      <DialogDescription>ผู้ใช้จะเข้าสู่ระบบด้วยชื่อผู้ใช้และรหัสผ่านนี้ แจ้งรหัสผ่านให้ผู้ใช้ทางช่องทางที่ปลอดภัย</DialogDescription>
      <form noValidate onSubmit={submit} className="grid gap-4">
        {input('username', 'ชื่อผู้ใช้', { autoComplete: 'off', hint: 'ภาษาอังกฤษ ตัวเลข จุด ขีด หรือขีดล่าง 3–50 ตัว' })}
        {input('email', 'อีเมล', { type: 'email', autoComplete: 'off' })}
        {input('password', 'รหัสผ่าน', {
          type: 'password',
          autoComplete: 'new-password',
          hint: `อย่างน้อย ${COMPANY_USER_MINIMUM_PASSWORD_LENGTH} ตัวอักษร`,
        })}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="cancel" disabled={isSaving} onClick={onCancel}>
            ยกเลิก
          </Button>
          <Button type="submit" isLoading={isSaving} loadingText="กำลังเพิ่ม…">
            เพิ่มผู้ใช้
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
    success: { title: 'ตั้งรหัสผ่านใหม่แล้ว', description: user.username },
    failure: 'ตั้งรหัสผ่านใหม่ไม่สำเร็จ',
    describeError: (caught) => fieldErrorsOf(caught).general ?? '',
    // A refused password shows under its field instead of in a toast.
    toastError: (caught) => !fieldErrorsOf(caught).fields.password,
    onError: (caught) => setError(fieldErrorsOf(caught).fields.password ?? ''),
    // Nothing on the page changes with a password.
    refresh: false,
    onSuccess: onDone,
  });
  const isSaving = setPasswordRequest.isPending;
  const hint = `อย่างน้อย ${COMPANY_USER_MINIMUM_PASSWORD_LENGTH} ตัวอักษร ผู้ใช้จะถูกออกจากระบบในทุกอุปกรณ์`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password.length < COMPANY_USER_MINIMUM_PASSWORD_LENGTH) {
      setError(`รหัสผ่านต้องมีอย่างน้อย ${COMPANY_USER_MINIMUM_PASSWORD_LENGTH} ตัวอักษร`);
      document.getElementById(fieldId)?.focus();
      return;
    }
    await setPasswordRequest.run(password);
  }

  return (
    <>
      <DialogTitle>ตั้งรหัสผ่านใหม่ให้ {user.username}</DialogTitle>
      <DialogDescription>รหัสผ่านเดิมจะใช้ไม่ได้อีก และผู้ใช้จะต้องเข้าสู่ระบบใหม่ด้วยรหัสผ่านนี้</DialogDescription>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <Field id={fieldId} label="รหัสผ่านใหม่" hint={hint} error={error} required>
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
            ยกเลิก
          </Button>
          <Button type="submit" isLoading={isSaving} loadingText="กำลังบันทึก…">
            ตั้งรหัสผ่านใหม่
          </Button>
        </div>
      </form>
    </>
  );
}
