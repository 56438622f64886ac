// What GET /api/status answers (SPEC §8): the environment, the version and the state of each dependency.
import { z } from 'zod';

export const dependencyStatus = z.enum(['ok', 'down', 'not_configured']);
export type DependencyStatus = z.infer<typeof dependencyStatus>;

export const systemStatus = z.object({
  environment: z.string(),
  /** The machine's name: admins only, since it helps an attacker map the deployment. */
  host: z.string().optional(),
  version: z.string(),
  status: z.object({ database: dependencyStatus, platform: dependencyStatus, courseville: dependencyStatus }),
});
export type SystemStatus = z.infer<typeof systemStatus>;
