import { describe, expect, it } from 'vitest';
import { buildInstance, denseRanks } from '@/server/matching/load-matching-input';
import { runDeferredAcceptance } from '@/server/matching/engine';

describe('turning loaded rows into an instance', () => {
  it('makes company positions with gaps dense per opening, keeping their order', () => {
    const listOpening = Int32Array.from([0, 1, 0, 1, 0]);
    const positions = Int32Array.from([7, 2, 3, -1, 10]);
    expect(Array.from(denseRanks(listOpening, positions, 2))).toEqual([1, 0, 0, -1, 2]);
  });

  it('maps ids to dense indexes, empty lists included, and the engine runs on it', () => {
    const loaded = buildInstance(
      [
        { opening_id: 40, remaining: 1 },
        { opening_id: 41, remaining: 0 },
      ],
      [
        { student_id: '6700000001', openings: '41,40', positions: '1,3' },
        { student_id: '6700000002', openings: null, positions: '' },
        { student_id: '6700000003', openings: '40', positions: '2' },
      ],
    );
    expect(Array.from(loaded.instance.listStart)).toEqual([0, 2, 2, 3]);
    expect(Array.from(loaded.instance.listOpening)).toEqual([1, 0, 0]);
    expect(Array.from(loaded.instance.companyRank)).toEqual([0, 1, 0]);
    expect(Array.from(runDeferredAcceptance(loaded.instance).assignment)).toEqual([-1, -1, 0]);
    expect(loaded.applicationCount).toBe(3);
  });
});
