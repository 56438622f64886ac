import { ApiError, checkAnswer, NETWORK_ERROR_MESSAGE, pageLanguageHeaders, REQUEST_TIMEOUT_MS } from '@/lib/api-client';
import { apiCall } from '@/lib/api-call';
import type { UploadedFile, UploadSlot } from '@/lib/files';

/** Each role asks its own endpoint for a slot, and saves through its `/save`. */
export type UploadEndpoint = '/admin/upload' | '/student/upload' | '/company/upload';

/**
 * How long an upload may go without any progress before it is given up: the same 10 s as every other call of the
 * browser, but counted from the last progress (a byte sent, or the answer starting), not from the start. A large file
 * on a slow but working connection keeps going for as long as it moves; a connection that stalls is dropped after 10 s
 * of silence, and so is a server that takes more than 10 s to answer once the last byte is sent.
 */
export const UPLOAD_INACTIVITY_MS = REQUEST_TIMEOUT_MS;

/**
 * An upload given up after UPLOAD_INACTIVITY_MS without progress: a 500 like every call's timeout (SPEC §8). Its
 * message is for developers; the person reads UploadErrors' `stalled` in the page's language (upload-text.ts).
 */
export class UploadStalledError extends ApiError {
  constructor() {
    super(500, `The upload made no progress for ${UPLOAD_INACTIVITY_MS / 1000} s`);
    this.name = 'UploadStalledError';
  }
}

/** The slot answers 201 (POST /api/files/upload/{slotId}); 200 too, for a store that answers so. */
const UPLOAD_EXPECTED_STATUSES = [200, 201];

/**
 * Posts the file to its slot with XMLHttpRequest, the one browser API that reports upload progress
 * (fetch does not). Resolves with the server's answer (201); any other status goes through checkAnswer like every
 * call: a 409 `Invalid cookie` reloads the page, the rest rejects with an ApiError listing the expected statuses.
 * Without progress for UPLOAD_INACTIVITY_MS it is aborted and rejects with UploadStalledError; the caller's
 * `signal` aborts it with an AbortError, as fetch does.
 */
export function postToSlot(slot: UploadSlot, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(slot.fields)) form.append(key, value);
    form.append('file', file);
    const request = new XMLHttpRequest();
    let stallTimer: ReturnType<typeof setTimeout> | undefined;
    const settle = (outcome: () => void) => {
      clearTimeout(stallTimer);
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const stalled = () => {
      request.abort();
      settle(() => reject(new UploadStalledError()));
    };
    const moved = () => {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(stalled, UPLOAD_INACTIVITY_MS);
    };
    const onAbort = () => {
      request.abort();
      settle(() => reject(new DOMException('The upload was cancelled', 'AbortError')));
    };
    request.open('POST', slot.url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(pageLanguageHeaders())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      moved();
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    // The answer starting to arrive is progress too.
    request.onprogress = moved;
    request.onload = () => {
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = undefined;
      }
      settle(() => {
        try {
          checkAnswer(request.status, body, UPLOAD_EXPECTED_STATUSES);
          resolve(body);
        } catch (error) {
          reject(error);
        }
      });
    };
    request.onerror = () => settle(() => reject(new ApiError(500, NETWORK_ERROR_MESSAGE)));
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort);
    moved();
    request.send(form);
  });
}

/** Slot, post, save: the three steps of one upload (docs/files.md). Answers the saved file. */
export async function uploadFile(
  endpoint: UploadEndpoint,
  type: UploadedFile['type'],
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadedFile> {
  const slot = await apiCall(`POST ${endpoint}`, { body: { type } });
  if (file.size > slot.maxSizeByte) throw new ApiError(413, 'File too large');
  await postToSlot(slot, file, onProgress);
  return apiCall(`POST ${endpoint}/save`, { body: { type } });
}

/** The browser's own type for the file, or its extension when the browser gives none: only a first, friendly check; the server reads the bytes. */
export function looksAccepted(file: File, accept: string): boolean {
  const accepted = accept.split(',').map((type) => type.trim());
  if (file.type && accepted.includes(file.type)) return true;
  const extension = file.name.split('.').at(-1)?.toLowerCase() ?? '';
  const EXTENSIONS: Record<string, string[]> = {
    'application/pdf': ['pdf'],
    'image/png': ['png'],
    'image/jpeg': ['jpg', 'jpeg'],
    'image/webp': ['webp'],
    'text/csv': ['csv'],
  };
  return accepted.some((type) => EXTENSIONS[type]?.includes(extension));
}
