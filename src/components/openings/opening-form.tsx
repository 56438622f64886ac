'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { CompensationTypeView, OpeningTagView } from '@/lib/openings';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { describedBy, Field } from '@/components/ui/field';
import { controlClasses, Input, Textarea } from '@/components/ui/input';
import { useMutationAction, type MutationOptions } from '@/components/ui/use-mutation-action';
import { fieldOf, splitValidationMessage } from '@/lib/validation-message';
import { thaiValidationText } from '@/lib/zod-thai';

/** The opening input of SPEC §3 as the server takes it (tags by name, compensationTypeId as a digit string). */
export type OpeningInput = {
  title?: string;
  description?: string | null;
  quota?: number;
  openForCooperativeInternship?: boolean;
  compensationAmount?: number | null;
  compensationTypeId?: string | null;
  workingCondition?: string | null;
  requirements?: string | null;
  tags?: string[];
  officeName?: string;
  officeAddressLine1?: string;
  officeAddressLine2?: string | null;
  recruitmentContactChannel?: string | null;
  openingDetailContactChannel?: string | null;
  startDate?: string | null;
  endDate?: string | null;
};

/** What the form starts from: an opening view (or part of it) as the server answers it. */
export type OpeningFormInitial = {
  title?: string;
  description?: string | null;
  quota?: number;
  openForCooperativeInternship?: boolean;
  compensationAmount?: number | null;
  compensationType?: CompensationTypeView | null;
  workingCondition?: string | null;
  requirements?: string | null;
  tags?: OpeningTagView[];
  officeName?: string;
  officeAddressLine1?: string;
  officeAddressLine2?: string | null;
  recruitmentContactChannel?: string | null;
  openingDetailContactChannel?: string | null;
  startDate?: string | null;
  endDate?: string | null;
};

export type OpeningFormProps<TResult = unknown> = {
  initial?: OpeningFormInitial;
  /** `create` leaves out blank optional fields; `update` sends them as null so they are cleared. */
  mode: 'create' | 'update';
  /** `required`: only the four fields a new draft needs (the rest is filled on the edit page). */
  fields?: 'all' | 'required';
  compensationTypes: CompensationTypeView[];
  tagOptions: OpeningTagView[];
  submitLabel: string;
  /**
   * The write (`useMutationAction`'s options: action, success toast, onSuccess). Its failure shows in the form, not
   * in a toast: `body.<field>: …` parts of the server's message land under their field.
   */
  save: MutationOptions<OpeningInput, TResult>;
  onCancel?: () => void;
  /** Extra buttons beside submit (e.g. a cancel link). */
  secondaryAction?: ReactNode;
  className?: string;
};

type TextKey =
  | 'title'
  | 'description'
  | 'quota'
  | 'compensationAmount'
  | 'compensationTypeId'
  | 'workingCondition'
  | 'requirements'
  | 'newTags'
  | 'officeName'
  | 'officeAddressLine1'
  | 'officeAddressLine2'
  | 'recruitmentContactChannel'
  | 'openingDetailContactChannel'
  | 'startDate'
  | 'endDate';

type Values = Record<TextKey, string> & { openForCooperativeInternship: boolean; tags: string[] };

/** The API's English field messages this form words itself (`OpeningForm.errors`). */
const SERVER_MESSAGES = {
  'Must be at least 1': 'atLeastOne',
  'Must be 0 or more': 'notNegative',
  'Expected an integer': 'integer',
  'startDate must be on or before endDate': 'endBeforeStart',
  'Unknown compensation type': 'unknownCompensationType',
} as const;

type FormMessages = ReturnType<typeof useTranslations<'OpeningForm'>>;

/** A field message in the page's language: the form's own words, else the shared Thai wording, else as the API gave it. */
function fieldMessage({ t, locale, message }: { t: FormMessages; locale: string; message: string }): string {
  const key = SERVER_MESSAGES[message as keyof typeof SERVER_MESSAGES];
  if (key) return t(`errors.${key}`);
  return locale === 'th' ? thaiValidationText(message) : message;
}

/** `body.quota: Must be at least 1; body.title: Required` → per-field messages, plus what fits no field. */
export function splitServerErrors(
  message: string,
  describe: (text: string) => string,
): { fields: Record<string, string>; rest: string | null } {
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const { path, text } of splitValidationMessage(message)) {
    if (!path) rest.push(text);
    else if (!fields[fieldOf(path)]) fields[fieldOf(path)] = describe(text);
  }
  return { fields, rest: rest.length ? rest.join('; ') : null };
}

