'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { describedBy, Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { useMutationAction, type MutationOptions } from '@/components/ui/use-mutation-action';
import { useFieldErrorsOf } from './field-errors';

export type SessionFormValues = {
  title: string;
  description: string | null;
  minimumApplicationPerStudent: number;
  maximumApplicationPerStudent: number;
  minimumUniqueCompanyCountPerStudent: number;
  minimumCompanyOpeningRatio: number;
  openForCooperativeInternship: boolean;
};

export const DEFAULT_SESSION_VALUES: SessionFormValues = {
  title: '',
  description: null,
  minimumApplicationPerStudent: 1,
  maximumApplicationPerStudent: 10,
  minimumUniqueCompanyCountPerStudent: 0,
  minimumCompanyOpeningRatio: 0.5,
  openForCooperativeInternship: false,
};

type NumberKey =
  'minimumApplicationPerStudent' | 'maximumApplicationPerStudent' | 'minimumUniqueCompanyCountPerStudent' | 'minimumCompanyOpeningRatio';

type FieldText = 'minimumApplication' | 'maximumApplication' | 'minimumCompanies' | 'openingRatio';
const NUMBER_FIELDS: { key: NumberKey; text: FieldText; step: string; min: string; max?: string }[] = [
  { key: 'minimumApplicationPerStudent', text: 'minimumApplication', step: '1', min: '1' },
  { key: 'maximumApplicationPerStudent', text: 'maximumApplication', step: '1', min: '1' },
  { key: 'minimumUniqueCompanyCountPerStudent', text: 'minimumCompanies', step: '1', min: '0' },
  {
    key: 'minimumCompanyOpeningRatio',
    text: 'openingRatio',
    step: '0.05',
    min: '0.05',
    max: '1',
  },
];

const isInvalid = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 400;

/** The settings of a session (SPEC §5 limits); the server checks them and its 400 is shown per field. */
export function SessionForm<TResult = unknown>({
  idPrefix,
  initial,
  submitLabel,
  save,
  footer,
}: {
  idPrefix: string;
  initial: SessionFormValues;
  submitLabel: string;
  /** The write (`useMutationAction`'s options: action, success toast, onSuccess); a 400 lands under its fields. */
  save: MutationOptions<SessionFormValues, TResult>;
  /** Extra buttons shown before the submit button (e.g. cancel). */
  footer?: ReactNode;
}) {
  const t = useTranslations('SessionForm');
  const common = useTranslations('SessionFieldErrors');
  const fieldErrorsOf = useFieldErrorsOf();
  const [values, setValues] = useState(initial);
  const [numberText, setNumberText] = useState<Record<NumberKey, string>>(() => ({
    minimumApplicationPerStudent: String(initial.minimumApplicationPerStudent),
    maximumApplicationPerStudent: String(initial.maximumApplicationPerStudent),
    minimumUniqueCompanyCountPerStudent: String(initial.minimumUniqueCompanyCountPerStudent),
    minimumCompanyOpeningRatio: String(initial.minimumCompanyOpeningRatio),
  }));
  // A number left blank is caught here, before the request; the server's checks come back through the mutation.
  const [blankErrors, setBlankErrors] = useState<Record<string, string>>({});
  const mutation = useMutationAction<SessionFormValues, TResult>({
    failure: common('saveFailed'),
    describeError: (error) => (isInvalid(error) ? common('checkMarked') : errorMessage(error)),
    fieldErrors: (error) => (isInvalid(error) ? fieldErrorsOf(error.message) : {}),
    ...save,
  });
  const errors = { ...mutation.fieldErrors, ...blankErrors };
  const isSaving = mutation.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const numbers = Object.fromEntries(
      Object.entries(numberText).map(([key, text]) => [key, text.trim() === '' ? Number.NaN : Number(text)]),
    ) as Record<NumberKey, number>;
    const blank = Object.entries(numbers).filter(([, value]) => Number.isNaN(value));
    setBlankErrors(Object.fromEntries(blank.map(([key]) => [key, t('numberRequired')])));
    if (blank.length) {
      mutation.reset();
      return;
    }
    await mutation.run({ ...values, ...numbers, description: values.description?.trim() ? values.description : null });
  }

  const titleId = `${idPrefix}-title`;
  const descriptionId = `${idPrefix}-description`;
  const cooperativeId = `${idPrefix}-cooperative`;
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      {errors[''] ? <p className="text-sm text-error-700">{errors['']}</p> : null}
      <Field id={titleId} label={t('title')} required error={errors.title}>
        <Input
          id={titleId}
          value={values.title}
          onChange={(event) => setValues({ ...values, title: event.target.value })}
          placeholder={t('titlePlaceholder')}
          aria-invalid={Boolean(errors.title) || undefined}
          aria-describedby={describedBy(titleId, { error: errors.title })}
        />
      </Field>
      <Field id={descriptionId} label={t('description')} error={errors.description}>
        <Textarea
          id={descriptionId}
          value={values.description ?? ''}
          onChange={(event) => setValues({ ...values, description: event.target.value })}
          aria-invalid={Boolean(errors.description) || undefined}
          aria-describedby={describedBy(descriptionId, { error: errors.description })}
          rows={3}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {NUMBER_FIELDS.map((field) => {
          const id = `${idPrefix}-${field.key}`;
          const error = errors[field.key];
          const hint = t(`${field.text}Hint`);
          return (
            <Field key={field.key} id={id} label={t(field.text)} hint={hint} error={error} required>
              <Input
                id={id}
                type="number"
                inputMode={field.step === '1' ? 'numeric' : 'decimal'}
                step={field.step}
                min={field.min}
                max={field.max}
                value={numberText[field.key]}
                onChange={(event) => setNumberText({ ...numberText, [field.key]: event.target.value })}
                aria-invalid={Boolean(error) || undefined}
                aria-describedby={describedBy(id, { hint, error })}
              />
            </Field>
          );
        })}
      </div>
      <label htmlFor={cooperativeId} className="flex items-start gap-3 rounded-lg border p-3 text-sm text-gray-800">
        <Checkbox
          id={cooperativeId}
          className="mt-1"
          checked={values.openForCooperativeInternship}
          onChange={(event) => setValues({ ...values, openForCooperativeInternship: event.target.checked })}
        />
        <span>
          <span className="font-medium text-gray-900">{t('cooperative')}</span>
          <span className="block text-gray-600">{t('cooperativeHint')}</span>
        </span>
      </label>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {footer}
        <Button type="submit" isLoading={isSaving} loadingText={common('saving')}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
