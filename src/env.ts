import { z } from 'zod';

// Every variable the portal reads, validated once. `.env.example` lists the same names.
const optionalText = z.string().trim().min(1).optional().catch(undefined);

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  APP_ENV: z.string().default('local'),
  APP_URL: z.url().optional().catch(undefined),
  DATABASE_URL: optionalText,
  PGLITE_DATA_DIR: z.string().default('.data/pglite'),
  DEV_LOGIN_SECRET: optionalText,
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOGIN_SESSION_DAYS: z.coerce.number().int().positive().default(7),
  // A login not used for this long ends, within its LOGIN_SESSION_DAYS.
  LOGIN_IDLE_HOURS: z.coerce.number().int().positive().default(12),
  SEED_ON_START: z.enum(['true', 'false']).optional().catch(undefined),
  FILES_DIR: z.string().default('.data/files'),
  // Signs upload slots and download links; the default only suits development (see docs/files.md).
  FILES_SIGNING_SECRET: optionalText,
  // When set, files live in Vercel Blob instead of FILES_DIR.
  BLOB_READ_WRITE_TOKEN: optionalText,
  BLOB_ACCESS: z.enum(['private', 'public']).optional().catch(undefined),
  COURSEVILLE_CLIENT_ID: optionalText,
  COURSEVILLE_CLIENT_SECRET: optionalText,
  COURSEVILLE_AUTHORIZE_URL: optionalText,
  COURSEVILLE_TOKEN_URL: optionalText,
  COURSEVILLE_USERINFO_URL: optionalText,
  COURSEVILLE_REDIRECT_URI: optionalText,
});

export type Environment = z.infer<typeof environmentSchema>;

/** Read on each call so tests can change process.env between cases. */
export function env(): Environment {
  return environmentSchema.parse(process.env);
}

export function isCoursevilleConfigured(environment: Environment = env()): boolean {
  return Boolean(
    environment.COURSEVILLE_CLIENT_ID &&
      environment.COURSEVILLE_CLIENT_SECRET &&
      environment.COURSEVILLE_AUTHORIZE_URL &&
      environment.COURSEVILLE_TOKEN_URL &&
      environment.COURSEVILLE_USERINFO_URL,
  );
}

/** Demo data is written at start on the embedded database unless told otherwise; never by default on PostgreSQL. */
export function shouldSeedOnStart(environment: Environment = env()): boolean {
  return environment.SEED_ON_START ? environment.SEED_ON_START === 'true' : !environment.DATABASE_URL;
}
