// npm run db:migrate — applies pending migrations to DATABASE_URL, or to the embedded database.
import { getDatabaseHandle } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';

const handle = getDatabaseHandle();
await migrateDatabase(handle);
await handle.close();
console.log(`Migrations applied (${handle.kind}).`);
