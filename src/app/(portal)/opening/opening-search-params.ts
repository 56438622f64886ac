import { z } from 'zod';
import { idParam } from '@/server/validation';

export type RawSearchParams = Record<string, string | string[] | undefined>;

/** ?sessionId=, the session picked in the header (SessionQuerySync), read as the API reads a session id. */
export const sessionChoiceQuery = z.object({ sessionId: idParam.optional() });
