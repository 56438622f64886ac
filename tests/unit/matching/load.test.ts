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
        { student_id: '6700000001', openings: '41,40', application_ids: '101,100' },
        { student_id: '6700000002', openings: null, application_ids: null },
        { student_id: '6700000003', openings: '40', application_ids: '300' },
      ],
      // Each ranking lists its selected applications in id order with their positions (gaps where one was
      // cancelled since); 999 belongs to an opening that no longer takes part.
      [
        { opening_id: 40, application_ids: '100,300', positions: '3,2' },
        { opening_id: 41, application_ids: '101', positions: '1' },
        { opening_id: 99, application_ids: '999', positions: '1' },
      ],
    );
    expect(Array.from(loaded.instance.listStart)).toEqual([0, 2, 2, 3]);
    expect(Array.from(loaded.instance.listOpening)).toEqual([1, 0, 0]);
    expect(Array.from(loaded.instance.companyRank)).toEqual([0, 1, 0]);
    expect(Array.from(runDeferredAcceptance(loaded.instance).assignment)).toEqual([-1, -1, 0]);
    expect(loaded.applicationCount).toBe(3);
  });

  it('leaves an application the company did not select without a rank, found or not in a long ranking', () => {
    const selected = Array.from({ length: 50 }, (_, index) => 1000 + index * 2);
    const loaded = buildInstance(
      [{ opening_id: 7, remaining: 2 }],
      [
        { student_id: '6700000001', openings: '7', application_ids: '1001' },
        { student_id: '6700000002', openings: '7', application_ids: '1098' },
        { student_id: '6700000003', openings: '7', application_ids: '1000' },
      ],
      [{ opening_id: 7, application_ids: selected.join(','), positions: selected.map((_, index) => 50 - index).join(',') }],
    );
    // 1001 is not selected; 1098 is the last by id but the first in the ranking; 1000 the last.
    expect(Array.from(loaded.instance.companyRank)).toEqual([-1, 0, 1]);
  });
});
