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

export const providerBody = z.object({ name: z.string().trim().min(1).max(200) });

const clientFields = {
  clientDisplayName: z.string().trim().min(1).max(200),
  scopes: z.array(z.enum(OAUTH_SCOPE_NAMES)).max(OAUTH_SCOPE_NAMES.length),
  isClientCredentialsGrantAllowed: z.boolean(),
  isAuthorizationCodeGrantAllowed: z.boolean(),
  isRefreshTokenGrantAllowed: z.boolean(),
  pkceRequired: z.boolean(),
  redirectUrls: z.array(redirectUrl).max(20),
  permittedInternalEndpoints: z.array(z.enum(INTERNAL_ENDPOINT_NAMES)).max(INTERNAL_ENDPOINT_NAMES.length),
};

export const newClientBody = z.object({
  clientDisplayName: clientFields.clientDisplayName,
  // Public clients (a mobile or single-page app) cannot keep a secret; they get none and must use PKCE.
  isConfidential: z.boolean().default(true),
  scopes: clientFields.scopes.default([]),
  isClientCredentialsGrantAllowed: clientFields.isClientCredentialsGrantAllowed.default(false),
  isAuthorizationCodeGrantAllowed: clientFields.isAuthorizationCodeGrantAllowed.default(true),
  isRefreshTokenGrantAllowed: clientFields.isRefreshTokenGrantAllowed.default(true),
  // Off only for a legacy confidential client that cannot send PKCE yet (RFC 9700 §2.1.1 wants it of every client).
  pkceRequired: clientFields.pkceRequired.default(true),
  redirectUrls: clientFields.redirectUrls.default([]),
  permittedInternalEndpoints: clientFields.permittedInternalEndpoints.default([]),
});
export type NewClient = z.output<typeof newClientBody>;

export const clientUpdateBody = z
  .object(clientFields)
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Nothing to update');
export type ClientUpdate = z.output<typeof clientUpdateBody>;

export const clientAdminBody = z.object({ platformUid: z.string().trim().min(1).max(200) });

/** Client ids are free strings (the seed's `demo-client`, generated `client_…`). */
export const clientIdParam = z.string().min(1).max(200);
