import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/auth/me/route';
import { callRoute } from '../../support/api';
import { createPeopleOfEveryRole } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;

beforeAll(async () => {
  people = await createPeopleOfEveryRole((await testDatabase()).db);
});

describe('GET /api/auth/me', () => {
  it.each(['admin', 'student', 'company_user', 'external_user'] as const)('answers the %s with its role', async (role) => {
    const answer = await callRoute('GET', GET, { path: '/api/auth/me', cookie: people[role].cookie });
    expect(answer.status).toBe(200);
    expect(answer.body.role).toBe(role);
  });

  it("answers 409 'Invalid cookie' for a malformed cookie and clears it", async () => {
    const answer = await callRoute('GET', GET, { path: '/api/auth/me', cookie: 'portal_session=not-a-token' });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Invalid cookie');
    expect(answer.setCookies.some((cookie) => cookie.startsWith('portal_session=;'))).toBe(true);
  });
});
