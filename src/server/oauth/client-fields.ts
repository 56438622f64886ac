import { z } from 'zod';
import { INTERNAL_ENDPOINT_NAMES, OAUTH_SCOPE_NAMES } from '@/lib/oauth';

/**
 * A redirect URI is compared exactly, character for character (RFC 9700 §4.1.3), so it is stored
 * as typed: absolute, no fragment (RFC 6749 §3.1.2), https except for loopback hosts (RFC 8252 §7.3).
 */
export const redirectUrl = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value);
      if (url.hash || value.includes('#')) return false;
      const isLoopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
      return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback);
    } catch {
      return false;
    }
  }, 'Expected an absolute https URL without a fragment (http only for localhost)');

/** The fields a client is made of, shared by its create and update bodies. */
export const clientFields = {
  clientDisplayName: z.string().trim().min(1).max(200),
  scopes: z.array(z.enum(OAUTH_SCOPE_NAMES)).max(OAUTH_SCOPE_NAMES.length),
  isClientCredentialsGrantAllowed: z.boolean(),
  isAuthorizationCodeGrantAllowed: z.boolean(),
  isRefreshTokenGrantAllowed: z.boolean(),
  pkceRequired: z.boolean(),
  redirectUrls: z.array(redirectUrl).max(20),
  permittedInternalEndpoints: z.array(z.enum(INTERNAL_ENDPOINT_NAMES)).max(INTERNAL_ENDPOINT_NAMES.length),
};
