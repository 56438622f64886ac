'use client';

import type { AgreementView } from '@/lib/agreements';
import { CheckCircle2, Download, FileSignature, Send, Upload } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { apiCall } from '@/lib/api-call';
import { datesFor } from '@/lib/dates';
import { postToSlot } from '@/components/files/upload-client';
import { useUploadText } from '@/components/files/upload-text';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { AgreementStateBadge } from './agreement-state-badge';

export type AgreementRole = 'admin' | 'company_user' | 'student';

const SCAN_KINDS = 'application/pdf,image/jpeg,image/png';
const SCAN_MAX_BYTES = 4 * 1024 * 1024;

/** The API base of the agreement as each role reaches it. */
function basePath(role: AgreementRole, view: AgreementView) {
  if (role === 'student') return `/student/sessions/${view.sessionId}/placement/agreement`;
  if (role === 'company_user') return `/company/sessions/${view.sessionId}/placements/${encodeURIComponent(view.studentId)}/agreement`;
  return `/admin/sessions/${view.sessionId}/placements/${encodeURIComponent(view.studentId)}/agreement`;
}

function attachScan(role: AgreementRole, view: AgreementView) {
  if (role === 'student')
    return apiCall('POST /student/sessions/{sessionId}/placement/agreement/scan', { params: { sessionId: view.sessionId } });
  const params = { sessionId: view.sessionId, studentId: view.studentId };
  if (role === 'company_user') return apiCall('POST /company/sessions/{sessionId}/placements/{studentId}/agreement/scan', { params });
  return apiCall('POST /admin/sessions/{sessionId}/placements/{studentId}/agreement/scan', { params });
}

const UPLOAD_ENDPOINT = { admin: '/admin/upload', company_user: '/company/upload', student: '/student/upload' } as const;

/** The agreement of one placement for its admin, company or student: state, PDF, signing, scan, send and check. */
export function AgreementPanel({ role, view }: { role: AgreementRole; view: AgreementView }) {
  const t = useTranslations('AgreementPanel');
  const { formatDateTime } = datesFor(useLocale());
  const base = `/api${basePath(role, view)}`;
  const party = role === 'student' ? 'student' : role === 'company_user' ? 'company' : null;
  const isOpen = view.isAnnounced && !view.isEnded;
  const isPaper = view.state === 'SCAN_UPLOADED' || view.state === 'CHECKED';
  const ownSignedAt = party === 'student' ? view.studentSignedAt : party === 'company' ? view.companySignedAt : null;
  const canSign = party !== null && isOpen && view.sentAt !== null && !ownSignedAt && !isPaper;
  const canUpload = isOpen && view.sentAt !== null && view.checkedAt === null;
  const canSend = role === 'admin' && isOpen && ['NOT_SENT', 'WAITING_STUDENT', 'WAITING_COMPANY'].includes(view.state);
  const canCheck = role === 'admin' && (view.state === 'SIGNED_ONLINE' || view.state === 'SCAN_UPLOADED');

  const send = useMutationAction({
    action: () =>
      apiCall('POST /admin/sessions/{sessionId}/placements/{studentId}/agreement/send', {
        params: { sessionId: view.sessionId, studentId: view.studentId },
      }),
    success: view.sentAt ? t('resent') : t('sent'),
    failure: t('sendFailure'),
  });
  const setChecked = useMutationAction<boolean>({
    action: (checked) =>
      apiCall('PUT /admin/sessions/{sessionId}/placements/{studentId}/agreement/check', {
        params: { sessionId: view.sessionId, studentId: view.studentId },
        body: { checked, version: view.version },
      }),
    success: (_, checked) => (checked ? t('checked') : t('unchecked')),
    failure: t('saveFailure'),
  });

  const rows: { label: string; value: string }[] = [
    { label: t('sentAt'), value: formatDateTime(view.sentAt) },
    {
      label: t('studentSigned'),
      value: view.studentSignedAt ? `${view.studentSignedName} · ${formatDateTime(view.studentSignedAt)}` : '–',
    },
    {
      label: t('companySigned'),
      value: view.companySignedAt ? `${view.companySignedName} · ${formatDateTime(view.companySignedAt)}` : '–',
    },
    { label: t('scanUploaded'), value: formatDateTime(view.scanUploadedAt) },
    { label: t('officeChecked'), value: formatDateTime(view.checkedAt) },
  ];

  return (
    <section aria-labelledby="agreement-heading" className="grid gap-4 rounded-2xl border bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="agreement-heading" className="text-lg font-semibold text-gray-900">
          {t('heading')}
        </h2>
        <AgreementStateBadge state={view.state} size="md" />
      </div>
      {!view.isAnnounced ? <p className="text-sm text-gray-600">{t('afterAnnouncement')}</p> : null}
      {view.isEnded ? <p className="text-sm text-gray-600">{t('ended')}</p> : null}
      {view.sentAt === null && view.isAnnounced && role !== 'admin' ? <p className="text-sm text-gray-600">{t('notSentYet')}</p> : null}
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-gray-600">{row.label}</dt>
            <dd className="break-words text-gray-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        {view.sentAt ? (
          <Button asChild variant="cancel">
            <a href={`${base}/pdf`} target="_blank" rel="noopener">
              <Download aria-hidden="true" />
              {view.state === 'SIGNED_ONLINE' || (view.studentSignedAt && view.companySignedAt) ? t('downloadSigned') : t('download')}
            </a>
          </Button>
        ) : null}
        {view.hasScan ? (
          <Button asChild variant="cancel">
            <a href={`${base}/scan`} target="_blank" rel="noopener">
              <Download aria-hidden="true" />
              {t('viewScan')}
            </a>
          </Button>
        ) : null}
        {canSign ? <SignDialog role={role} view={view} /> : null}
        {canSend ? (
          <ConfirmDialog
            title={view.sentAt ? t('resendTitle') : t('sendTitle')}
            description={view.sentAt ? t('resendDescription') : t('sendDescription')}
            confirmLabel={t('sendConfirm')}
            onConfirm={async () => {
              await send.run();
            }}
            trigger={
              <Button variant={view.sentAt ? 'cancel' : 'solid'} disabled={send.isPending}>
                <Send aria-hidden="true" />
                {view.sentAt ? t('resendButton') : t('sendButton')}
              </Button>
            }
          />
        ) : null}
        {canCheck ? (
          <Button variant="successOutline" disabled={setChecked.isPending} onClick={() => void setChecked.run(true)}>
            <CheckCircle2 aria-hidden="true" />
            {t('check')}
          </Button>
        ) : null}
        {role === 'admin' && view.state === 'CHECKED' ? (
          <Button variant="cancel" disabled={setChecked.isPending} onClick={() => void setChecked.run(false)}>
            {t('uncheck')}
          </Button>
        ) : null}
      </div>
      {canUpload ? <ScanUpload role={role} view={view} /> : null}
    </section>
  );
}

