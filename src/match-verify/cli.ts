/**
 * `npm run match:verify -- FILE`: re-checks a match record with no database and no server (docs/match-record.md).
 * Prints `valid` and exits 0, or the first violation on one line and exits 1; a missing argument exits 2.
 */
import { readFileSync } from 'node:fs';
import { verifyMatchRecord } from './verify-record';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run match:verify -- FILE');
  process.exit(2);
}
let parsed: unknown;
try {
  parsed = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.log(`invalid: cannot read ${file} as JSON: ${(error as Error).message.split('\n')[0]}`);
  process.exit(1);
}
const verdict = verifyMatchRecord(parsed);
console.log(verdict.valid ? 'valid' : `invalid: ${verdict.violation}`);
process.exit(verdict.valid ? 0 : 1);
