import { describe, expect, it } from 'vitest';
import { containsLike, escapeLike } from '@/db/like-pattern';

describe('LIKE patterns from a search box', () => {
  it('takes %, _ and the backslash literally', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(escapeLike('สมชาย')).toBe('สมชาย');
  });

  it('wraps the escaped text for "contains"', () => {
    expect(containsLike('a_b')).toBe('%a\\_b%');
    expect(containsLike('')).toBe('%%');
  });
});
