import { z } from 'zod';
import { UPLOAD_TYPES } from './file-types';

/**
 * Every type passes the schema, so a type of another role reads as 403 (not permitted), not as 400 (malformed).
 * A missing type says 'Required' as every other missing value does (SPEC §5); zod's enum would say "Invalid option".
 */
export const uploadTypeBody = z.object({
  type: z.enum(UPLOAD_TYPES, { error: (issue) => (issue.input === undefined ? 'Required' : undefined) }),
});
export type UploadTypeInput = z.output<typeof uploadTypeBody>;
