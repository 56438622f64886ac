// npm run db:seed — migrates, then writes the deterministic demo data unless it is already there.
import { getDatabaseHandle } from '@/db/client';
import { prepareDatabase } from '@/db/prepare';

const handle = getDatabaseHandle();
await prepareDatabase(handle, { seed: true });
await handle.close();
console.log(`Demo data ready (${handle.kind}).`);
