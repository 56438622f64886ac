'use client';

import { Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { ROUND_DATE_KEYS, type RoundDateKey } from '@/lib/labels';
import type { RoundView } from '@/lib/session-groups';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { ThaiDateTimeInput } from '@/components/ui/thai-date-time-input';
import { fromBangkokInput, toBangkokInput } from './bangkok-time';

/** The round's dates the editor holds: the schedule's, then the offer phase end (docs/offers.md). */
type DraftKey = RoundDateKey | 'offerPhaseEndsAt';
const DRAFT_KEYS: DraftKey[] = [...ROUND_DATE_KEYS, 'offerPhaseEndsAt'];
const OPTIONAL_HINTS: Partial<Record<DraftKey, 'optionalHint' | 'offerPhaseHint'>> = {
  reorderRankingDeadline: 'optionalHint',
  cancelRankingDeadline: 'optionalHint',
  offerPhaseEndsAt: 'offerPhaseHint',
};

/** A round as the form holds it: Bangkok wall-clock values of the date inputs ('' for an empty optional one). */
export type RoundDraft = Record<RoundDateKey, string> & { offerPhaseEndsAt?: string };
/** A round as the API takes it: the shape it answers with. */
export type RoundValues = RoundView;

const OPTIONAL_DATES: DraftKey[] = ['reorderRankingDeadline', 'cancelRankingDeadline', 'offerPhaseEndsAt'];
const DAY_MS = 24 * 60 * 60 * 1000;

export function roundDraftOf(round: Partial<Record<DraftKey, string | null>>): RoundDraft {
  return Object.fromEntries(DRAFT_KEYS.map((key) => [key, toBangkokInput(round[key])])) as RoundDraft;
}

export function emptyRoundDraft(): RoundDraft {
  return Object.fromEntries(DRAFT_KEYS.map((key) => [key, ''])) as RoundDraft;
}

/** The body the API expects: ISO instants, numbered 1..n; an empty optional date is null. */
export function roundValuesOf(drafts: RoundDraft[]): RoundValues[] {
  return drafts.map((draft, index) => ({
    round: index + 1,
    ...(Object.fromEntries(
      DRAFT_KEYS.map((key) => [key, fromBangkokInput(draft[key] ?? '') ?? (OPTIONAL_DATES.includes(key) ? null : draft[key])]),
    ) as Omit<RoundValues, 'round'>),
  }));
}

/** The next round starts where people expect it: the same calendar as the last one, 30 days on. */
function followingRound(previous: RoundDraft | undefined): RoundDraft {
  if (!previous) return emptyRoundDraft();
  return Object.fromEntries(
    DRAFT_KEYS.map((key) => {
      const iso = fromBangkokInput(previous[key] ?? '');
      return [key, iso ? toBangkokInput(new Date(new Date(iso).getTime() + 30 * DAY_MS).toISOString()) : ''];
    }),
  ) as RoundDraft;
}

export function RoundsEditor({
  idPrefix,
  rounds,
  onChange,
  errors,
  lockedRoundCount = 0,
  disabled,
}: {
  idPrefix: string;
  rounds: RoundDraft[];
  onChange: (rounds: RoundDraft[]) => void;
  /** Field errors keyed `rounds.{index}.{dateKey}` (from the server's 400). */
  errors: Record<string, string>;
  /** Rounds that have been reached cannot be removed. */
  lockedRoundCount?: number;
  disabled?: boolean;
}) {
  const t = useTranslations('RoundsEditor');
  const labels = useTranslations('Labels');
  const setDate = (index: number, key: DraftKey, value: string) =>
    onChange(rounds.map((round, position) => (position === index ? { ...round, [key]: value } : round)));
  const canRemoveLast = rounds.length > Math.max(1, lockedRoundCount);

  return (
    <div className="grid gap-4">
      {rounds.map((round, index) => (
        <fieldset key={index} className="rounded-xl border bg-gray-50/60 p-4" disabled={disabled}>
          <legend className="px-1 text-sm font-semibold text-gray-900">{labels('round', { round: index + 1 })}</legend>
          {errors[`rounds.${index}.round`] ? <p className="mb-2 text-sm text-error-700">{errors[`rounds.${index}.round`]}</p> : null}
          <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2 xl:grid-cols-4">
            {DRAFT_KEYS.map((key) => {
              const id = `${idPrefix}-round-${index}-${key}`;
              const error = errors[`rounds.${index}.${key}`];
              const isOptional = OPTIONAL_DATES.includes(key);
              const hintKey = OPTIONAL_HINTS[key];
              const hint = hintKey ? t(hintKey) : undefined;
              return (
                <Field
                  key={key}
                  id={id}
                  label={key === 'offerPhaseEndsAt' ? t('offerPhaseEndsAt') : labels(`roundDate.${key}`)}
                  required={!isOptional}
                  hint={hint}
                  error={error}
                  // The row's boxes stay level when one field has a message or a hint under it.
                  className="content-start"
                >
                  <ThaiDateTimeInput
                    id={id}
                    value={round[key] ?? ''}
                    required={!isOptional}
                    onChange={(value) => setDate(index, key, value)}
                    aria-invalid={Boolean(error) || undefined}
                    aria-describedby={describedBy(id, { hint: Boolean(hint), error })}
                  />
                </Field>
              );
            })}
          </div>
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => onChange([...rounds, followingRound(rounds.at(-1))])} disabled={disabled}>
          <Plus aria-hidden="true" />
          {t('addRound', { round: rounds.length + 1 })}
        </Button>
        {canRemoveLast ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(rounds.slice(0, -1))} disabled={disabled}>
            <Trash2 aria-hidden="true" />
            {t('removeRound', { round: rounds.length })}
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-gray-600">{t('timeZone')}</p>
    </div>
  );
}
