import { AppError } from '@/server/errors';
import { readBodyText } from '@/server/http';
import { OAUTH_BODY_MAX_BYTES } from './constants';

/**
 * The body of /api/idp/submit: the consent screen posts a plain HTML form (so the browser follows
 * the 302 to the client itself), and scripts may post JSON.
 */
export async function readFormOrJson(request: Request): Promise<unknown> {
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  const text = await readBodyText(request, OAUTH_BODY_MAX_BYTES);
  if (contentType === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(text));
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(400, 'Request body is not valid JSON');
  }
}
