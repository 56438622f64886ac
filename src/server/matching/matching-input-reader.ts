import type { LoadedMatching } from './load-matching-input';

const TAB = 9;
const NEWLINE = 10;
const BACKSLASH = 92;
/** The first column of each row of the loading stream says what the row is. */
const OPENING = 'o'.charCodeAt(0);
const POOL_STUDENT = 's'.charCodeAt(0);
const APPLICATION = 'a'.charCodeAt(0);
const NULL = -1;
const MINUS = 45;
const ZERO = 48;
const NINE = 57;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/**
 * Reads the round's loading stream (COPY text rows `kind, key, n1, n2, n3`; see matchingInputQuery) chunk
 * by chunk into growable typed arrays, in any row order, then builds the engine's instance on dense ids.
 * Rows:
 * - `o` opening: n1 opening id, n2 remaining quota;
 * - `s` pool student: key student id;
 * - `a` application: key student id, n1 opening id, n2 the student's rank, n3 its position in the current
 *   company ranking (null: not selected).
 * Millions of rows become a few typed arrays: no row objects, and one string per student, not per row.
 */
export class MatchingInputReader {
  private carry: Uint8Array | null = null;
  private readonly openingIds = new IntList();
  private readonly remaining = new IntList();
  private readonly keys = new KeyTable();
  private readonly isPoolKey = new IntList();
  private readonly entryKey = new IntList();
  private readonly entryOpeningId = new IntList();
  private readonly entryRank = new IntList();
  private readonly entryPosition = new IntList();
  // The numeric columns of the row just read.
  private n1 = NULL;
  private n2 = NULL;
  private n3 = NULL;

  push(chunk: Uint8Array): void {
    // One kind of array for readRow, whatever the stream hands over (a Buffer is a Uint8Array subclass).
    const bytes = new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    let start = 0;
    if (this.carry) {
      // The row cut by the last chunk's end, completed from this one's first bytes (rows are tens of bytes).
      const newline = bytes.indexOf(NEWLINE);
      const row = concat(this.carry, newline < 0 ? bytes : bytes.subarray(0, newline + 1));
      if (newline < 0) {
        this.carry = row;
        return;
      }
      this.carry = null;
      this.readRow(row, 0);
      start = newline + 1;
    }
    for (let next = this.readRow(bytes, start); next >= 0; next = this.readRow(bytes, start)) start = next;
    this.carry = start < bytes.length ? bytes.slice(start) : null;
  }

  finish(): LoadedMatching {
    if (this.carry) throw new Error('The matching input ended in the middle of a row');
    const { openingIds, capacity, openingIndex } = this.denseOpenings();
    const { studentIds, studentOfKey } = this.densePoolStudents();

    // Each row becomes its dense student and opening, or student -1 when it is not part of the round: its
    // student is outside the pool (matched by hand, say) or its opening does not take part (a draft, withdrawn).
    const rowStudent = this.entryKey.values();
    const rowOpening = this.entryOpeningId.values();
    const listStart = new Int32Array(studentIds.length + 1);
    for (let row = 0; row < rowStudent.length; row++) {
      rowOpening[row] = openingIndex(rowOpening[row]);
      rowStudent[row] = rowOpening[row] < 0 ? -1 : studentOfKey[rowStudent[row]];
      if (rowStudent[row] >= 0) listStart[rowStudent[row] + 1]++;
    }
    // Counting sort of the entries by student, then each list (≤ the session's maximum) by the student's rank.
    for (let student = 0; student < studentIds.length; student++) listStart[student + 1] += listStart[student];
    const entryCount = listStart[studentIds.length];
    const listOpening = new Int32Array(entryCount);
    const listRank = new Int32Array(entryCount);
    const positions = new Int32Array(entryCount);
    const cursor = listStart.slice(0, studentIds.length);
    const rowRank = this.entryRank.values();
    const rowPosition = this.entryPosition.values();
    for (let row = 0; row < rowStudent.length; row++) {
      if (rowStudent[row] < 0) continue;
      const at = cursor[rowStudent[row]]++;
      listOpening[at] = rowOpening[row];
      listRank[at] = rowRank[row];
      positions[at] = rowPosition[row];
    }
    for (let student = 0; student < studentIds.length; student++)
      sortByRank(listStart[student], listStart[student + 1], listRank, listOpening, positions);

    return {
      instance: {
        studentCount: studentIds.length,
        openingCount: openingIds.length,
        listStart,
        listOpening,
        companyRank: denseRanks(listOpening, positions, openingIds.length),
        capacity,
      },
      studentIds,
      openingIds,
      applicationCount: entryCount,
    };
  }

