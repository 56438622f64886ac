'use client';

import { FileText, Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { formatDateTime } from '@/lib/dates';
import type { UploadType } from '@/lib/files';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { cn } from '@/lib/cn';
import { chosenFileProblem, formatBytes, uploadErrorMessage, uploadFile, type UploadEndpoint } from './upload-client';

/** The limits of one upload type, handed down by the server so the browser can check before sending. */
export type UploadSpec = { type: UploadType; maxSizeBytes: number; accept: string; kindLabel: string };
export type CurrentFile = { url: string; originalName: string; sizeBytes: number; uploadedAt: string };

type Props = {
  /** `/student/upload`, `/company/upload` or `/admin/upload`. */
  endpoint: UploadEndpoint;
  spec: UploadSpec;
  label: string;
  description?: string;
  current: CurrentFile | null;
  preview?: 'image' | 'document';
  /** Called after the file is saved; by default the page's server data is refreshed. */
  onUploaded?: () => void;
};

/**
 * One file of a profile: what is attached now, a picker, and an upload with progress. The size and type
 * are checked before anything is sent; the server checks them again by the bytes, and its refusals are
 * shown in Thai. Picking a file does not send it: the upload button does, so a replaced file is a choice.
 */
export function FileUploadField({ endpoint, spec, label, description, current, preview = 'document', onUploaded }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  // The picked file's own problem (size, kind), found before anything is sent.
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  // The refusal is shown under the picker, not toasted; the progress bar is upload-client's XHR progress.
  const uploading = useMutationAction<File>({
    action: (picked) => {
      setProgress(0);
      return uploadFile(endpoint, spec.type, picked, setProgress);
    },
    success: (_, picked) => ({ title: `อัปโหลด${label}แล้ว`, description: picked.name }),
    describeError: (caught) => uploadErrorMessage(caught, spec.kindLabel, spec.maxSizeBytes),
    toastError: false,
    refresh: !onUploaded,
    onSuccess: () => {
      setFile(null);
      if (input.current) input.current.value = '';
      onUploaded?.();
    },
  });
  const isUploading = uploading.isPending;
  const error = problem ?? uploading.error;
  const hint = `ไฟล์ ${spec.kindLabel} ขนาดไม่เกิน ${formatBytes(spec.maxSizeBytes)}`;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0] ?? null;
    uploading.reset();
    setProblem(null);
    setFile(null);
    if (!picked) return;
    const found = chosenFileProblem(picked, spec);
    if (found) {
      setProblem(found);
      return;
    }
    setFile(picked);
  }

  function upload() {
    if (file) void uploading.run(file);
  }

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // The route ignores the query; it only makes the browser fetch a replaced picture instead of its cached copy.
  const currentUrl = current ? `${current.url}?v=${encodeURIComponent(current.uploadedAt)}` : null;
  return (
    <section className="grid gap-3 rounded-xl border p-4" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-start gap-4">
        {preview === 'image' ? (
          currentUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- served by the portal's own file route, no optimisation needed
            <img src={currentUrl} alt={`${label}ปัจจุบัน`} className="size-20 rounded-xl object-cover ring-1 ring-gray-200" />
          ) : (
            <span className="flex size-20 items-center justify-center rounded-xl bg-gray-50 text-xs text-gray-500 ring-1 ring-gray-200">
              ยังไม่มีรูป
            </span>
          )
        ) : null}
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 id={`${id}-title`} className="text-sm font-semibold text-gray-900">
            {label}
          </h3>
          {description ? <p className="text-sm text-gray-600">{description}</p> : null}
          {current ? (
            // The name on its own line (a long one breaks rather than pushing the card wider at 390 px), the details under it.
            <div className="grid min-w-0 gap-0.5 text-sm text-gray-700">
              <p className="flex min-w-0 items-start gap-1.5">
                <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-500" />
                <a
                  href={currentUrl!}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="min-w-0 break-all text-brand-700 underline underline-offset-2"
                >
                  {current.originalName}
                </a>
              </p>
              <p className="pl-5.5 text-xs text-gray-500">
                {formatBytes(current.sizeBytes)} · อัปโหลดเมื่อ {formatDateTime(current.uploadedAt)}
              </p>
            </div>
          ) : (
            <p className="text-sm text-gray-500">ยังไม่ได้อัปโหลด</p>
          )}
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{current ? `เลือกไฟล์ใหม่สำหรับ${label}` : `เลือกไฟล์${label}`}</Label>
        <input
          ref={input}
          id={id}
          type="file"
          accept={spec.accept}
          onChange={choose}
          disabled={isUploading}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className={cn(
            controlClasses,
            'h-auto py-1.5 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-brand-700',
          )}
        />
        <p id={hintId} className="text-xs text-gray-600">
          {hint}
        </p>
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-error-700">
            {error}
          </p>
        ) : null}
      </div>
      {isUploading ? (
        <div className="grid gap-1" role="status" aria-live="polite">
          <progress
            max={100}
            value={Math.round(progress * 100)}
            aria-label={`ความคืบหน้าการอัปโหลด${label}`}
            className="h-2 w-full accent-brand-600"
          />
          <span className="text-xs text-gray-600">กำลังอัปโหลด {Math.round(progress * 100)}%</span>
        </div>
      ) : null}
      {file ? (
        <div>
          <Button type="button" onClick={upload} isLoading={isUploading} loadingText="กำลังอัปโหลด…">
            <Upload aria-hidden="true" />
            {current ? `อัปโหลดและแทนที่${label}เดิม` : `อัปโหลด${label}`}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