function initialValues(initial: OpeningFormInitial = {}): Values {
  const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    title: text(initial.title),
    description: text(initial.description),
    quota: text(initial.quota),
    openForCooperativeInternship: initial.openForCooperativeInternship ?? false,
    compensationAmount: text(initial.compensationAmount),
    compensationTypeId: text(initial.compensationType?.id),
    workingCondition: text(initial.workingCondition),
    requirements: text(initial.requirements),
    tags: (initial.tags ?? []).map((tag) => tag.tagName),
    newTags: '',
    officeName: text(initial.officeName),
    officeAddressLine1: text(initial.officeAddressLine1),
    officeAddressLine2: text(initial.officeAddressLine2),
    recruitmentContactChannel: text(initial.recruitmentContactChannel),
    openingDetailContactChannel: text(initial.openingDetailContactChannel),
    startDate: text(initial.startDate),
    endDate: text(initial.endDate),
  };
}

/** Numbers typed by people: blank is "none", anything else goes to the server as typed so it can say what is wrong. */
function toNumber(value: string): number | null | string {
  const trimmed = value.trim().replaceAll(',', '');
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
}

function toInput(values: Values, mode: 'create' | 'update', fields: 'all' | 'required'): OpeningInput {
  const optional = (value: string) => (value.trim() === '' ? (mode === 'update' ? null : undefined) : value.trim());
  const quota = toNumber(values.quota);
  const input: Record<string, unknown> = {
    title: values.title,
    quota: quota === null ? undefined : quota,
    officeName: values.officeName,
    officeAddressLine1: values.officeAddressLine1,
  };
  if (fields === 'required') return input as OpeningInput;
  const amount = toNumber(values.compensationAmount);
  const newTags = values.newTags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  Object.assign(input, {
    description: optional(values.description),
    openForCooperativeInternship: values.openForCooperativeInternship,
    compensationAmount: amount === null ? (mode === 'update' ? null : undefined) : amount,
    compensationTypeId: optional(values.compensationTypeId),
    workingCondition: optional(values.workingCondition),
    requirements: optional(values.requirements),
    tags: [...values.tags, ...newTags],
    officeAddressLine2: optional(values.officeAddressLine2),
    recruitmentContactChannel: optional(values.recruitmentContactChannel),
    openingDetailContactChannel: optional(values.openingDetailContactChannel),
    startDate: optional(values.startDate),
    endDate: optional(values.endDate),
  });
  return input as OpeningInput;
}

/**
 * The one opening form: the company's create dialog and edit page, and the admin's edit page. It
 * validates nothing itself (SPEC §5: the server's messages are the ones shown) and shows each
 * `body.<field>` message of a 400 under its field.
 */
