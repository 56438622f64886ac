'use client';

import { Save } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { apiCall } from '@/lib/api-call';
import { ApiError } from '@/lib/api-client';
import {
  COMPANY_TEXT_FIELDS,
  type CompanySizeView,
  type CompanyTextField,
  type CompanyTypeView,
  type PublicCompanyView,
} from '@/lib/companies';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { describedBy, Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { useServerErrorText } from './server-errors';
import { UntilHydrated } from '@/components/ui/until-hydrated';

type Values = Record<CompanyTextField, string> & { companyTypeId: string; companySizeId: string };

const NONE = 'none';

function valuesOf(company: PublicCompanyView): Values {
  const text = Object.fromEntries(COMPANY_TEXT_FIELDS.map((field) => [field, company[field] ?? ''])) as Record<CompanyTextField, string>;
  return {
    ...text,
    companyTypeId: company.companyType ? String(company.companyType.companyTypeId) : NONE,
    companySizeId: company.companySize ? String(company.companySize.companySizeId) : NONE,
  };
}

type Changes = Partial<Record<CompanyTextField, string>> & { companyTypeId?: number | null; companySizeId?: number | null };

/** Only what changed is sent, so an untouched name is never checked against the others again. */
function changesOf(initial: Values, current: Values): Changes {
  const changes: Changes = {};
  for (const field of COMPANY_TEXT_FIELDS) if (current[field].trim() !== initial[field].trim()) changes[field] = current[field].trim();
  for (const field of ['companyTypeId', 'companySizeId'] as const)
    if (current[field] !== initial[field]) changes[field] = current[field] === NONE ? null : Number(current[field]);
  return changes;
}

/** The fields with a hint (CompanyProfileForm.hints). */
const HINTED_FIELDS = ['website', 'facebook', 'line', 'profileExternalLink'] as const;
const isHinted = (field: CompanyTextField): field is (typeof HINTED_FIELDS)[number] => (HINTED_FIELDS as readonly string[]).includes(field);

/**
 * The company profile form, in sections, used by the admin (PATCH /api/admin/companies/{id}) and by
 * the company user (PATCH /api/company/me), who sees the names read-only: only admins change them.
 * The server's 400 messages appear under their fields.
 */
export function CompanyProfileForm({
  company,
  editedBy,
  companyTypes,
  companySizes,
}: {
  company: PublicCompanyView;
  editedBy: 'admin' | 'company';
  companyTypes: CompanyTypeView[];
  companySizes: CompanySizeView[];
}) {
  const t = useTranslations('CompanyProfileForm');
  const { fieldErrorsOf, toText } = useServerErrorText();
  /** The server's messages per field; a taken name (409) is shown under the names that were changed. */
  const serverFieldErrors = (error: unknown, changes: Changes): Record<string, string> => {
    const { fields } = fieldErrorsOf(error);
    if (error instanceof ApiError && error.status === 409) {
      for (const field of ['companyNameTh', 'companyNameEn'] as const) if (field in changes) fields[field] = toText(error.message);
    }
    return fields;
  };
  const id = useId();
  const canEditNames = editedBy === 'admin';
  const [initial, setInitial] = useState(() => valuesOf(company));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const changes = changesOf(initial, values);
  const saving = useMutationAction<Changes, PublicCompanyView>({
    action: (body) =>
      editedBy === 'admin'
        ? apiCall('PATCH /admin/companies/{companyId}', { params: { companyId: company.companyId }, body })
        : // The names never change here (they are read-only), and the company's own endpoint refuses them.
          apiCall('PATCH /company/me', { body: { ...body, companyNameTh: undefined, companyNameEn: undefined } }),
    success: t('saved'),
    failure: t('saveFailed'),
    describeError: (error) =>
      Object.keys(serverFieldErrors(error, changes)).length ? t('fixFields') : (fieldErrorsOf(error).general ?? ''),
    onSuccess: (saved) => {
      const next = valuesOf(saved);
      setInitial(next);
      setValues(next);
      setErrors({});
    },
    onError: (error, sent) => {
      const fields = serverFieldErrors(error, sent);
      setErrors(fields);
      const first = Object.keys(fields)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
    },
  });
  const isSaving = saving.isPending;
  const isDirty = Object.keys(changes).length > 0;

  const set = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: '' }));
  };

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = (['companyNameTh', 'companyNameEn'] as const).filter((field) => !values[field].trim());
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((field) => [field, t('required')])));
      document.getElementById(`${id}-${missing[0]}`)?.focus();
      return;
    }
    await saving.run(changes);
  }

  const text = (
    field: CompanyTextField,
    options: {
      required?: boolean;
      multiline?: boolean;
      className?: string;
      inputMode?: 'numeric' | 'url';
      autoComplete?: string;
      isLocked?: boolean;
    } = {},
  ) => {
    const fieldId = `${id}-${field}`;
    const error = errors[field];
    const hint = options.isLocked ? t('namesSetByAdmins') : isHinted(field) ? t(`hints.${field}`) : undefined;
    const common = {
      id: fieldId,
      value: values[field],
      // Read-only rather than disabled while saving, so a field the server refused can take the focus.
      readOnly: isSaving || options.isLocked,
      className: options.isLocked ? 'bg-gray-50 text-gray-700' : undefined,
      'aria-invalid': Boolean(error) || undefined,
      'aria-describedby': describedBy(fieldId, { hint, error }),
    };
    return (
      <Field id={fieldId} label={t(`labels.${field}`)} hint={hint} error={error} required={options.required} className={options.className}>
        {options.multiline ? (
          <Textarea {...common} rows={5} onChange={(event) => set(field, event.target.value)} />
        ) : (
          <Input
            {...common}
            inputMode={options.inputMode}
            autoComplete={options.autoComplete ?? 'off'}
            onChange={(event) => set(field, event.target.value)}
          />
        )}
      </Field>
    );
  };

  const choice = (field: 'companyTypeId' | 'companySizeId', label: string, options: { value: string; label: string }[]) => {
    const fieldId = `${id}-${field}`;
    const error = errors[field];
    return (
      <Field id={fieldId} label={label} error={error}>
        <Select value={values[field]} onValueChange={(value) => set(field, value)} disabled={isSaving}>
          <SelectTrigger id={fieldId} aria-invalid={Boolean(error) || undefined} aria-describedby={describedBy(fieldId, { error })}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NONE}>{t('none')}</SelectItem>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
    );
  };

  return (
    <form noValidate onSubmit={save} className="grid grid-cols-1 gap-6" aria-label={t('formLabel')}>
      <UntilHydrated>
        <Section title={t('namesTitle')} description={t('namesDescription')}>
          <div className="grid gap-4 md:grid-cols-2">
            {text('companyNameTh', { required: canEditNames, isLocked: !canEditNames })}
            {text('companyNameEn', { required: canEditNames, isLocked: !canEditNames })}
            {choice(
              'companyTypeId',
              t('companyType'),
              companyTypes.map((type) => ({ value: String(type.companyTypeId), label: type.type })),
            )}
            {choice(
              'companySizeId',
              t('companySize'),
              companySizes.map((size) => ({ value: String(size.companySizeId), label: size.size })),
            )}
            {text('description', { multiline: true, className: 'md:col-span-2' })}
          </div>
        </Section>
        <Section title={t('addressTitle')} description={t('addressDescription')}>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {text('building', { className: 'sm:col-span-2' })}
            {text('floor')}
            {text('room')}
            {text('houseNo')}
            {text('street', { className: 'lg:col-span-3' })}
            {text('subDistrict')}
            {text('district')}
            {text('province')}
            {text('postalCode', { inputMode: 'numeric', autoComplete: 'postal-code' })}
          </div>
        </Section>
        <Section title={t('contactsTitle')} description={t('contactsDescription')}>
          <div className="grid gap-4 md:grid-cols-2">
            {text('website', { inputMode: 'url' })}
            {text('facebook', { inputMode: 'url' })}
            {text('line')}
            {text('profileExternalLink', { inputMode: 'url' })}
          </div>
        </Section>
        <div className="sticky bottom-0 z-10 -mx-1 flex flex-col-reverse gap-2 border-t bg-white/95 px-1 py-3 backdrop-blur sm:flex-row sm:items-center sm:justify-end">
          <p className="text-sm text-gray-600 sm:mr-auto" aria-live="polite">
            {isDirty ? t('dirty') : t('clean')}
          </p>
          <Button
            variant="cancel"
            disabled={!isDirty || isSaving}
            onClick={() => {
              setValues(initial);
              setErrors({});
            }}
          >
            {t('discard')}
          </Button>
          <Button type="submit" isLoading={isSaving} loadingText={t('saving')} disabled={!isDirty}>
            <Save aria-hidden="true" />
            {t('save')}
          </Button>
        </div>
      </UntilHydrated>
    </form>
  );
}

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
