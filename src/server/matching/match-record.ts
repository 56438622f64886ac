import { createHash, randomFillSync } from 'node:crypto';
import { UNMATCHED, type MatchingInstance } from './engine';

/** The record's format and version (docs/match-record.md); a change of shape is a new version. */
export const MATCH_RECORD_FORMAT = 'internship-match-record';
export const MATCH_RECORD_VERSION = 1;

/** The run the record describes, with nothing personal: the session's title is the admin's name for it. */
export type MatchRecordRun = { sessionId: number; sessionTitle: string; round: number; runId: number; runAt: string };

export type BuiltMatchRecord = {
  /** The record as canonical JSON (RFC 8785) in UTF-8, digest included: the exact bytes the download answers. */
  bytes: Buffer;
  /** SHA-256 (lower-case hex) of the canonical JSON of the record without its `digest` field. */
  digest: string;
};

/**
 * The round's match record from exactly what the engine was given (its instance) and what it answered
 * (the assignment). Written as canonical JSON directly, each object's keys in sorted order (the order of the
 * code below), so a 100,000-student record is one pass writing bytes, not a generic sort of millions of keys;
 * tests check the output against an independent canonical serialisation.
 *
 * Students and openings get opaque ids `s0001…`, `o0001…` numbered in a random order at every run: numbered in
 * the database's order, they would leak it (student ids are student numbers, which encode the year of entry;
 * opening ids follow creation). The numbering means nothing; the digest binds the one this record uses.
 */
export function buildMatchRecord({
  instance,
  assignment,
  run,
}: {
  instance: MatchingInstance;
  assignment: Int32Array;
  run: MatchRecordRun;
}): BuiltMatchRecord {
  const { studentCount, openingCount, listStart, listOpening, companyRank, capacity } = instance;
  const studentOrder = randomOrder(studentCount);
  const openingOrder = randomOrder(openingCount);
  const studentNumber = inverse(studentOrder);
  const openingNumber = inverse(openingOrder);

  // Each opening's ranking (its acceptable applicants by company rank) and its excluded applicants (listed it,
  // not selected), as slices of two flat arrays.
  const rankedCount = new Int32Array(openingCount);
  const excludedCount = new Int32Array(openingCount);
  for (let entry = 0; entry < listOpening.length; entry++) {
    if (companyRank[entry] >= 0) rankedCount[listOpening[entry]]++;
    else excludedCount[listOpening[entry]]++;
  }
  const rankedStart = prefixSums(rankedCount);
  const excludedStart = prefixSums(excludedCount);
  const ranked = new Int32Array(rankedStart[openingCount]);
  const excluded = new Int32Array(excludedStart[openingCount]);
  const excludedFill = excludedStart.slice(0, openingCount);
  for (let student = 0; student < studentCount; student++) {
    for (let entry = listStart[student]; entry < listStart[student + 1]; entry++) {
      const opening = listOpening[entry];
      if (companyRank[entry] >= 0) ranked[rankedStart[opening] + companyRank[entry]] = student;
      else excluded[excludedFill[opening]++] = studentNumber[student];
    }
  }

  const students = new IdTable('s', studentCount);
  const opens = new IdTable('o', openingCount);
  const title = JSON.stringify(run.sessionTitle);
  const out = new JsonBytes(
    512 +
      Buffer.byteLength(title) +
      openingCount * (64 + opens.size) +
      (rankedStart[openingCount] + excludedStart[openingCount]) * (students.size + 1) +
      studentCount * (32 + 2 * students.size + opens.size) +
      listOpening.length * (opens.size + 1),
  );
  // Room for `{"digest":"<64 hex>",`, filled in once the rest is hashed.
  out.text(`{"digest":"${'0'.repeat(64)}",`);
  const bodyStart = out.length;
  out.text(`"format":"${MATCH_RECORD_FORMAT}","input":{"openings":[`);
  for (let position = 0; position < openingCount; position++) {
    const opening = openingOrder[position];
    if (position > 0) out.byte(COMMA);
    out.text(`{"capacity":${capacity[opening]},"excluded":[`);
    const excludedSlice = excluded.subarray(excludedStart[opening], excludedStart[opening + 1]).sort();
    for (let at = 0; at < excludedSlice.length; at++) {
      if (at > 0) out.byte(COMMA);
      out.id(students, excludedSlice[at]);
    }
    out.fragment(ID_AFTER_EXCLUDED);
    out.id(opens, position);
    out.fragment(RANKING);
    for (let slot = rankedStart[opening]; slot < rankedStart[opening + 1]; slot++) {
      if (slot > rankedStart[opening]) out.byte(COMMA);
      out.id(students, studentNumber[ranked[slot]]);
    }
    out.fragment(END_OF_LIST_OBJECT);
  }
  out.text('],"students":[');
  for (let position = 0; position < studentCount; position++) {
    const student = studentOrder[position];
    if (position > 0) out.byte(COMMA);
    out.fragment(ID);
    out.id(students, position);
    out.fragment(PREFERENCES);
    for (let entry = listStart[student]; entry < listStart[student + 1]; entry++) {
      if (entry > listStart[student]) out.byte(COMMA);
      out.id(opens, openingNumber[listOpening[entry]]);
    }
    out.fragment(END_OF_LIST_OBJECT);
  }
  out.text(']},"result":{"matches":[');
  let isFirst = true;
  for (let position = 0; position < studentCount; position++) {
    const opening = assignment[studentOrder[position]];
    if (opening === UNMATCHED) continue;
    if (!isFirst) out.byte(COMMA);
    isFirst = false;
    out.byte(OPEN_BRACKET);
    out.id(students, position);
    out.byte(COMMA);
    out.id(opens, openingNumber[opening]);
    out.byte(CLOSE_BRACKET);
  }
  out.text('],"unmatched":[');
  isFirst = true;
  for (let position = 0; position < studentCount; position++) {
    if (assignment[studentOrder[position]] !== UNMATCHED) continue;
    if (!isFirst) out.byte(COMMA);
    isFirst = false;
    out.id(students, position);
  }
  out.text(
    `]},"run":{"round":${run.round},"runAt":${JSON.stringify(run.runAt)},"runId":${run.runId},` +
      `"sessionId":${run.sessionId},"sessionTitle":${title}},"version":${MATCH_RECORD_VERSION}}`,
  );
  const bytes = out.bytes();
  // The digest's input is the record without its digest: `{` and everything after the reserved field.
  const digest = createHash('sha256').update('{').update(bytes.subarray(bodyStart)).digest('hex');
  // "digest" sorts before "format", so the record with its digest stays canonical.
  bytes.write(digest, bodyStart - 66, 'latin1');
  return { bytes, digest };
}

