import { describe, expect, it } from 'vitest';
import { fieldOf, splitValidationMessage } from '@/lib/validation-message';

describe('splitValidationMessage', () => {
  it('splits a 400 message into body paths and texts, keeping parts that name no field', () => {
    expect(
      splitValidationMessage(
        'body.toeic: Too big: expected number to be <=990; body.rounds.0.studentRankingDeadline: Required; Request body is not valid JSON',
      ),
    ).toEqual([
      { path: 'toeic', text: 'Too big: expected number to be <=990' },
      { path: 'rounds.0.studentRankingDeadline', text: 'Required' },
      { path: null, text: 'Request body is not valid JSON' },
    ]);
  });

  it('names the top-level field of a nested path', () => {
    expect(fieldOf('tags.2')).toBe('tags');
    expect(fieldOf('title')).toBe('title');
  });
});
