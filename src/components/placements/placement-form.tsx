'use client';

import { TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { apiCall } from '@/lib/api-call';
import { ApiError } from '@/lib/api-client';
import { PLACEMENT_WORK_MODES, type PlacementView, type PlacementWorkMode } from '@/lib/placements';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { PlacementFacts } from './placement-labels';
import { ThaiDateInput } from '@/components/ui/thai-date-time-input';

type Values = {
  startDate: string;
  endDate: string;
  mentorName: string;
  mentorPosition: string;
  mentorEmail: string;
  mentorPhone: string;
  workMode: PlacementWorkMode | '';
  workAddress: string;
};
const FIELDS = ['startDate', 'endDate', 'mentorName', 'mentorPosition', 'mentorEmail', 'mentorPhone', 'workMode', 'workAddress'] as const;
const NONE = 'none';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PHONE = /^\+?[0-9](?:[ -]?[0-9]){8,14}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const valuesOf = (placement: PlacementView): Values => ({
  startDate: placement.startDate ?? '',
  endDate: placement.endDate ?? '',
  mentorName: placement.mentorName ?? '',
  mentorPosition: placement.mentorPosition ?? '',
  mentorEmail: placement.mentorEmail ?? '',
  mentorPhone: placement.mentorPhone ?? '',
  workMode: placement.workMode ?? '',
  workAddress: placement.workAddress ?? '',
});

type FormMessages = ReturnType<typeof useTranslations<'PlacementForm'>>;

/** The form's own checks, in the page's language, per field (the server checks the same and answers 400 naming the field). */
function check(values: Values, t: FormMessages): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.startDate && !DATE.test(values.startDate)) errors.startDate = t('startDateInvalid');
  if (values.endDate && !DATE.test(values.endDate)) errors.endDate = t('endDateInvalid');
  if (!errors.startDate && !errors.endDate && values.startDate && values.endDate && values.endDate < values.startDate)
    errors.endDate = t('endBeforeStart');
  if (values.mentorName.trim().length > 200) errors.mentorName = t('mentorNameTooLong');
  if (values.mentorPosition.trim().length > 200) errors.mentorPosition = t('mentorPositionTooLong');
  if (values.mentorEmail.trim() && !EMAIL.test(values.mentorEmail.trim())) errors.mentorEmail = t('mentorEmailInvalid');
  if (values.mentorPhone.trim() && !PHONE.test(values.mentorPhone.trim())) errors.mentorPhone = t('mentorPhoneInvalid');
  if (values.workAddress.trim().length > 500) errors.workAddress = t('workAddressTooLong');
  return errors;
}

/** The fields that differ from the record, as the PATCH sends them (an emptied field is null). */
function changesOf(values: Values, placement: PlacementView) {
  const base = valuesOf(placement);
  const changes: Record<string, string | null> = {};
  for (const field of FIELDS) {
    const value = values[field].trim();
    if (value !== base[field]) changes[field] = value === '' ? null : value;
  }
  return changes;
}

/**
 * The placement's details as the admin or the company edits them. Each save names the version it was made on; when
 * someone saved in between (409), the form shows the record as it is now and lets the person save their values again
 * on it, or take the current values.
 */
