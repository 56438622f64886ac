import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { isoDateTime } from '@/lib/contract';
import { jsonWithCookies, route } from '@/server/http';
import { callRoute } from '../../support/api';

// Outside production every JSON answer is checked against its route's `response` schema.
const item = z.object({ id: z.number().int(), at: isoDateTime });

function answering(value: unknown) {
  return route({ auth: 'public', response: item }, async () => value as z.infer<typeof item>);
}

describe('the answer contract', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lets through an answer that matches its schema exactly', async () => {
    const answer = await callRoute('GET', answering({ id: 1, at: '2026-11-25T03:00:00.000Z' }));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: 1, at: '2026-11-25T03:00:00.000Z' });
  });

  it('fails (500, logged with the path of the field) an answer with a field the schema does not declare', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await callRoute('GET', answering({ id: 1, at: '2026-11-25T03:00:00.000Z', secret: 'x' }), { path: '/api/things/1' });
    expect(answer.status).toBe(500);
    expect(logged.mock.calls.flat().join(' ')).toContain(
      'GET /api/things/1: the answer carries what its schema does not declare: $.secret',
    );
  });

  it('fails an answer whose field has the wrong shape (a Date object where the view promises an ISO string is fine: JSON writes it so)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await callRoute('GET', answering({ id: 'one', at: '2026-11-25T03:00:00.000Z' }))).status).toBe(500);
    expect((await callRoute('GET', answering({ id: 1 }))).status).toBe(500);
    expect((await callRoute('GET', answering({ id: 1, at: new Date('2026-11-25T03:00:00.000Z') }))).status).toBe(200);
  });

  it('reads the JSON of a Response the handler built itself (to set cookies)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const withCookies = (value: unknown) => route({ auth: 'public', response: item }, async () => jsonWithCookies(value, ['a=b']));
    expect((await callRoute('GET', withCookies({ id: 1, at: '2026-11-25T03:00:00.000Z' }))).status).toBe(200);
    expect((await callRoute('GET', withCookies({ id: 1, at: '2026-11-25T03:00:00.000Z', extra: true }))).status).toBe(500);
  });
});
