import { describe, expect, it } from 'vitest';
import { companyLogoPath, companyLogoUrl } from '@/lib/files';

describe("a company's logo link", () => {
  it('is by profile token, and null without a logo', () => {
    expect(companyLogoUrl({ profileToken: '5c1b-token', logoFileId: 7 })).toBe('/api/public/files/company/logo/5c1b-token');
    expect(companyLogoUrl({ profileToken: '5c1b-token', logoFileId: null })).toBeNull();
    expect(companyLogoPath('a/b')).toBe('/api/public/files/company/logo/a%2Fb');
  });
});
