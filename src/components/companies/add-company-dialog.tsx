'use client';

import { Plus } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { apiCall } from '@/lib/api-call';
import { ApiError, errorMessage } from '@/lib/api-client';
import type { AdminCompanyView } from '@/lib/companies';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useFormDialog } from '@/components/ui/use-mutation-action';
import { useServerErrorText } from './server-errors';
import { useIsHydrated } from '@/components/ui/until-hydrated';

const isTaken = (error: unknown) => error instanceof ApiError && error.status === 409;

/** "Add company": one company by its two names (POST /api/admin/companies with a list of one), then its page. */
export function AddCompanyDialog() {
  const t = useTranslations('AddCompanyDialog');
  const { toText } = useServerErrorText();
  const TAKEN = t('taken');
  const isHydrated = useIsHydrated();
  const id = useId();
  const router = useRouter();
  const [names, setNames] = useState({ companyNameTh: '', companyNameEn: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof names, string>>>({});
  const dialog = useFormDialog<typeof names, AdminCompanyView>({
    action: async (body) => (await apiCall('POST /admin/companies', { body: [body] }))[0],
    success: (created) => ({ title: t('added'), description: created.companyNameTh }),
    failure: t('addFailed'),
    describeError: (error) => (isTaken(error) ? TAKEN : toText(errorMessage(error))),
    // A taken name is shown on the field; anything else in a toast.
    toastError: (error) => !isTaken(error),
    refresh: false,
    onOpen: () => {
      setNames({ companyNameTh: '', companyNameEn: '' });
      setErrors({});
    },
    onSuccess: (created) => router.push(`/company/${created.companyId}`),
  });
  const isSaving = dialog.isSaving;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: typeof errors = {};
    if (!names.companyNameTh.trim()) problems.companyNameTh = t('thaiRequired');
    if (!names.companyNameEn.trim()) problems.companyNameEn = t('englishRequired');
    setErrors(problems);
    if (Object.keys(problems).length) {
      document.getElementById(`${id}-${Object.keys(problems)[0]}`)?.focus();
      return;
    }
    const outcome = await dialog.run({ companyNameTh: names.companyNameTh.trim(), companyNameEn: names.companyNameEn.trim() });
    if (!outcome.ok && outcome.error === TAKEN) setErrors({ companyNameTh: TAKEN });
  }

  const input = (field: keyof typeof names, label: string, placeholder: string) => {
    const fieldId = `${id}-${field}`;
    return (
      <Field id={fieldId} label={label} error={errors[field]} required>
        <Input
          id={fieldId}
          value={names[field]}
          placeholder={placeholder}
          autoComplete="off"
          readOnly={isSaving}
          aria-invalid={Boolean(errors[field]) || undefined}
          aria-describedby={describedBy(fieldId, { error: errors[field] })}
          onChange={(event) => setNames((current) => ({ ...current, [field]: event.target.value }))}
        />
      </Field>
    );
  };

  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button disabled={!isHydrated}>
          <Plus aria-hidden="true" />
          {t('add')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{t('add')}</DialogTitle>
        <DialogDescription>{t('description')}</DialogDescription>
        <form noValidate onSubmit={submit} className="grid gap-4">
          {input('companyNameTh', t('thaiName'), t('thaiPlaceholder'))}
          {input('companyNameEn', t('englishName'), t('englishPlaceholder'))}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="cancel" disabled={isSaving} onClick={dialog.close}>
              {t('cancel')}
            </Button>
            <Button type="submit" isLoading={isSaving} loadingText={t('adding')}>
              {t('add')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
