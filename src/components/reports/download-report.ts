import { ApiError, checkAnswer, NETWORK_ERROR_MESSAGE, pageLanguageHeaders, timeoutSignal } from '@/lib/api-client';

/** The name from `filename*=UTF-8''…` (the Thai one) or else `filename="…"`. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // A malformed name falls back to the plain one.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? null;
}

/**
 * Downloads a report through fetch rather than a plain link, so a failure (404, 500, timeout) becomes a
 * message on the screen instead of a page of JSON. fetch follows the 302 to the signed file link by
 * itself; the file is then handed to the browser's download under its Thai name. Its status is checked like every
 * other call's (checkAnswer): a 409 `Invalid cookie` reloads the page, any status but 200 raises an error listing 200.
 */
export async function downloadReport(path: string, fallbackName: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { credentials: 'include', headers: pageLanguageHeaders(), signal: timeoutSignal() });
  } catch {
    throw new ApiError(500, NETWORK_ERROR_MESSAGE);
  }
  if (response.status !== 200) checkAnswer(response.status, await response.json().catch(() => null), [200]);
  const blob = await response.blob();
  const name = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
