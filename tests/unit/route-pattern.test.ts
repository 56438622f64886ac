import { describe, expect, it } from 'vitest';
import { routePatternOf } from '@/server/metrics/http';

describe('routePatternOf: the metrics label of a request', () => {
  it('puts each param back as its segment name, in order', () => {
    expect(routePatternOf('/api/sessions/12/demand', { sessionId: '12' })).toBe('/api/sessions/[sessionId]/demand');
    expect(routePatternOf('/api/admin/sessions/3/companies/3', { sessionId: '3', companyId: '3' })).toBe(
      '/api/admin/sessions/[sessionId]/companies/[companyId]',
    );
    expect(routePatternOf('/api/status', {})).toBe('/api/status');
  });

  it('matches values as Next.js decodes them, and a catch-all as its whole run', () => {
    expect(routePatternOf('/api/files/a%20b', { name: 'a b' })).toBe('/api/files/[name]');
    expect(routePatternOf('/api/x/1/2/3', { path: ['x', '1', '2', '3'] })).toBe('/api/[...path]');
  });

  it('never falls back to the raw path when a param is not found', () => {
    expect(routePatternOf('/api/sessions/12/demand', { sessionId: '13' })).toBe('unmatched');
  });
});
