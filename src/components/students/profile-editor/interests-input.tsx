import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type KeyboardEvent } from 'react';
import { MAX_INTEREST_LENGTH, MAX_INTERESTS } from '@/lib/student-profile';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useFieldText } from '../field-errors';

/** Interest tags: typed one at a time, added on Enter or a comma, removed by their own button or Backspace on an empty input. */
export function InterestsInput({
  id,
  values,
  onChange,
  error,
}: {
  id: string;
  values: string[];
  onChange: (values: string[]) => void;
  error?: string;
}) {
  const t = useTranslations('ProfileEditor');
  const { label } = useFieldText();
  const [draft, setDraft] = useState('');
  function add() {
    const value = draft.trim();
    if (!value || values.includes(value) || values.length >= MAX_INTERESTS) return;
    onChange([...values, value]);
    setDraft('');
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if ((event.key === 'Enter' || event.key === ',') && !event.nativeEvent.isComposing) {
      event.preventDefault();
      add();
    }
    if (event.key === 'Backspace' && draft === '' && values.length) onChange(values.slice(0, -1));
  }
  return (
    <Field id={id} label={label('interests')} hint={t('interestsHint', { max: MAX_INTERESTS })} error={error}>
      <div className="grid gap-2">
        {values.length ? (
          <ul className="flex flex-wrap gap-2" aria-label={t('chosenInterests')}>
            {values.map((value) => (
              <li key={value}>
                <Badge tone="brand" size="md" className="pr-1">
                  {value}
                  <button
                    type="button"
                    onClick={() => onChange(values.filter((item) => item !== value))}
                    aria-label={t('removeInterest', { value })}
                    className="inline-flex size-5 items-center justify-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <X aria-hidden="true" className="size-3.5" />
                  </button>
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex gap-2">
          <Input
            id={id}
            value={draft}
            maxLength={MAX_INTEREST_LENGTH}
            placeholder={t('interestPlaceholder')}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={describedBy(id, { hint: true, error })}
          />
          <Button type="button" variant="secondary" onClick={add} disabled={!draft.trim()}>
            {t('addInterest')}
          </Button>
        </div>
      </div>
    </Field>
  );
}