function SignDialog({ role, view }: { role: AgreementRole; view: AgreementView }) {
  const t = useTranslations('AgreementPanel');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [fullName, setFullName] = useState('');
  const [hasRead, setHasRead] = useState(false);
  const sign = useMutationAction<string>({
    action: (name) => {
      const body = { fullName: name, documentSha256: view.documentSha256! };
      return role === 'student'
        ? apiCall('POST /student/sessions/{sessionId}/placement/agreement/sign', { params: { sessionId: view.sessionId }, body })
        : apiCall('POST /company/sessions/{sessionId}/placements/{studentId}/agreement/sign', {
            params: { sessionId: view.sessionId, studentId: view.studentId },
            body,
          });
    },
    success: t('signSuccess'),
    failure: t('signFailure'),
    toastError: false,
    onSuccess: () => setOpen(false),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    void sign.run(fullName);
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <FileSignature aria-hidden="true" />
          {t('signOnline')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{t('signTitle')}</DialogTitle>
        <DialogDescription>{role === 'student' ? t('signStudentDescription') : t('signCompanyDescription')}</DialogDescription>
        <form className="grid gap-4" onSubmit={submit}>
          <Field id={`${id}-name`} label={t('fullName')} required error={sign.error}>
            <Input
              id={`${id}-name`}
              value={fullName}
              maxLength={200}
              autoComplete="name"
              onChange={(event) => setFullName(event.target.value)}
              aria-invalid={sign.error ? true : undefined}
            />
          </Field>
          <label className="flex items-start gap-2 text-sm text-gray-800">
            <input type="checkbox" className="mt-1 size-4" checked={hasRead} onChange={(event) => setHasRead(event.target.checked)} />
            {t('hasRead')}
          </label>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="cancel" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={!hasRead || !fullName.trim() || sign.isPending}>
              {t('confirmSign')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ScanUpload({ role, view }: { role: AgreementRole; view: AgreementView }) {
  const t = useTranslations('AgreementPanel');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const { uploadErrorMessage } = useUploadText();
  const upload = useMutationAction<File>({
    action: async (picked) => {
      if (picked.size > SCAN_MAX_BYTES) throw new Error(t('fileTooLarge'));
      const slot = await apiCall(`POST ${UPLOAD_ENDPOINT[role]}`, { body: { type: 'AGREEMENT_SCAN' } });
      await postToSlot(slot, picked, () => {});
      return attachScan(role, view);
    },
    success: t('scanSuccess'),
    describeError: (caught) => uploadErrorMessage(caught, 'PDF, JPG, PNG', SCAN_MAX_BYTES),
    toastError: false,
    onSuccess: () => {
      setFile(null);
      if (input.current) input.current.value = '';
    },
  });
  return (
    <form
      className="grid gap-2 border-t pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (file) void upload.run(file);
      }}
    >
      <Field id={`${id}-scan`} label={view.hasScan ? t('replaceScan') : t('orPaper')} hint={t('scanHint')} error={upload.error}>
        <input
          ref={input}
          id={`${id}-scan`}
          type="file"
          accept={SCAN_KINDS}
          className="text-sm file:mr-3 file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-3 file:py-1.5"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </Field>
      <div>
        <Button type="submit" variant="cancel" disabled={!file || upload.isPending}>
          <Upload aria-hidden="true" />
          {t('uploadScan')}
        </Button>
      </div>
    </form>
  );
}
