import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it } from 'vitest';
import { publicOrigin } from '@/lib/public-origin';
import { proxy } from '@/proxy';
import { setEnvironment } from '../support/fixtures';

const restorers: (() => void)[] = [];
afterEach(() => {
  while (restorers.length) restorers.pop()!();
});

describe('publicOrigin', () => {
  it("is APP_URL's origin, whatever address the server heard the request at", () => {
    restorers.push(setEnvironment({ APP_URL: 'https://intern.example.ac.th/' }));
    expect(publicOrigin({ url: 'http://localhost:3000/api/files/1' })).toBe('https://intern.example.ac.th');
  });

  it("without APP_URL (development), is the request's origin", () => {
    restorers.push(setEnvironment({ APP_URL: undefined }));
    expect(publicOrigin({ url: 'http://127.0.0.1:3314/api/files/1' })).toBe('http://127.0.0.1:3314');
  });
});

describe('the page proxy', () => {
  it('sends a visitor without a login to the sign-in page on APP_URL, not on localhost', () => {
    restorers.push(setEnvironment({ APP_URL: 'https://intern.example.ac.th' }));
    const response = proxy(new NextRequest('http://localhost:3000/student/applications?tab=1'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(
      `https://intern.example.ac.th/login?next=${encodeURIComponent('/student/applications?tab=1')}`,
    );
  });
});
