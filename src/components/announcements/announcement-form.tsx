'use client';

import { Send } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { apiCall } from '@/lib/api-call';
import { ANNOUNCEMENT_AUDIENCES, type AnnouncementAudience, type AnnouncementView } from '@/lib/announcements';
import { datesFor } from '@/lib/dates';
import { fromBangkokInput } from '@/components/session-groups/bangkok-time';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { describedBy, Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { OnDemandSelect } from '@/components/ui/on-demand-select';
import { ThaiDateTimeInput } from '@/components/ui/thai-date-time-input';
import { useMutationAction } from '@/components/ui/use-mutation-action';

type Draft = {
  audience: AnnouncementAudience;
  titleTh: string;
  bodyTh: string;
  titleEn: string;
  bodyEn: string;
  when: 'now' | 'later';
  sendAt: string;
};

const EMPTY: Draft = { audience: 'SESSION_STUDENTS', titleTh: '', bodyTh: '', titleEn: '', bodyEn: '', when: 'now', sendAt: '' };

/** The admin's form: an audience with its live count, the Thai text (English optional), now or at a time, confirmed. */
export function AnnouncementForm({ sessionId, initialCount }: { sessionId: number; initialCount: number }) {
  const t = useTranslations('AnnouncementForm');
  const labels = useTranslations('AnnouncementLabels');
  const { formatDateTime } = datesFor(useLocale());
  const audienceOptions = ANNOUNCEMENT_AUDIENCES.map((value) => ({ value, label: labels(`audience.${value}`) }));
  const [draft, setDraft] = useState<Draft>(EMPTY);
  // The count of the audience last counted; while another is being counted, none is shown.
  const [counted, setCounted] = useState<{ audience: AnnouncementAudience; count: number }>({
    audience: EMPTY.audience,
    count: initialCount,
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [isConfirming, setIsConfirming] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  useEffect(() => {
    let isCurrent = true;
    apiCall('GET /admin/announcements/audience-count', { query: { sessionId, audience: draft.audience } }).then(
      (answer) => isCurrent && setCounted({ audience: answer.audience, count: answer.count }),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [sessionId, draft.audience]);

  const create = useMutationAction<Draft, AnnouncementView>({
    action: (value) =>
      apiCall('POST /admin/announcements', {
        body: {
          sessionId,
          audience: value.audience,
          titleTh: value.titleTh,
          bodyTh: value.bodyTh,
          titleEn: value.titleEn || null,
          bodyEn: value.bodyEn || null,
          sendAt: value.when === 'later' ? fromBangkokInput(value.sendAt) : null,
        },
      }),
    success: (answer) =>
      answer.status === 'SENT'
        ? { title: t('sentTitle'), description: t('reach', { count: answer.recipientCount ?? 0 }) }
        : { title: t('scheduledTitle'), description: formatDateTime(answer.scheduledAt) },
    failure: t('failure'),
    onSuccess: () => setDraft(EMPTY),
  });

  function check(): boolean {
    const found: Partial<Record<keyof Draft, string>> = {};
    if (!draft.titleTh.trim()) found.titleTh = t('titleThRequired');
    if (!draft.bodyTh.trim()) found.bodyTh = t('bodyThRequired');
    if (Boolean(draft.titleEn.trim()) !== Boolean(draft.bodyEn.trim()))
      found[draft.titleEn.trim() ? 'bodyEn' : 'titleEn'] = t('englishBoth');
    if (draft.when === 'later') {
      const at = fromBangkokInput(draft.sendAt);
      if (!at) found.sendAt = t('sendAtRequired');
      else if (new Date(at) <= new Date()) found.sendAt = t('sendAtPast');
    }
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`announcement-${first}`)?.focus();
    return !first;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (check()) setIsConfirming(true);
  }

  const count = counted.audience === draft.audience ? counted.count : null;
  const countText = count === null ? t('counting') : t('reach', { count });
  const whenText = draft.when === 'now' ? t('whenNow') : t('whenAt', { at: formatDateTime(fromBangkokInput(draft.sendAt)) });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4" noValidate aria-label={t('title')}>
          <Field id="announcement-audience" label={t('audience')} hint={countText}>
            <OnDemandSelect
              id="announcement-audience"
              value={draft.audience}
              options={audienceOptions}
              onValueChange={(value) => set('audience', value as AnnouncementAudience)}
              className="w-full"
            />
          </Field>
          <p className="sr-only" aria-live="polite">
            {countText}
          </p>
          <Field id="announcement-titleTh" label={t('titleTh')} error={errors.titleTh} required>
            <Input
              id="announcement-titleTh"
              value={draft.titleTh}
              maxLength={200}
              onChange={(event) => set('titleTh', event.target.value)}
              aria-invalid={Boolean(errors.titleTh)}
              aria-describedby={describedBy('announcement-titleTh', { error: errors.titleTh })}
            />
          </Field>
          <Field id="announcement-bodyTh" label={t('bodyTh')} error={errors.bodyTh} required>
            <Textarea
              id="announcement-bodyTh"
              rows={5}
              value={draft.bodyTh}
              maxLength={5000}
              onChange={(event) => set('bodyTh', event.target.value)}
              aria-invalid={Boolean(errors.bodyTh)}
              aria-describedby={describedBy('announcement-bodyTh', { error: errors.bodyTh })}
            />
          </Field>
          <details className="rounded-lg border border-gray-200 p-3" open={Boolean(errors.titleEn || errors.bodyEn) || undefined}>
            <summary className="cursor-pointer text-sm font-medium text-gray-800">{t('english')}</summary>
            <p className="mt-2 text-xs text-gray-600">{t('englishNote')}</p>
            <div className="mt-3 grid gap-4">
              <Field id="announcement-titleEn" label={t('titleEn')} error={errors.titleEn}>
                <Input
                  id="announcement-titleEn"
                  lang="en"
                  value={draft.titleEn}
                  maxLength={200}
                  onChange={(event) => set('titleEn', event.target.value)}
                  aria-invalid={Boolean(errors.titleEn)}
                  aria-describedby={describedBy('announcement-titleEn', { error: errors.titleEn })}
                />
              </Field>
              <Field id="announcement-bodyEn" label={t('bodyEn')} error={errors.bodyEn}>
                <Textarea
                  id="announcement-bodyEn"
                  lang="en"
                  rows={4}
                  value={draft.bodyEn}
                  maxLength={5000}
                  onChange={(event) => set('bodyEn', event.target.value)}
                  aria-invalid={Boolean(errors.bodyEn)}
                  aria-describedby={describedBy('announcement-bodyEn', { error: errors.bodyEn })}
                />
              </Field>
            </div>
          </details>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-gray-800">{t('when')}</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="announcement-when" checked={draft.when === 'now'} onChange={() => set('when', 'now')} />
              {t('sendNow')}
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="announcement-when" checked={draft.when === 'later'} onChange={() => set('when', 'later')} />
              {t('schedule')}
            </label>
          </fieldset>
          {draft.when === 'later' ? (
            <Field id="announcement-sendAt" label={t('sendAt')} error={errors.sendAt} className="max-w-sm">
              <ThaiDateTimeInput
                id="announcement-sendAt"
                value={draft.sendAt}
                onChange={(value) => set('sendAt', value)}
                aria-invalid={Boolean(errors.sendAt)}
                aria-describedby={describedBy('announcement-sendAt', { error: errors.sendAt })}
              />
            </Field>
          ) : null}
          {create.error ? (
            <p role="alert" className="text-sm text-error-700">
              {create.error}
            </p>
          ) : null}
          <div>
            <Button type="submit" disabled={create.isPending}>
              <Send aria-hidden="true" />
              {draft.when === 'now' ? t('submitNow') : t('submitLater')}
            </Button>
          </div>
        </form>
        <ConfirmDialog
          open={isConfirming}
          onOpenChange={setIsConfirming}
          title={draft.when === 'now' ? t('confirmNowTitle') : t('confirmLaterTitle')}
          description={t('confirmDescription', {
            title: draft.titleTh.trim(),
            audience: labels(`audience.${draft.audience}`),
            count: countText,
            when: whenText,
          })}
          confirmLabel={draft.when === 'now' ? t('submitNow') : t('submitLater')}
          onConfirm={async () => {
            await create.runOrThrow(draft);
          }}
        />
      </CardContent>
    </Card>
  );
}
