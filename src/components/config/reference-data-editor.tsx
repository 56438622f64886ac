'use client';

import { Building, Eye, EyeOff, GraduationCap, Landmark, Library, Pencil, Plus, Save, Trash2, X, type LucideIcon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { apiCall } from '@/lib/api-call';
import { ApiError, errorMessage } from '@/lib/api-client';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { splitValidationMessage } from '@/lib/validation-message';
import { thaiValidationText } from '@/lib/zod-thai';
import { REFERENCE_DATA_KINDS, type ReferenceDataKind, type ReferenceEntry } from './reference-data-kinds';

/** The same cap as the API's body (src/server/reference/reference-body.ts). */
const MAXIMUM_NAME_LENGTH = 200;

const KINDS: Record<ReferenceDataKind, { idKey: string; nameKey: string; icon: LucideIcon }> = {
  universities: { idKey: 'universityId', nameKey: 'universityName', icon: Landmark },
  faculties: { idKey: 'facultyId', nameKey: 'facultyName', icon: Building },
  departments: { idKey: 'departmentId', nameKey: 'departmentName', icon: Library },
  programs: { idKey: 'programId', nameKey: 'programName', icon: GraduationCap },
};

type EditorMessages = ReturnType<typeof useTranslations<'ReferenceDataEditor'>>;

/** What the API answers, in the page's language; the duplicate name is the one an admin meets most. */
function describeError(error: unknown, label: string, t: EditorMessages, isThai: boolean): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return t('notFound', { label });
    if (error.status === 400)
      return splitValidationMessage(error.message)
        .map((part) => (isThai ? thaiValidationText(part.text) : part.text))
        .join(' ');
  }
  return errorMessage(error);
}

function checkName(name: string, label: string, t: EditorMessages): string | null {
  if (!name.trim()) return t('nameRequired', { label });
  const length = name.trim().length;
  if (length > MAXIMUM_NAME_LENGTH) return t('nameTooLong', { maximum: MAXIMUM_NAME_LENGTH, length });
  return null;
}

/** The kind's texts: its heading, its name inside a sentence, and the editor's translator. */
function useKindTexts(kind: ReferenceDataKind) {
  const t = useTranslations('ReferenceDataEditor');
  const isThai = useLocale() === 'th';
  const label = t(`kinds.${kind}.noun`);
  return { t, label, isThai, describe: (error: unknown) => describeError(error, label, t, isThai) };
}

async function saveEntry(kind: ReferenceDataKind, name: string, entryId?: number): Promise<ReferenceEntry> {
  const { idKey, nameKey } = KINDS[kind];
  const body = { [nameKey]: name.trim() };
  const saved: Record<string, number | string> =
    entryId === undefined
      ? await apiCall(`POST /admin/${kind}`, { body })
      : await apiCall(`PATCH /admin/${kind}/{id}`, { params: { id: entryId }, body });
  return { id: Number(saved[idKey]), name: String(saved[nameKey]) };
}

/** The limit under a name field, so a long name is shortened by the admin rather than cut by the browser. */
const nameHint = (name: string, t: EditorMessages) => t('nameHint', { maximum: MAXIMUM_NAME_LENGTH, length: name.trim().length });

/** /config?tab=reference: the four academic lists students pick from, each with add and rename. */
export function ReferenceDataEditor({ lists }: { lists: Record<ReferenceDataKind, ReferenceEntry[]> }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {REFERENCE_DATA_KINDS.map((kind) => (
        <ReferenceList key={kind} kind={kind} initialEntries={lists[kind]} />
      ))}
    </div>
  );
}

