import { z } from 'zod';
import { idParam } from '@/server/validation';

/** `{sessionId}/{round}` of the session reports: digit strings (SPEC §5); rounds count from 1. */
export const sessionRoundParams = z.object({
  sessionId: idParam,
  round: idParam.pipe(z.number().min(1, 'Round starts at 1')),
});

export const sessionGroupParams = z.object({ sessionGroupId: idParam });
