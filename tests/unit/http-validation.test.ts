import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { booleanQuery, idParam, integerQuery, listQuery, paginationQuery, textParam, toList } from '@/server/http';
import { describeIssues, offsetOf, parseSearchParams } from '@/server/validation';

describe('toList', () => {
  it('wraps a page of items with the list meta', () => {
    expect(toList(['a', 'b'], 7, { page: 2, limit: 2 })).toEqual({
      items: ['a', 'b'],
      meta: { totalItem: 7, itemCount: 2, itemsPerPage: 2, totalPage: 4, currentPage: 2 },
    });
  });

  it('counts a last page that is not full, and an empty list as zero pages', () => {
    expect(toList(['g'], 7, { page: 4, limit: 2 }).meta).toEqual({
      totalItem: 7,
      itemCount: 1,
      itemsPerPage: 2,
      totalPage: 4,
      currentPage: 4,
    });
    expect(toList([], 0, { page: 1, limit: 20 }).meta).toEqual({
      totalItem: 0,
      itemCount: 0,
      itemsPerPage: 20,
      totalPage: 0,
      currentPage: 1,
    });
  });

  it('gives exactly one page when the total equals the limit', () => {
    expect(toList([1, 2, 3], 3, { page: 1, limit: 3 }).meta.totalPage).toBe(1);
  });
});

describe('offsetOf', () => {
  it('skips the rows of the pages before', () => {
    expect(offsetOf({ page: 1, limit: 20 })).toBe(0);
    expect(offsetOf({ page: 3, limit: 20 })).toBe(40);
  });
});

describe('paginationQuery', () => {
  it('defaults to page 1 and 20 per page', () => {
    expect(paginationQuery.parse({})).toEqual({ page: 1, limit: 20 });
  });

  it('converts digit strings', () => {
    expect(paginationQuery.parse({ page: '3', limit: '100' })).toEqual({ page: 3, limit: 100 });
  });

  it.each([{ page: '0' }, { limit: '0' }, { limit: '101' }, { page: 'x' }, { page: '1.5' }, { limit: '-1' }])('refuses %j', (query) => {
    expect(paginationQuery.safeParse(query).success).toBe(false);
  });
});

describe('listQuery', () => {
  const numbers = listQuery(integerQuery);
  const texts = listQuery(z.string());

  it('splits a comma list', () => {
    expect(texts.parse('a,b,c')).toEqual(['a', 'b', 'c']);
  });

  it('accepts repeated keys and commas inside them', () => {
    expect(texts.parse(['a,b', 'c'])).toEqual(['a', 'b', 'c']);
  });

  it('trims entries and drops blank ones', () => {
    expect(texts.parse(' a , ,b,, ')).toEqual(['a', 'b']);
    expect(texts.parse('')).toEqual([]);
  });

  it('validates and converts each entry', () => {
    expect(numbers.parse('1,22,333')).toEqual([1, 22, 333]);
    const refused = numbers.safeParse('1,two');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: [1], message: 'Expected a number' });
  });

  it('refuses a value that is neither text nor a list of text', () => {
    expect(texts.safeParse(5).success).toBe(false);
  });
});

describe('parseSearchParams', () => {
  const query = paginationQuery.extend({ tags: listQuery(integerQuery).optional(), onlyBookmarked: booleanQuery.default(false) });

  it('reads a page URL as the API reads its query', () => {
    expect(parseSearchParams(query, { page: '3', tags: ['1', '2,3'], onlyBookmarked: 'true', other: 'x' })).toEqual({
      page: 3,
      limit: 20,
      tags: [1, 2, 3],
      onlyBookmarked: true,
    });
  });

  it('drops only the values the API would refuse, keeping the rest', () => {
    expect(parseSearchParams(query, { page: '0', limit: 'abc', tags: '1,x', onlyBookmarked: 'true' })).toEqual({
      page: 1,
      limit: 20,
      onlyBookmarked: true,
    });
  });
});

describe('booleanQuery', () => {
  it('turns the text true or false into a boolean', () => {
    expect(booleanQuery.parse('true')).toBe(true);
    expect(booleanQuery.parse('false')).toBe(false);
  });

  it.each(['TRUE', '1', 'yes', '', 'False'])('refuses %j', (value) => {
    expect(booleanQuery.safeParse(value).success).toBe(false);
  });
});

describe('idParam', () => {
  it('turns a digit string into a number', () => {
    expect(idParam.parse('42')).toBe(42);
    expect(idParam.parse('007')).toBe(7);
    expect(idParam.parse('999999999')).toBe(999_999_999);
  });

  it.each(['', 'abc', '-1', '1.5', '1e3', ' 1', '0x10', '1234567890'])("refuses %j with 'Expected a number'", (value) => {
    const result = idParam.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Expected a number');
  });
});

describe('textParam', () => {
  it('accepts free text such as a student id and refuses empty or over-long text', () => {
    expect(textParam.parse('6531234521')).toBe('6531234521');
    expect(textParam.safeParse('').success).toBe(false);
    expect(textParam.safeParse('x'.repeat(201)).success).toBe(false);
  });
});

describe('validation messages (SPEC §5)', () => {
  const schema = z.object({ name: z.string(), count: z.number(), tags: z.array(z.string()) });

  it("answers 'Required' for a missing value and 'Expected X, received Y' for a wrong type", () => {
    const result = schema.safeParse({ count: 'three', tags: null });
    expect(result.success).toBe(false);
    expect(describeIssues(result.error!, 'body')).toBe(
      'body.name: Required; body.count: Expected number, received string; body.tags: Expected array, received null',
    );
  });

  it('names an array as such and leaves the prefix out when there is no place', () => {
    const result = z.string().safeParse(['a']);
    expect(describeIssues(result.error!, '')).toBe('Expected string, received array');
  });

  it('keeps the path of nested values', () => {
    const result = z.object({ rounds: z.array(z.object({ round: z.number() })) }).safeParse({ rounds: [{ round: 1 }, {}] });
    expect(describeIssues(result.error!, 'body')).toBe('body.rounds.1.round: Required');
  });
});
