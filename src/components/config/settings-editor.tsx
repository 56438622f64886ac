'use client';

import { Plus, RotateCcw, Save, Settings } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { apiCall } from '@/lib/api-call';
import { cn } from '@/lib/cn';
import type { Setting } from '@/lib/settings';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { useMutationAction } from '@/components/ui/use-mutation-action';

const KEY_PATTERN = /^[A-Za-z0-9_.-]{1,100}$/;

function without(record: Record<string, string>, key: string): Record<string, string> {
  const next = { ...record };
  delete next[key];
  return next;
}

async function saveSetting(key: string, value: string): Promise<Setting> {
  return apiCall('PUT /admin/settings/{key}', { params: { key }, body: { value } });
}

/** /config: every setting with inline editing (PUT /api/admin/settings/{key}) and a form to add one. */
export function SettingsEditor({ initialSettings }: { initialSettings: Setting[] }) {
  const t = useTranslations('SettingsEditor');
  const id = useId();
  const [settings, setSettings] = useState(initialSettings);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [newKey, setNewKey] = useState('');
  const [newValue, setNewValue] = useState('');
  const [newKeyError, setNewKeyError] = useState<string | null>(null);
  const adding = useMutationAction<{ key: string; value: string }, Setting>({
    action: ({ key, value }) => saveSetting(key, value),
    success: (_, { key }) => ({ title: t('added'), description: key }),
    failure: t('addFailed'),
    // The list is held here and updated from the answer; a refresh would not change it.
    refresh: false,
    onSuccess: (saved) => {
      storeSaved(saved);
      setNewKey('');
      setNewValue('');
    },
  });
  const isAdding = adding.isPending;

  function storeSaved(saved: Setting) {
    setSettings((current) => {
      const exists = current.some((setting) => setting.key === saved.key);
      const next = exists ? current.map((setting) => (setting.key === saved.key ? saved : setting)) : [...current, saved];
      return next.sort((a, b) => a.key.localeCompare(b.key));
    });
    setDrafts((current) => without(current, saved.key));
  }

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const key = newKey.trim();
    let problem: string | null = null;
    if (!key) problem = t('keyRequired');
    else if (!KEY_PATTERN.test(key)) problem = t('keyPattern');
    else if (settings.some((setting) => setting.key === key)) problem = t('keyExists');
    setNewKeyError(problem);
    if (problem) {
      document.getElementById(`${id}-new-key`)?.focus();
      return;
    }
    await adding.run({ key, value: newValue });
  }

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('allTitle')}</CardTitle>
          <CardDescription>{t('allDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="px-0 pb-0 sm:px-0">
          {settings.length === 0 ? (
            <div className="px-5 pb-6 sm:px-6">
              <EmptyState icon={Settings} headingLevel="h3" className="py-10" title={t('emptyTitle')} description={t('emptyDescription')} />
            </div>
          ) : (
            <ul className="divide-y border-t">
              {settings.map((setting) => (
                <SettingRow
                  key={setting.key}
                  idPrefix={id}
                  setting={setting}
                  draft={drafts[setting.key]}
                  onDraftChange={(value) =>
                    setDrafts((current) => (value === undefined ? without(current, setting.key) : { ...current, [setting.key]: value }))
                  }
                  onSaved={storeSaved}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('addTitle')}</CardTitle>
          <CardDescription>{t('addDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={add} className="grid gap-4 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] md:items-start">
            <Field id={`${id}-new-key`} label={t('keyLabel')} error={newKeyError}>
              <Input
                id={`${id}-new-key`}
                value={newKey}
                onChange={(event) => setNewKey(event.target.value)}
                disabled={isAdding}
                autoComplete="off"
                spellCheck={false}
                placeholder={t('keyPlaceholder')}
                aria-invalid={Boolean(newKeyError) || undefined}
                aria-describedby={newKeyError ? `${id}-new-key-error` : undefined}
              />
            </Field>
            <Field id={`${id}-new-value`} label={t('valueLabel')}>
              <Input
                id={`${id}-new-value`}
                value={newValue}
                onChange={(event) => setNewValue(event.target.value)}
                disabled={isAdding}
                autoComplete="off"
              />
            </Field>
            <Button type="submit" className="md:mt-7" isLoading={isAdding}>
              <Plus aria-hidden="true" />
              {t('addTitle')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}

/** One setting, edited in place; its own save so each row shows its own spinner. */
function SettingRow({
  idPrefix,
  setting,
  draft,
  onDraftChange,
  onSaved,
}: {
  idPrefix: string;
  setting: Setting;
  draft: string | undefined;
  /** `undefined` drops the draft: the row shows the saved value again. */
  onDraftChange: (value: string | undefined) => void;
  onSaved: (saved: Setting) => void;
}) {
  const t = useTranslations('SettingsEditor');
  const inputId = `${idPrefix}-value-${setting.key}`;
  const keyId = `${idPrefix}-key-${setting.key}`;
  const isDirty = draft !== undefined && draft !== setting.value;
  const saving = useMutationAction<string, Setting>({
    action: (value) => saveSetting(setting.key, value),
    success: { title: t('saved'), description: setting.key },
    failure: t('saveFailed'),
    // The list is held by the editor and updated from the answer; a refresh would not change it.
    refresh: false,
    onSuccess: onSaved,
  });
  const isSaving = saving.isPending;

  async function save() {
    if (draft === undefined) return;
    await saving.run(draft);
  }

  return (
    <li
      className={cn(
        'grid gap-2 px-5 py-4 sm:px-6 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] md:items-start md:gap-4',
        isDirty && 'bg-brand-50/40',
      )}
    >
      <label id={keyId} htmlFor={inputId} className="font-mono text-sm font-medium break-all text-gray-900 md:pt-2.5">
        {setting.key}
      </label>
      <Textarea
        id={inputId}
        rows={1}
        value={draft ?? setting.value}
        disabled={isSaving}
        className="min-h-10 resize-none field-sizing-content"
        onChange={(event) => onDraftChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            if (!isDirty) return;
            void save();
          }
          if (event.key === 'Escape' && isDirty) onDraftChange(undefined);
        }}
      />
      <div className="flex gap-2 md:justify-end">
        <Button
          size="md"
          variant={isDirty ? 'solid' : 'cancel'}
          disabled={!isDirty}
          isLoading={isSaving}
          onClick={save}
          aria-describedby={keyId}
        >
          <Save aria-hidden="true" />
          {t('save')}
        </Button>
        {isDirty && !isSaving ? (
          <Button size="md" variant="ghost" onClick={() => onDraftChange(undefined)} aria-describedby={keyId}>
            <RotateCcw aria-hidden="true" />
            {t('restore')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
