import { SCORE_LIMITS } from '@/lib/student-profile';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useFieldText } from '../field-errors';
import type { NumberField, TextField } from './profile-values';
import type { ProfileForm } from './use-profile-form';

export function ProfileTextInput({
  form: { id, values, errors, set },
  field,
  type = 'text',
  autoComplete,
  required,
  className,
  inputMode,
}: {
  form: ProfileForm;
  field: TextField;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  className?: string;
  inputMode?: 'email' | 'tel' | 'url';
}) {
  const { label } = useFieldText();
  return (
    <Field id={`${id}-${field}`} label={label(field)} error={errors[field]} required={required} className={className}>
      <Input
        id={`${id}-${field}`}
        name={field}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        aria-invalid={Boolean(errors[field]) || undefined}
        aria-describedby={describedBy(`${id}-${field}`, { error: errors[field] })}
      />
    </Field>
  );
}

export function ProfileScoreInput({
  form: { id, values, errors, set },
  field,
  hint,
}: {
  form: ProfileForm;
  field: NumberField;
  hint: string;
}) {
  const { label } = useFieldText();
  const limits = SCORE_LIMITS[field];
  return (
    <Field id={`${id}-${field}`} label={label(field)} hint={hint} error={errors[field]} required={field === 'gpax'}>
      <Input
        id={`${id}-${field}`}
        name={field}
        type="number"
        inputMode={limits.step === 1 ? 'numeric' : 'decimal'}
        min={limits.min}
        max={limits.max}
        step={limits.step}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        aria-invalid={Boolean(errors[field]) || undefined}
        aria-describedby={describedBy(`${id}-${field}`, { hint, error: errors[field] })}
      />
    </Field>
  );
}
