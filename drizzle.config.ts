import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and applied by src/db/migrate.ts, on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});