  /**
   * Reads the row at `start` in one pass over its bytes (the key hashed on the way, numbers parsed in place;
   * nothing allocated: it runs per row) and answers where the next row starts, or -1 when the row is cut.
   */
  private readRow(bytes: Uint8Array, start: number): number {
    const length = bytes.length;
    if (start >= length) return -1;
    const kind = bytes[start];
    const keyStart = start + 2;
    let at = keyStart;
    let hash = FNV_OFFSET;
    while (at < length && bytes[at] !== TAB && bytes[at] !== NEWLINE) hash = Math.imul(hash ^ bytes[at++], FNV_PRIME);
    const keyEnd = at;
    this.n1 = this.n2 = this.n3 = NULL;
    for (let column = 0; at < length && bytes[at] === TAB; column++) {
      at++;
      let value = NULL;
      if (at < length && bytes[at] === BACKSLASH)
        at += 2; // \N
      else {
        const negative = at < length && bytes[at] === MINUS;
        if (negative) at++;
        value = 0;
        while (at < length && bytes[at] >= ZERO && bytes[at] <= NINE) value = value * 10 + (bytes[at++] - ZERO);
        if (negative) value = -value;
      }
      if (column === 0) this.n1 = value;
      else if (column === 1) this.n2 = value;
      else this.n3 = value;
    }
    if (at >= length) return -1;
    if (bytes[at] !== NEWLINE) throw new Error(`Unreadable matching input row at byte ${at}`);

    if (kind === APPLICATION) {
      this.entryKey.push(this.keyOf(bytes, keyStart, keyEnd, hash));
      this.entryOpeningId.push(this.n1);
      this.entryRank.push(this.n2);
      this.entryPosition.push(this.n3);
    } else if (kind === POOL_STUDENT) {
      this.isPoolKey.set(this.keyOf(bytes, keyStart, keyEnd, hash), 1);
    } else if (kind === OPENING) {
      this.openingIds.push(this.n1);
      this.remaining.push(this.n2);
    } else throw new Error(`Unknown matching input row kind ${String.fromCharCode(kind)}`);
    return at + 1;
  }

  private keyOf(bytes: Uint8Array, start: number, end: number, hash: number): number {
    const index = this.keys.indexOf(bytes, start, end, hash);
    if (index === this.isPoolKey.length) this.isPoolKey.push(0);
    return index;
  }

  /** The openings in id order, with their remaining quota. */
  private denseOpenings() {
    const ids = this.openingIds.values();
    const order = Array.from(ids.keys()).sort((left, right) => ids[left] - ids[right]);
    const openingIds = Int32Array.from(order, (row) => ids[row]);
    const capacity = Int32Array.from(order, (row) => this.remaining.get(row));
    // id → index as an array over the ids' range: a session's openings were created over a few weeks.
    const first = openingIds.length ? openingIds[0] : 0;
    const indexOfId = new Int32Array(openingIds.length ? openingIds[openingIds.length - 1] - first + 1 : 0).fill(-1);
    openingIds.forEach((openingId, index) => (indexOfId[openingId - first] = index));
    const openingIndex = (openingId: number) =>
      openingId >= first && openingId - first < indexOfId.length ? indexOfId[openingId - first] : -1;
    return { openingIds, capacity, openingIndex };
  }

  /** The pool's students in id order (so the instance does not depend on the server's row order). */
  private densePoolStudents() {
    const keys = this.keys.texts;
    const poolKeys = keys.map((_, index) => index).filter((index) => this.isPoolKey.get(index) === 1);
    poolKeys.sort((left, right) => (keys[left] < keys[right] ? -1 : 1));
    const studentOfKey = new Int32Array(keys.length).fill(-1);
    poolKeys.forEach((key, student) => (studentOfKey[key] = student));
    return { studentIds: poolKeys.map((key) => keys[key]), studentOfKey };
  }
}

/**
 * Company positions (1..k of a submission, with gaps where an application was cancelled since) become ranks
 * 0..m-1 per opening, keeping their order: bucket by position within each opening's range, then count.
 * O(entries + Σ max position), and Σ max position ≤ the submissions' sizes.
 */
export function denseRanks(listOpening: Int32Array, positions: Int32Array, openingCount: number): Int32Array {
  const maxPosition = new Int32Array(openingCount);
  for (let entry = 0; entry < positions.length; entry++)
    if (positions[entry] > maxPosition[listOpening[entry]]) maxPosition[listOpening[entry]] = positions[entry];
  const start = new Int32Array(openingCount + 1);
  for (let opening = 0; opening < openingCount; opening++) start[opening + 1] = start[opening] + maxPosition[opening] + 1;
  const rankAt = new Int32Array(start[openingCount]).fill(-1);
  for (let entry = 0; entry < positions.length; entry++)
    if (positions[entry] >= 0) rankAt[start[listOpening[entry]] + positions[entry]] = 0;
  for (let opening = 0; opening < openingCount; opening++) {
    let next = 0;
    for (let slot = start[opening]; slot < start[opening + 1]; slot++) if (rankAt[slot] === 0) rankAt[slot] = next++ + 1;
  }
  const ranks = new Int32Array(positions.length);
  for (let entry = 0; entry < positions.length; entry++)
    ranks[entry] = positions[entry] < 0 ? -1 : rankAt[start[listOpening[entry]] + positions[entry]] - 1;
  return ranks;
}

