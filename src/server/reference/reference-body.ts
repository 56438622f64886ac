import { z } from 'zod';
import { REFERENCE_KINDS, type EditableReferenceKind } from './reference-kinds';

/** The body of a create or rename: the entry's own label field, e.g. `{ universityName }` (SPEC §3). */
export function referenceBody(kind: EditableReferenceKind) {
  return z.object({ [REFERENCE_KINDS[kind].labelKey]: z.string().trim().min(1).max(200) }) as unknown as z.ZodType<Record<string, string>>;
}
