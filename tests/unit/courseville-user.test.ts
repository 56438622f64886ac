import { describe, expect, it } from 'vitest';
import { toPlatformUser } from '@/server/auth/courseville';
import { ServiceUnavailableError } from '@/server/errors';

describe('toPlatformUser', () => {
  it('reads the wrapped shape { data: { account, student } }', () => {
    const user = toPlatformUser({
      data: {
        account: { uid: 'cv-123', username: 'somchai.s', email: 'a@b.c', firstname_en: 'Somchai', lastname_en: 'S' },
        student: { id: '6531234521' },
      },
    });
    expect(user).toEqual({
      platformUid: 'cv-123',
      username: 'somchai.s',
      email: 'a@b.c',
      displayName: 'Somchai S',
      studentId: '6531234521',
    });
  });

  it('reads the flat shape, with the student id on the account', () => {
    const user = toPlatformUser({
      uid: 'cv-9',
      username: 'somying',
      email: 's@example.com',
      firstname_en: 'Somying',
      lastname_en: 'Dee',
      student_id: '6630000000',
    });
    expect(user).toEqual({
      platformUid: 'cv-9',
      username: 'somying',
      email: 's@example.com',
      displayName: 'Somying Dee',
      studentId: '6630000000',
    });
  });

  it('reads { data: account } without an account key', () => {
    expect(toPlatformUser({ data: { uid: 'cv-7', username: 'x' } })).toMatchObject({ platformUid: 'cv-7', username: 'x', studentId: null });
  });

  it('prefers the Thai names to the English ones', () => {
    const user = toPlatformUser({ uid: 'u', firstname_th: 'สมชาย', lastname_th: 'ใจดี', firstname_en: 'Somchai', lastname_en: 'Jaidee' });
    expect(user.displayName).toBe('สมชาย ใจดี');
  });

  it('falls back to id or sub for the uid, and turns numbers into text', () => {
    expect(toPlatformUser({ id: 42 }).platformUid).toBe('42');
    expect(toPlatformUser({ sub: 'subject-1' }).platformUid).toBe('subject-1');
    expect(toPlatformUser({ data: { account: { uid: 5 }, student: { id: 6531234521 } } })).toMatchObject({
      platformUid: '5',
      studentId: '6531234521',
    });
  });

  it('names the user by username, then by uid, when the names are missing', () => {
    expect(toPlatformUser({ uid: 'u1', username: 'user.one' }).displayName).toBe('user.one');
    expect(toPlatformUser({ uid: 'u2' }).displayName).toBe('u2');
  });

  it('trims text and treats blank text as missing', () => {
    const user = toPlatformUser({ uid: '  u3  ', username: '   ', email: ' e@x.th ', firstname_en: ' A ', lastname_en: '' });
    expect(user).toEqual({ platformUid: 'u3', username: null, email: 'e@x.th', displayName: 'A', studentId: null });
  });

  it.each([undefined, null, {}, { data: { account: { username: 'no-uid' } } }, { uid: '   ' }])(
    'answers 503 for a user without an id: %j',
    (body) => {
      expect(() => toPlatformUser(body)).toThrow(ServiceUnavailableError);
      expect(() => toPlatformUser(body)).toThrow('The course platform returned a user without an id');
    },
  );
});
