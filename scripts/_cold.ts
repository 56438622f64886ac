import { performance } from 'node:perf_hooks';
import { openPostgres } from '@/db/client';
import { copyOut } from '@/db/copy-out';
import { tuneForBulkMatching, matchingInputQuery } from '@/server/matching/load-matching-input';
import { MatchingInputReader } from '@/server/matching/matching-input-reader';
const handle = openPostgres(process.env.DATABASE_URL!);
for (let i = 0; i < 3; i++) {
  await handle.db.transaction(async (tx) => {
    await tuneForBulkMatching(tx);
    const t = performance.now(); let first = 0; let push = 0; const cpu = process.cpuUsage();
    const reader = new MatchingInputReader();
    for await (const chunk of copyOut(tx, matchingInputQuery(1, 1))) { if (!first) first = performance.now() - t; const a = performance.now(); reader.push(chunk); push += performance.now() - a; }
    const streamed = performance.now() - t;
    reader.finish();
    const c = process.cpuUsage(cpu);
    console.log(`first byte ${first.toFixed(0)} streamed ${streamed.toFixed(0)} push ${push.toFixed(0)} total ${(performance.now() - t).toFixed(0)} cpu ${((c.user + c.system) / 1000).toFixed(0)}`);
  });
}
await handle.close();