/** Insertion sort of entries [start, end) by rank, carrying the parallel columns: lists are short. */
function sortByRank(start: number, end: number, rank: Int32Array, opening: Int32Array, position: Int32Array): void {
  for (let next = start + 1; next < end; next++) {
    const nextRank = rank[next];
    const nextOpening = opening[next];
    const nextPosition = position[next];
    let at = next - 1;
    for (; at >= start && rank[at] > nextRank; at--) {
      rank[at + 1] = rank[at];
      opening[at + 1] = opening[at];
      position[at + 1] = position[at];
    }
    rank[at + 1] = nextRank;
    opening[at + 1] = nextOpening;
    position[at + 1] = nextPosition;
  }
}

/**
 * Text keys (student ids) → dense indexes, looked up by their bytes as they arrive: an open-addressing table
 * on typed arrays with the keys' bytes kept once in an arena, so a key is decoded to a string only the first
 * time it is seen (once per student, not once per application row).
 */
class KeyTable {
  readonly texts: string[] = [];
  private slots = new Int32Array(1 << 12).fill(-1);
  private readonly hashes = new IntList();
  private readonly offsets = new IntList();
  private arena: Uint8Array = new Uint8Array(1 << 16);
  private arenaLength = 0;

  /** `hash`: the key's FNV-1a hash, computed by the caller as it scanned the bytes. */
  indexOf(bytes: Uint8Array, start: number, end: number, hash: number): number {
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const index = this.slots[slot];
      if (index < 0) return this.add(bytes, start, end, hash, slot);
      if (this.hashes.get(index) === hash && this.sameBytes(index, bytes, start, end)) return index;
    }
  }

  private sameBytes(index: number, bytes: Uint8Array, start: number, end: number): boolean {
    const offset = this.offsets.get(index);
    if (this.offsets.get(index + 1) - offset !== end - start) return false;
    for (let at = 0; at < end - start; at++) if (this.arena[offset + at] !== bytes[start + at]) return false;
    return true;
  }

  private add(bytes: Uint8Array, start: number, end: number, hash: number, slot: number): number {
    const index = this.texts.length;
    this.texts.push(decodeText(bytes, start, end));
    this.hashes.push(hash);
    if (index === 0) this.offsets.push(0);
    while (this.arenaLength + end - start > this.arena.length) this.arena = grow(this.arena);
    this.arena.set(bytes.subarray(start, end), this.arenaLength);
    this.arenaLength += end - start;
    this.offsets.push(this.arenaLength);
    this.slots[slot] = index;
    if (this.texts.length * 2 > this.slots.length) this.rehash();
    return index;
  }

  private rehash(): void {
    this.slots = new Int32Array(this.slots.length * 2).fill(-1);
    const mask = this.slots.length - 1;
    for (let index = 0; index < this.texts.length; index++) {
      let slot = this.hashes.get(index) & mask;
      while (this.slots[slot] >= 0) slot = (slot + 1) & mask;
      this.slots[slot] = index;
    }
  }
}

function grow(bytes: Uint8Array): Uint8Array {
  const grown = new Uint8Array(bytes.length * 2);
  grown.set(bytes);
  return grown;
}

const utf8 = new TextDecoder();
const COPY_ESCAPES: Record<string, number> = { b: 8, f: 12, n: 10, r: 13, t: 9, v: 11 };

/** A COPY text column: UTF-8 where the server escaped backslash, tab, newline and the other control characters. */
export function decodeText(bytes: Uint8Array, start: number, end: number): string {
  const raw = bytes.subarray(start, end);
  if (!raw.includes(BACKSLASH)) return utf8.decode(raw);
  const unescaped: number[] = [];
  for (let index = 0; index < raw.length; index++) {
    if (raw[index] !== BACKSLASH) unescaped.push(raw[index]);
    else {
      const escaped = String.fromCharCode(raw[++index]);
      unescaped.push(COPY_ESCAPES[escaped] ?? raw[index]);
    }
  }
  return utf8.decode(Uint8Array.from(unescaped));
}

function concat(left: Uint8Array, right: Uint8Array): Uint8Array {
  const joined = new Uint8Array(left.length + right.length);
  joined.set(left);
  joined.set(right, left.length);
  return joined;
}

/** A growable Int32Array. */
class IntList {
  private data = new Int32Array(4096);
  length = 0;

  push(value: number): void {
    if (this.length === this.data.length) this.set(this.length, value);
    else this.data[this.length++] = value;
  }

  set(index: number, value: number): void {
    while (index >= this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[index] = value;
    if (index >= this.length) this.length = index + 1;
  }

  get(index: number): number {
    return this.data[index];
  }

  values(): Int32Array {
    return this.data.subarray(0, this.length);
  }
}