const COMMA = ','.charCodeAt(0);
const OPEN_BRACKET = '['.charCodeAt(0);
const CLOSE_BRACKET = ']'.charCodeAt(0);
const ascii = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));
const ID = ascii('{"id":');
const PREFERENCES = ascii(',"preferences":[');
const ID_AFTER_EXCLUDED = ascii('],"id":');
const RANKING = ascii(',"ranking":[');
const END_OF_LIST_OBJECT = ascii(']}');

/**
 * Every id of one kind as its JSON bytes, `"s0042"` for number 42 (position 41 of the random order), each the
 * same size: numbers are zero-padded to one width (at least 4 digits), so ids sort as their numbers do.
 */
class IdTable {
  readonly bytes: Uint8Array;
  readonly size: number;

  constructor(prefix: string, count: number) {
    const width = Math.max(4, String(count).length);
    this.size = width + 3;
    this.bytes = new Uint8Array(count * this.size);
    for (let position = 0; position < count; position++)
      this.bytes.set(ascii(`"${prefix}${String(position + 1).padStart(width, '0')}"`), position * this.size);
  }
}

/**
 * The record's bytes, in one buffer sized from the instance up front: ids are copied as bytes (millions of
 * them in a large round), where building and joining strings took seconds.
 */
class JsonBytes {
  private readonly buffer: Buffer;
  length = 0;

  constructor(capacity: number) {
    this.buffer = Buffer.alloc(capacity);
  }

  text(value: string): void {
    this.length += this.buffer.write(value, this.length, 'utf8');
  }

  byte(value: number): void {
    this.buffer[this.length++] = value;
  }

  fragment(bytes: Uint8Array): void {
    const buffer = this.buffer;
    let at = this.length;
    for (let index = 0; index < bytes.length; index++) buffer[at++] = bytes[index];
    this.length = at;
  }

  /** The id at `position` of the table, copied by hand: a call into Buffer.set costs more than its few bytes. */
  id(table: IdTable, position: number): void {
    const { bytes, size } = table;
    const buffer = this.buffer;
    let at = this.length;
    for (let index = position * size, end = index + size; index < end; index++) buffer[at++] = bytes[index];
    this.length = at;
  }

  bytes(): Buffer {
    if (this.length > this.buffer.length) throw new Error('The match record outgrew its buffer');
    return this.buffer.subarray(0, this.length);
  }
}

/** A uniformly random order of 0..count-1 (Fisher–Yates on the system's random source). */
function randomOrder(count: number): Int32Array {
  const order = Int32Array.from({ length: count }, (_, index) => index);
  const random = randomFillSync(new Uint32Array(count));
  for (let index = count - 1; index > 0; index--) {
    const other = Math.floor((random[index] / 0x1_0000_0000) * (index + 1));
    const held = order[index];
    order[index] = order[other];
    order[other] = held;
  }
  return order;
}

function inverse(order: Int32Array): Int32Array {
  const position = new Int32Array(order.length);
  order.forEach((dense, at) => (position[dense] = at));
  return position;
}

function prefixSums(counts: Int32Array): Int32Array {
  const start = new Int32Array(counts.length + 1);
  for (let index = 0; index < counts.length; index++) start[index + 1] = start[index] + counts[index];
  return start;
}