function ReferenceList({ kind, initialEntries }: { kind: ReferenceDataKind; initialEntries: ReferenceEntry[] }) {
  const id = useId();
  const { icon } = KINDS[kind];
  const { t, label, describe } = useKindTexts(kind);
  const [entries, setEntries] = useState(initialEntries);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [newName, setNewName] = useState('');
  const newId = `${id}-new`;
  const adding = useMutationAction<string, ReferenceEntry>({
    action: (name) => saveEntry(kind, name),
    success: (saved) => ({ title: t('added', { label }), description: saved.name }),
    describeError: describe,
    // The failure shows under the name field, not in a toast.
    toastError: false,
    // The list is held here and updated from the answer; a refresh would not change it.
    refresh: false,
    onSuccess: (saved) => {
      setEntries((current) => [...current, saved]);
      setNewName('');
    },
    onError: () => document.getElementById(newId)?.focus(),
  });
  const newError = adding.error;
  const isAdding = adding.isPending;

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkName(newName, label, t);
    adding.setError(problem);
    if (problem) {
      document.getElementById(newId)?.focus();
      return;
    }
    await adding.run(newName);
  }

  return (
    <Card aria-label={t(`kinds.${kind}.title`)} role="region">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {t(`kinds.${kind}.title`)}
          <span className="text-sm font-normal text-gray-600">{t('count', { count: entries.length })}</span>
        </CardTitle>
        <CardDescription>{t('liveRename', { usedBy: t(`kinds.${kind}.usedBy`) })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {entries.length === 0 ? (
          <EmptyState
            icon={icon}
            headingLevel="h3"
            className="py-8"
            title={t('emptyTitle', { label })}
            description={t('emptyDescription', { label })}
          />
        ) : (
          <ul aria-label={t('listLabel', { label })} className="divide-y rounded-lg border">
            {entries.map((entry) =>
              editingId === entry.id ? (
                <RenameRow
                  key={entry.id}
                  kind={kind}
                  entry={entry}
                  onDone={(saved) => {
                    if (saved) setEntries((current) => current.map((item) => (item.id === saved.id ? saved : item)));
                    setEditingId(null);
                    // Back to the row's own button, so keyboard users keep their place.
                    requestAnimationFrame(() => document.getElementById(`${id}-rename-${entry.id}`)?.focus());
                  }}
                />
              ) : (
                <EntryRow
                  key={entry.id}
                  kind={kind}
                  entry={entry}
                  renameId={`${id}-rename-${entry.id}`}
                  onRename={() => setEditingId(entry.id)}
                  onChange={(changed) =>
                    setEntries((current) =>
                      changed
                        ? current.map((item) => (item.id === changed.id ? { ...item, ...changed } : item))
                        : current.filter((item) => item.id !== entry.id),
                    )
                  }
                />
              ),
            )}
          </ul>
        )}
        <form noValidate onSubmit={add} className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
          <Field id={newId} label={t('newName', { label })} hint={nameHint(newName, t)} error={newError}>
            <Input
              id={newId}
              value={newName}
              onChange={(event) => {
                setNewName(event.target.value);
                adding.reset();
              }}
              readOnly={isAdding}
              autoComplete="off"
              placeholder={t('example', { example: t(`kinds.${kind}.example`) })}
              aria-invalid={Boolean(newError) || undefined}
              aria-describedby={describedBy(newId, { hint: true, error: newError })}
            />
          </Field>
          <Button type="submit" className="sm:mt-7" isLoading={isAdding} loadingText={t('adding')}>
            <Plus aria-hidden="true" />
            {t('add', { label })}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function RenameRow({
  kind,
  entry,
  onDone,
}: {
  kind: ReferenceDataKind;
  entry: ReferenceEntry;
  onDone: (saved: ReferenceEntry | null) => void;
}) {
  const id = useId();
  const { t, label, describe } = useKindTexts(kind);
  const [name, setName] = useState(entry.name);
  const renaming = useMutationAction<string, ReferenceEntry>({
    action: (newName) => saveEntry(kind, newName, entry.id),
    success: (saved) => ({ title: t('renamed', { label }), description: saved.name }),
    describeError: describe,
    // The failure shows under the name field, not in a toast.
    toastError: false,
    // The list is held by ReferenceList and updated from the answer; a refresh would not change it.
    refresh: false,
    onSuccess: (saved) => onDone(saved),
    onError: () => document.getElementById(id)?.focus(),
  });
  const error = renaming.error;
  const isSaving = renaming.isPending;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkName(name, label, t);
    renaming.setError(problem);
    if (problem) return;
    if (name.trim() === entry.name) {
      onDone(null);
      return;
    }
    await renaming.run(name);
  }

  return (
    <li className="bg-brand-50/40 px-3 py-3">
      <form noValidate onSubmit={save} className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
        <Field id={id} label={t('renameLabel', { name: entry.name })} hint={nameHint(name, t)} error={error}>
          <Input
            id={id}
            value={name}
            autoFocus
            onChange={(event) => {
              setName(event.target.value);
              renaming.reset();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') onDone(null);
            }}
            readOnly={isSaving}
            autoComplete="off"
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={describedBy(id, { hint: true, error })}
          />
        </Field>
        <div className="flex gap-2 sm:mt-7">
          <Button type="submit" size="md" isLoading={isSaving} loadingText={t('saving')}>
            <Save aria-hidden="true" />
            {t('save')}
          </Button>
          <Button size="md" variant="cancel" disabled={isSaving} onClick={() => onDone(null)}>
            <X aria-hidden="true" />
            {t('cancel')}
          </Button>
        </div>
      </form>
    </li>
  );
}

/**
 * One entry: rename; delete when no student uses it (after a confirmation); otherwise hide it from the pickers, which
 * keeps it on the profiles that already name it.
 */
function EntryRow({
  kind,
  entry,
  renameId,
  onRename,
  onChange,
}: {
  kind: ReferenceDataKind;
  entry: ReferenceEntry;
  renameId: string;
  onRename: () => void;
  /** The entry as changed, or null when it was deleted. */
  onChange: (changed: ReferenceEntry | null) => void;
}) {
  const { t, label, describe } = useKindTexts(kind);
  const isUnused = (entry.useCount ?? 0) === 0;
  const removing = useMutationAction<void, { message: string }>({
    action: () => apiCall(`DELETE /admin/${kind}/{id}`, { params: { id: entry.id } }),
    success: { title: t('deleted', { label }), description: entry.name },
    failure: t('deleteFailed', { label }),
    describeError: describe,
    refresh: false,
    onSuccess: () => onChange(null),
  });
  const hiding = useMutationAction<boolean, { isHidden: boolean }>({
    action: (isHidden) =>
      apiCall(isHidden ? `POST /admin/${kind}/{id}/hide` : `POST /admin/${kind}/{id}/show`, { params: { id: entry.id } }),
    success: (saved) => ({ title: saved.isHidden ? t('hidden', { label }) : t('shown', { label }), description: entry.name }),
    failure: t('visibilityFailed', { label }),
    describeError: describe,
    refresh: false,
    onSuccess: (saved) => onChange({ ...entry, isHidden: saved.isHidden }),
  });
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2">
      <span className="grid min-w-0 gap-0.5">
        <span className={entry.isHidden ? 'text-sm break-words text-gray-600' : 'text-sm break-words text-gray-900'}>{entry.name}</span>
        <span className="flex flex-wrap items-center gap-2 text-xs text-gray-600">
          {entry.isHidden ? <Badge tone="neutral">{t('hiddenBadge')}</Badge> : null}
          {entry.useCount !== undefined ? (isUnused ? t('unused') : t('usedBy', { count: entry.useCount })) : null}
        </span>
      </span>
      <span className="flex flex-wrap gap-1">
        <Button id={renameId} size="sm" variant="ghost" onClick={onRename} aria-label={t('renameAria', { name: entry.name })}>
          <Pencil aria-hidden="true" />
          {t('rename')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          isLoading={hiding.isPending}
          onClick={() => void hiding.run(!entry.isHidden)}
          aria-label={entry.isHidden ? t('showAria', { name: entry.name }) : t('hideAria', { name: entry.name })}
        >
          {entry.isHidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
          {entry.isHidden ? t('show') : t('hide')}
        </Button>
        {isUnused ? (
          <ConfirmDialog
            tone="error"
            title={t('deleteTitle', { label, name: entry.name })}
            description={t('deleteDescription', { label })}
            confirmLabel={t('delete')}
            onConfirm={async () => {
              await removing.runOrThrow();
            }}
            trigger={
              <Button size="sm" variant="ghost" className="text-error-700" aria-label={t('deleteAria', { name: entry.name })}>
                <Trash2 aria-hidden="true" />
                {t('delete')}
              </Button>
            }
          />
        ) : null}
      </span>
    </li>
  );
}