export function OpeningForm<TResult = unknown>({
  initial,
  mode,
  fields = 'all',
  compensationTypes,
  tagOptions,
  submitLabel,
  save,
  onCancel,
  secondaryAction,
  className,
}: OpeningFormProps<TResult>) {
  const t = useTranslations('OpeningForm');
  const locale = useLocale();
  const formId = useId();
  const [values, setValues] = useState<Values>(() => initialValues(initial));
  const mutation = useMutationAction<OpeningInput, TResult>({ ...save, toastError: false });
  const { fields: errors, rest } = mutation.error
    ? splitServerErrors(mutation.error, (message) => fieldMessage({ t, locale, message }))
    : { fields: {} as Record<string, string>, rest: null };
  const formError = rest ?? (Object.keys(errors).length ? t('checkFields') : null);
  const isSubmitting = mutation.isPending;

  const idOf = (key: string) => `${formId}-${key}`;
  const set = (key: TextKey) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await mutation.run(toInput(values, mode, fields));
  }

  const textField = (
    key: TextKey,
    label: string,
    options: {
      required?: boolean;
      hint?: string;
      type?: string;
      multiline?: boolean;
      inputMode?: 'numeric' | 'decimal';
      className?: string;
    } = {},
  ) => {
    const id = idOf(key);
    const error = errors[key];
    const common = {
      id,
      name: key,
      value: values[key],
      onChange: set(key),
      'aria-invalid': Boolean(error),
      'aria-describedby': describedBy(id, { hint: options.hint, error }),
      'aria-required': options.required || undefined,
    };
    return (
      <Field id={id} label={label} hint={options.hint} error={error} required={options.required} className={options.className}>
        {options.multiline ? (
          <Textarea rows={4} {...common} />
        ) : (
          <Input type={options.type ?? 'text'} inputMode={options.inputMode} {...common} />
        )}
      </Field>
    );
  };

  const toggleTag = (tagName: string) =>
    setValues((current) => ({
      ...current,
      tags: current.tags.includes(tagName) ? current.tags.filter((tag) => tag !== tagName) : [...current.tags, tagName],
    }));
  const knownTagNames = new Set(tagOptions.map((tag) => tag.tagName));
  const shownTags = [...tagOptions.map((tag) => tag.tagName), ...values.tags.filter((tag) => !knownTagNames.has(tag))];

  return (
    <form
      noValidate
      onSubmit={submit}
      className={cn('grid gap-6', className)}
      aria-describedby={formError ? `${formId}-form-error` : undefined}
    >
      {formError ? (
        <p
          id={`${formId}-form-error`}
          role="alert"
          className="rounded-lg border border-error-200 bg-error-50 px-4 py-3 text-sm text-error-800"
        >
          {formError}
        </p>
      ) : null}

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-gray-900">{t('openingSection')}</legend>
        {textField('title', t('title'), { required: true, className: 'sm:col-span-2' })}
        {textField('quota', t('quota'), { required: true, type: 'number', inputMode: 'numeric' })}
        {fields === 'all' ? (
          <div className="flex items-end pb-2">
            <label className="flex items-center gap-2 text-sm text-gray-800">
              <Checkbox
                name="openForCooperativeInternship"
                checked={values.openForCooperativeInternship}
                onChange={(event) => setValues((current) => ({ ...current, openForCooperativeInternship: event.target.checked }))}
              />
              {t('cooperative')}
            </label>
          </div>
        ) : null}
        {fields === 'all' ? textField('description', t('description'), { multiline: true, className: 'sm:col-span-2' }) : null}
        {fields === 'all' ? textField('requirements', t('requirements'), { multiline: true, className: 'sm:col-span-2' }) : null}
        {fields === 'all'
          ? textField('workingCondition', t('workingCondition'), { hint: t('workingConditionHint'), className: 'sm:col-span-2' })
          : null}
      </fieldset>

      {fields === 'all' ? (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold text-gray-900">{t('compensationSection')}</legend>
          {textField('compensationAmount', t('compensationAmount'), { type: 'number', inputMode: 'decimal' })}
          <Field id={idOf('compensationTypeId')} label={t('compensationType')} error={errors.compensationTypeId}>
            <select
              id={idOf('compensationTypeId')}
              name="compensationTypeId"
              value={values.compensationTypeId}
              onChange={set('compensationTypeId')}
              aria-invalid={Boolean(errors.compensationTypeId)}
              aria-describedby={describedBy(idOf('compensationTypeId'), { error: errors.compensationTypeId })}
              className={cn(controlClasses, 'h-10')}
            >
              <option value="">{t('unspecified')}</option>
              {compensationTypes.map((type) => (
                <option key={type.id} value={String(type.id)}>
                  {type.name}
                </option>
              ))}
            </select>
          </Field>
          {textField('startDate', t('startDate'), { type: 'date' })}
          {textField('endDate', t('endDate'), { type: 'date' })}
        </fieldset>
      ) : null}

      {fields === 'all' ? (
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-base font-semibold text-gray-900">{t('tagsSection')}</legend>
          {shownTags.length ? (
            <div className="flex flex-wrap gap-2" role="group" aria-label={t('chooseTags')}>
              {shownTags.map((tagName) => {
                const isSelected = values.tags.includes(tagName);
                return (
                  <button
                    key={tagName}
                    type="button"
                    aria-pressed={isSelected}
                    onClick={() => toggleTag(tagName)}
                    className={cn(
                      'rounded-full border px-3 py-1 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                      isSelected
                        ? 'border-brand-600 bg-brand-50 font-medium text-brand-800'
                        : 'border-gray-300 bg-white text-gray-700 hover:border-gray-400',
                    )}
                  >
                    {tagName}
                  </button>
                );
              })}
            </div>
          ) : null}
          {textField('newTags', t('newTags'), { hint: t('newTagsHint') })}
          {errors.tags ? <p className="text-sm text-error-700">{errors.tags}</p> : null}
        </fieldset>
      ) : null}

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-gray-900">{t('placeSection')}</legend>
        {textField('officeName', t('officeName'), { required: true })}
        {textField('officeAddressLine1', t('officeAddressLine1'), { required: true })}
        {fields === 'all' ? textField('officeAddressLine2', t('officeAddressLine2'), { className: 'sm:col-span-2' }) : null}
        {fields === 'all' ? textField('recruitmentContactChannel', t('recruitmentContact')) : null}
        {fields === 'all' ? textField('openingDetailContactChannel', t('detailContact')) : null}
      </fieldset>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="cancel" onClick={onCancel} disabled={isSubmitting}>
            {t('cancel')}
          </Button>
        ) : null}
        {secondaryAction}
        <Button type="submit" isLoading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
