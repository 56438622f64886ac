import { z } from 'zod';
import { thaiIssueMessage } from './zod-thai';

/**
 * Thai for every issue, zod's own Thai locale under the portal's words. Installed once per runtime: by the server's
 * validation layer, and in the browser by `zod-thai-browser.ts`, which only the screens that parse with zod import
 * (the messages themselves live in `zod-thai.ts`, which takes zod's types only, so a screen that shows a server
 * message in Thai does not download zod).
 */
export function installThaiErrors(customError: z.core.$ZodErrorMap = thaiIssueMessage): void {
  z.config(z.locales.th());
  z.config({ customError });
}
