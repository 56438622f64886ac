import { describe, expect, it } from 'vitest';
import { parseMultiHostUrl, postgresPoolConfig } from '@/db/client';

describe('parseMultiHostUrl', () => {
  it('reads the hosts in order, each with its own single-host URL, and the wish for a read-write server', () => {
    expect(
      parseMultiHostUrl('postgres://app:secret@10.0.0.1:5432,db-b:6543/portal?target_session_attrs=read-write&sslmode=disable'),
    ).toEqual({
      readWrite: true,
      hosts: [
        { host: '10.0.0.1', port: 5432, url: 'postgres://app:secret@10.0.0.1:5432/portal?sslmode=disable' },
        { host: 'db-b', port: 6543, url: 'postgres://app:secret@db-b:6543/portal?sslmode=disable' },
      ],
    });
  });

  it('takes 5432 for a host without a port and any server without target_session_attrs', () => {
    expect(parseMultiHostUrl('postgresql://a,b:5433/portal')).toEqual({
      readWrite: false,
      hosts: [
        { host: 'a', port: 5432, url: 'postgresql://a:5432/portal' },
        { host: 'b', port: 5433, url: 'postgresql://b:5433/portal' },
      ],
    });
  });

  it('leaves an ordinary URL to node-postgres', () => {
    expect(parseMultiHostUrl('postgres://postgres@127.0.0.1:5432/portal')).toBeUndefined();
    expect(postgresPoolConfig('postgres://postgres@127.0.0.1:5432/portal')).toEqual({
      connectionString: 'postgres://postgres@127.0.0.1:5432/portal',
    });
  });

  it('refuses a target_session_attrs it does not implement', () => {
    expect(() => parseMultiHostUrl('postgres://a,b/portal?target_session_attrs=standby')).toThrow(/not supported/);
  });
});
