'use client';

import { installThaiErrors } from '@/lib/zod-thai';

// Runs once when the browser loads the layout's bundle: every form's own zod check speaks Thai.
installThaiErrors();

/** Renders nothing; the root layout includes it so the module (and its `z.config`) is in every page's bundle. */
export function ZodThaiLocale() {
  return null;
}
