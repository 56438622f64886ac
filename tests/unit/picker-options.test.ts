import { describe, expect, it } from 'vitest';
import { pickerOptions } from '@/lib/reference';

describe('a reference picker', () => {
  const offered = [
    { id: 1, name: 'วิศวกรรมคอมพิวเตอร์' },
    { id: 2, name: 'วิทยาการคอมพิวเตอร์' },
  ];

  it('offers the visible entries when the row uses one of them or none', () => {
    expect(pickerOptions(offered, offered[1])).toEqual(offered);
    expect(pickerOptions(offered, null)).toEqual(offered);
  });

  it('keeps the entry the row uses now although an admin hid it from the pickers', () => {
    expect(pickerOptions(offered, { id: 9, name: 'สาขาที่ซ่อนแล้ว' })).toEqual([...offered, { id: 9, name: 'สาขาที่ซ่อนแล้ว' }]);
  });
});
