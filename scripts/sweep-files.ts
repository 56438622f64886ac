// npm run files:sweep — removes stale files (report files older than an hour, profile uploads never saved
// after a day) and expired upload slots, in batches until none is left. Report downloads sweep a batch each
// time too; run this from a scheduler (cron, Vercel Cron through a shell step) to keep storage tidy between them.
import { getDatabaseHandle } from '@/db/client';
import { sweepStaleFiles } from '@/server/files';

const handle = getDatabaseHandle();
let total = { removedFileCount: 0, removedSlotCount: 0 };
for (;;) {
  const swept = await sweepStaleFiles({ ctx: { db: handle.db, now: new Date() } });
  total = {
    removedFileCount: total.removedFileCount + swept.removedFileCount,
    removedSlotCount: total.removedSlotCount + swept.removedSlotCount,
  };
  if (swept.removedFileCount === 0) break;
}
await handle.close();
console.log(`Removed ${total.removedFileCount} stale files and ${total.removedSlotCount} expired upload slots (${handle.kind}).`);
