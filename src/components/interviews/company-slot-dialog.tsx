'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent, type ReactElement } from 'react';
import { apiCall } from '@/lib/api-call';
import { ApiError } from '@/lib/api-client';
import { datesFor } from '@/lib/dates';
import {
  DEFAULT_BOOKING_CUTOFF_HOURS,
  INTERVIEW_LOCATION_KINDS,
  type CompanyInterviewSlot,
  type InterviewAudience,
  type InterviewLocationKind,
  type InterviewStudent,
} from '@/lib/interviews';
import { fromBangkokInput, toBangkokInput } from '@/components/session-groups/bangkok-time';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { describedBy, Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { ThaiDateTimeInput } from '@/components/ui/thai-date-time-input';
import { useFormDialog } from '@/components/ui/use-mutation-action';
import { studentName } from './company-interview-text';
import { slotErrorMessage } from './company-slot-errors';

const HOUR_MS = 3_600_000;
const DEFAULT_LENGTH_MINUTES = 30;

type SlotBody = {
  startsAt?: string;
  lengthMinutes?: number;
  locationKind?: InterviewLocationKind;
  location?: string;
  capacity?: number;
  bookingCutoffAt?: string | null;
  invitedStudentIds?: string[];
  note?: string | null;
};

/** The form read and checked: every field, a null cut-off for the default, an empty list for every applicant. */
type ReadBody = Required<Omit<SlotBody, 'bookingCutoffAt' | 'note'>> & { bookingCutoffAt: string | null; note: string | null };

type FormState = {
  startsAt: string;
  lengthMinutes: string;
  locationKind: InterviewLocationKind;
  location: string;
  capacity: string;
  isDefaultCutoff: boolean;
  bookingCutoffAt: string;
  audience: InterviewAudience;
  invited: string[];
  note: string;
};

function isDefaultCutoffOf(slot: CompanyInterviewSlot): boolean {
  return new Date(slot.startsAt).getTime() - new Date(slot.bookingCutoffAt).getTime() === DEFAULT_BOOKING_CUTOFF_HOURS * HOUR_MS;
}

function initialState(slot: CompanyInterviewSlot | undefined): FormState {
  if (!slot)
    return {
      startsAt: '',
      lengthMinutes: String(DEFAULT_LENGTH_MINUTES),
      locationKind: 'PLACE',
      location: '',
      capacity: '1',
      isDefaultCutoff: true,
      bookingCutoffAt: '',
      audience: 'ALL',
      invited: [],
      note: '',
    };
  return {
    startsAt: toBangkokInput(slot.startsAt),
    lengthMinutes: String(slot.lengthMinutes),
    locationKind: slot.locationKind,
    location: slot.location,
    capacity: String(slot.capacity),
    isDefaultCutoff: isDefaultCutoffOf(slot),
    bookingCutoffAt: toBangkokInput(slot.bookingCutoffAt),
    audience: slot.audience,
    // Whoever booked stays invited (the server refuses to drop them), also when an open slot is narrowed to a few.
    invited: [...new Set([...slot.invitedStudentIds, ...slot.bookings.map((booking) => booking.studentId)])],
    note: slot.note ?? '',
  };
}

function wholeNumber(text: string): number | null {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : null;
}

type SlotDialogMessages = ReturnType<typeof useTranslations<'CompanySlotDialog'>>;

/**
 * Reads the form into the fields the server takes, or the first thing to fix. The server checks again (the window,
 * a start in the future, the chosen applicants) and its message is shown in the dialog.
 */
function readForm(form: FormState, t: SlotDialogMessages): { body: ReadBody } | { error: string } {
  const startsAt = fromBangkokInput(form.startsAt);
  if (!startsAt) return { error: t('startsAtInvalid') };
  const lengthMinutes = wholeNumber(form.lengthMinutes);
  if (lengthMinutes === null || lengthMinutes < 5 || lengthMinutes > 720) return { error: t('lengthInvalid') };
  const location = form.location.trim();
  if (!location) return { error: form.locationKind === 'ONLINE' ? t('onlineLinkRequired') : t('placeRequired') };
  const capacity = wholeNumber(form.capacity);
  if (capacity === null || capacity < 1 || capacity > 500) return { error: t('capacityInvalid') };
  let bookingCutoffAt: string | null = null;
  if (!form.isDefaultCutoff) {
    bookingCutoffAt = fromBangkokInput(form.bookingCutoffAt);
    if (!bookingCutoffAt) return { error: t('cutoffInvalid') };
    if (new Date(bookingCutoffAt) > new Date(startsAt)) return { error: t('cutoffAfterStart') };
  }
  if (form.audience === 'CHOSEN' && form.invited.length === 0) return { error: t('chooseApplicants') };
  return {
    body: {
      startsAt,
      lengthMinutes,
      locationKind: form.locationKind,
      location,
      capacity,
      bookingCutoffAt,
      invitedStudentIds: form.audience === 'CHOSEN' ? form.invited : [],
      note: form.note.trim() || null,
    },
  };
}

/** An edit sends only what changed, so an untouched audience or cut-off is left as the server keeps it. */
function changedFields(slot: CompanyInterviewSlot, body: ReadBody): SlotBody {
  const changes: SlotBody = {};
  const startsAtChanged = new Date(body.startsAt).getTime() !== new Date(slot.startsAt).getTime();
  if (startsAtChanged) changes.startsAt = body.startsAt;
  if (body.lengthMinutes !== slot.lengthMinutes) changes.lengthMinutes = body.lengthMinutes;
  if (body.locationKind !== slot.locationKind) changes.locationKind = body.locationKind;
  if (body.location !== slot.location) changes.location = body.location;
  if (body.capacity !== slot.capacity) changes.capacity = body.capacity;
  // The default cut-off follows the start (the server sets it when the start moves); a chosen one is sent as chosen.
  const cutoff = body.bookingCutoffAt ?? new Date(new Date(body.startsAt).getTime() - DEFAULT_BOOKING_CUTOFF_HOURS * HOUR_MS).toISOString();
  if (new Date(cutoff).getTime() !== new Date(slot.bookingCutoffAt).getTime()) changes.bookingCutoffAt = cutoff;
  const before = slot.audience === 'CHOSEN' ? [...slot.invitedStudentIds].sort() : [];
  const after = [...body.invitedStudentIds].sort();
  if (before.join() !== after.join()) changes.invitedStudentIds = body.invitedStudentIds;
  if (body.note !== slot.note) changes.note = body.note;
  return changes;
}

/**
 * "Add an interview time" and "Edit": one form for publishing a slot and for changing one (`slot` given). Times are
 * Bangkok wall-clock times; the booking cut-off is 24 hours before the start unless the company picks another; the
 * audience is every applicant of the opening in the round or the ones ticked. The server's 400/409 message stays in
 * the dialog, which stays open.
 */
export function CompanySlotDialog({
  sessionId,
  openingId,
  slot,
  applicants,
  trigger,
}: {
  sessionId: number;
  openingId: number;
  slot?: CompanyInterviewSlot;
  /** Every ACTIVE applicant of the opening in the round, for a chosen audience. */
  applicants: (InterviewStudent & { isBooked: boolean })[];
  trigger: ReactElement;
}) {
  const t = useTranslations('CompanySlotDialog');
  const tSlot = useTranslations('InterviewSlot');
  const tErrors = useTranslations('CompanySlotErrors');
  const locale = useLocale();
  const { formatDateTime } = datesFor(locale);
  const router = useRouter();
  const [form, setForm] = useState<FormState>(() => initialState(slot));
  // A 409 means the slot or the round changed under the form (cancelled meanwhile, seats taken, the window closed):
  // the list is read again when the dialog closes, not at once, so the refusal stays readable in the open dialog.
  const [isStale, setIsStale] = useState(false);
  const isEdit = slot !== undefined;
  const idBase = isEdit ? `interview-slot-${slot.slotId}` : 'interview-slot-new';
  const bookedHere = new Set(slot?.bookings.map((booking) => booking.studentId) ?? []);
  const dialog = useFormDialog<{ create: ReadBody } | { slotId: number; change: SlotBody }, CompanyInterviewSlot>({
    action: (input) =>
      'create' in input
        ? apiCall('POST /company/sessions/{sessionId}/openings/{openingId}/interview-slots', {
            params: { sessionId, openingId },
            body: input.create,
          })
        : apiCall('PATCH /company/interview-slots/{interviewSlotId}', { params: { interviewSlotId: input.slotId }, body: input.change }),
    success: isEdit ? t('saved') : t('added'),
    failure: isEdit ? t('editFailed') : t('addFailed'),
    toastError: false,
    describeError: (error) => slotErrorMessage({ error, t: tErrors, locale }),
    onOpen: () => setForm(initialState(slot)),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) setIsStale(true);
    },
  });
  const onOpenChange = (open: boolean) => {
    dialog.onOpenChange(open);
    if (!open && isStale && !dialog.isSaving) {
      setIsStale(false);
      router.refresh();
    }
  };
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((current) => ({ ...current, [key]: value }));
  const startsAtIso = fromBangkokInput(form.startsAt);
  const defaultCutoff = startsAtIso ? new Date(new Date(startsAtIso).getTime() - DEFAULT_BOOKING_CUTOFF_HOURS * HOUR_MS) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const read = readForm(form, t);
    if ('error' in read) return dialog.setError(read.error);
    if (!slot) {
      await dialog.run({ create: read.body });
      return;
    }
    const change = changedFields(slot, read.body);
    if (Object.keys(change).length === 0) return dialog.close();
    await dialog.run({ slotId: slot.slotId, change });
  }

  return (
    <Dialog open={dialog.open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto">
        <DialogTitle>{isEdit ? t('editTitle') : t('addTitle')}</DialogTitle>
        <DialogDescription>
          {isEdit && slot.bookings.length > 0 ? t('editWithBookings', { count: slot.bookings.length }) : t('description')}
        </DialogDescription>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_9rem]">
            <Field id={`${idBase}-start`} label={t('startsAt')} required>
              <ThaiDateTimeInput id={`${idBase}-start`} value={form.startsAt} required onChange={(value) => set('startsAt', value)} />
            </Field>
            <Field id={`${idBase}-length`} label={t('length')} required>
              <Input
                id={`${idBase}-length`}
                inputMode="numeric"
                value={form.lengthMinutes}
                required
                onChange={(event) => set('lengthMinutes', event.target.value)}
              />
            </Field>
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-gray-900">{t('kind')}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {INTERVIEW_LOCATION_KINDS.map((kind) => (
                <label key={kind} className="inline-flex items-center gap-2 text-sm text-gray-900">
                  <input
                    type="radio"
                    name={`${idBase}-kind`}
                    value={kind}
                    checked={form.locationKind === kind}
                    onChange={() => set('locationKind', kind)}
                    className="size-4 accent-brand-600"
                  />
                  {tSlot(`locationKind.${kind}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <Field
            id={`${idBase}-location`}
            label={form.locationKind === 'ONLINE' ? t('onlineLink') : t('place')}
            hint={form.locationKind === 'ONLINE' ? t('onlineHint') : t('placeHint')}
            required
          >
            <Input
              id={`${idBase}-location`}
              value={form.location}
              maxLength={500}
              required
              aria-describedby={describedBy(`${idBase}-location`, { hint: true })}
              onChange={(event) => set('location', event.target.value)}
            />
          </Field>
          <Field
            id={`${idBase}-capacity`}
            label={t('capacity')}
            hint={isEdit && slot.bookings.length > 0 ? t('capacityAtLeast', { count: slot.bookings.length }) : t('capacityHint')}
            required
          >
            <Input
              id={`${idBase}-capacity`}
              inputMode="numeric"
              className="sm:max-w-36"
              value={form.capacity}
              required
              aria-describedby={describedBy(`${idBase}-capacity`, { hint: true })}
              onChange={(event) => set('capacity', event.target.value)}
            />
          </Field>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-gray-900">{t('cutoff')}</legend>
            <label className="inline-flex items-center gap-2 text-sm text-gray-900">
              <Checkbox checked={form.isDefaultCutoff} onChange={(event) => set('isDefaultCutoff', event.target.checked)} />
              {t('defaultCutoff', { hours: DEFAULT_BOOKING_CUTOFF_HOURS })}
              {form.isDefaultCutoff && defaultCutoff ? <span className="text-gray-600">({formatDateTime(defaultCutoff)})</span> : null}
            </label>
            {form.isDefaultCutoff ? null : (
              <Field id={`${idBase}-cutoff`} label={t('cutoffAt')} hint={t('cutoffHint')}>
                <ThaiDateTimeInput
                  id={`${idBase}-cutoff`}
                  value={form.bookingCutoffAt}
                  onChange={(value) => set('bookingCutoffAt', value)}
                  aria-describedby={describedBy(`${idBase}-cutoff`, { hint: true })}
                />
              </Field>
            )}
          </fieldset>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-gray-900">{t('audience')}</legend>
            {(['ALL', 'CHOSEN'] as const).map((audience) => (
              <label key={audience} className="inline-flex items-center gap-2 text-sm text-gray-900">
                <input
                  type="radio"
                  name={`${idBase}-audience`}
                  value={audience}
                  checked={form.audience === audience}
                  onChange={() => set('audience', audience)}
                  className="size-4 accent-brand-600"
                />
                {tSlot(`audience.${audience}`)}
              </label>
            ))}
            {form.audience === 'CHOSEN' ? (
              applicants.length === 0 ? (
                <p className="text-sm text-gray-600">{t('noApplicants')}</p>
              ) : (
                <fieldset className="grid max-h-56 gap-1 overflow-y-auto rounded-lg border border-gray-200 p-3">
                  <legend className="sr-only">{t('chooseLegend', { count: form.invited.length })}</legend>
                  <p className="text-xs text-gray-600" aria-live="polite">
                    {t('chosenCount', { count: form.invited.length, total: applicants.length })}
                  </p>
                  {applicants.map((applicant) => {
                    const isLocked = bookedHere.has(applicant.studentId);
                    return (
                      <label key={applicant.studentId} className="flex items-center gap-2 py-0.5 text-sm text-gray-900">
                        <Checkbox
                          checked={form.invited.includes(applicant.studentId)}
                          disabled={isLocked}
                          onChange={(event) =>
                            set(
                              'invited',
                              event.target.checked
                                ? [...form.invited, applicant.studentId]
                                : form.invited.filter((studentId) => studentId !== applicant.studentId),
                            )
                          }
                        />
                        <span className="min-w-0">
                          {studentName(applicant, locale)} <span className="text-gray-600">{applicant.studentId}</span>
                          {isLocked ? (
                            <span className="text-gray-600">{t('bookedHere')}</span>
                          ) : applicant.isBooked ? (
                            <span className="text-gray-600">{t('bookedElsewhere')}</span>
                          ) : null}
                        </span>
                      </label>
                    );
                  })}
                </fieldset>
              )
            ) : null}
          </fieldset>
          <Field id={`${idBase}-note`} label={t('note')} hint={t('noteHint')}>
            <Textarea
              id={`${idBase}-note`}
              value={form.note}
              maxLength={2000}
              rows={2}
              className="min-h-16"
              aria-describedby={describedBy(`${idBase}-note`, { hint: true })}
              onChange={(event) => set('note', event.target.value)}
            />
          </Field>
          {dialog.error ? (
            <p role="alert" className="rounded-lg border border-error-200 bg-error-50 px-3 py-2 text-sm text-error-800">
              {dialog.error}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="cancel" onClick={() => onOpenChange(false)} disabled={dialog.isSaving}>
              {t('cancel')}
            </Button>
            <Button type="submit" isLoading={dialog.isSaving} loadingText={t('saving')}>
              {isEdit ? t('saveEdit') : t('add')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