export function PlacementForm({ placement, as }: { placement: PlacementView; as: 'admin' | 'company' }) {
  const t = useTranslations('PlacementForm');
  const labels = useTranslations('PlacementLabels');
  const [base, setBase] = useState(placement);
  const [values, setValues] = useState<Values>(() => valuesOf(placement));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState<PlacementView | null>(null);
  if (placement.version !== base.version && !stale) {
    setBase(placement);
    setValues(valuesOf(placement));
  }
  const params = { sessionId: placement.sessionId, studentId: placement.studentId };
  const readCurrent = () =>
    as === 'admin'
      ? apiCall('GET /admin/sessions/{sessionId}/placements/{studentId}', { params })
      : apiCall('GET /company/sessions/{sessionId}/placements/{studentId}', { params });
  const save = useMutationAction({
    action: (body: { version: number }) =>
      as === 'admin'
        ? apiCall('PATCH /admin/sessions/{sessionId}/placements/{studentId}', { params, body })
        : apiCall('PATCH /company/sessions/{sessionId}/placements/{studentId}', { params, body }),
    success: t('success'),
    toastError: (error) => !(error instanceof ApiError && error.status === 409),
    onSuccess: (after) => {
      setStale(null);
      setBase(after);
      setValues(valuesOf(after));
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409) {
        const current = await readCurrent().catch(() => null);
        if (current) setStale(current);
      }
    },
  });

  const submit = (event: FormEvent, on: PlacementView = base) => {
    event.preventDefault();
    const found = check(values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`placement-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    const changes = changesOf(values, on);
    if (Object.keys(changes).length === 0) {
      setErrors({ form: t('noChanges') });
      return;
    }
    void save.run({ version: on.version, ...changes } as { version: number });
  };
  const set = (field: keyof Values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const text = (field: keyof Values, label: string, props: { type?: string; inputMode?: 'email' | 'tel'; autoComplete?: string } = {}) => (
    <Field id={`placement-${field}`} label={label} error={errors[field]}>
      <Input
        id={`placement-${field}`}
        value={values[field]}
        onChange={(event) => set(field)(event.target.value)}
        aria-invalid={Boolean(errors[field])}
        aria-describedby={describedBy(`placement-${field}`, { error: errors[field] })}
        {...props}
      />
    </Field>
  );
  const isEnded = base.state === 'ENDED';

  return (
    <form className="grid gap-4" onSubmit={(event) => submit(event)} noValidate aria-label={t('formLabel')}>
      {stale ? (
        <div role="alert" className="grid gap-3 rounded-lg border border-warning-200 bg-warning-50 p-4 text-sm text-warning-900">
          <p className="flex items-center gap-2 font-medium">
            <TriangleAlert className="size-4" aria-hidden="true" />
            {t('staleTitle')}
          </p>
          <p>{t('staleLatest')}</p>
          <div className="rounded-md bg-white p-3">
            <PlacementFacts placement={stale} />
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              onClick={(event) => {
                setBase(stale);
                submit(event, stale);
              }}
              disabled={save.isPending}
            >
              {t('saveMineAgain')}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => {
                setBase(stale);
                setValues(valuesOf(stale));
                setStale(null);
              }}
            >
              {t('useLatest')}
            </Button>
          </div>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="placement-startDate" label={t('startDate')} error={errors.startDate}>
          <ThaiDateInput
            id="placement-startDate"
            value={values.startDate}
            onChange={set('startDate')}
            aria-invalid={Boolean(errors.startDate)}
            aria-describedby={describedBy('placement-startDate', { error: errors.startDate })}
          />
        </Field>
        <Field id="placement-endDate" label={t('endDate')} error={errors.endDate}>
          <ThaiDateInput
            id="placement-endDate"
            value={values.endDate}
            onChange={set('endDate')}
            aria-invalid={Boolean(errors.endDate)}
            aria-describedby={describedBy('placement-endDate', { error: errors.endDate })}
          />
        </Field>
        {text('mentorName', t('mentorName'), { autoComplete: 'off' })}
        {text('mentorPosition', t('mentorPosition'))}
        {text('mentorEmail', t('mentorEmail'), { type: 'email', inputMode: 'email' })}
        {text('mentorPhone', t('mentorPhone'), { type: 'tel', inputMode: 'tel' })}
        <Field id="placement-workMode" label={t('workMode')}>
          <Select value={values.workMode || NONE} onValueChange={(value) => set('workMode')(value === NONE ? '' : value)}>
            <SelectTrigger id="placement-workMode">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NONE}>{t('notSpecified')}</SelectItem>
              {PLACEMENT_WORK_MODES.map((mode) => (
                <SelectItem key={mode} value={mode}>
                  {labels(`workMode.${mode}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
        {text('workAddress', t('workAddress'))}
      </div>
      {errors.form || save.error ? (
        <p className="text-sm text-error-700" role="status">
          {errors.form ?? (stale ? null : save.error)}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending || isEnded}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
