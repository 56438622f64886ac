import { z } from 'zod';

export const referenceNameBody = z.object({ name: z.string().trim().min(1).max(200) });
