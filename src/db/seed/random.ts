// A small seeded PRNG so the demo data is the same on every run. Never Math.random here.

/** mulberry32: 32-bit state, good enough spread for demo data. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a of a label, so each part of the seed has its own stream and editing one does not reshuffle the others. */
function hashLabel(label: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < label.length; index++) {
    hash ^= label.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  shuffle<T>(items: readonly T[]): T[];
  /** A decimal in [min, max] rounded to `digits` places, as the string a numeric column takes. */
  decimal(min: number, max: number, digits: number): string;
  /** 43 url-safe characters, the shape of RANDOM_TOKEN_PATTERN. */
  token(): string;
};

export const SEED = 20570; // fixed: "ฝึกงานภาคฤดูร้อน 2570"

export function createRandom(label: string): Random {
  const next = mulberry32(SEED ^ hashLabel(label));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = int(0, index);
      [copy[index], copy[other]] = [copy[other], copy[index]];
    }
    return copy;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => items[int(0, items.length - 1)],
    sample: (items, count) => shuffle(items).slice(0, count),
    shuffle,
    decimal: (min, max, digits) => {
      const factor = 10 ** digits;
      return (int(Math.round(min * factor), Math.round(max * factor)) / factor).toFixed(digits);
    },
    token: () => Array.from({ length: 43 }, () => BASE64URL[int(0, 63)]).join(''),
  };
}
