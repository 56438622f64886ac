/** OAuth provider types shared by the admin screens and the server. */

/** The scopes a client may be given, with what the consent screen tells the person (Thai). */
export const OAUTH_SCOPES = {
  profile: 'ข้อมูลโปรไฟล์พื้นฐาน (ชื่อ รูปโปรไฟล์ ประเภทผู้ใช้)',
  'student:contact-info': 'ข้อมูลติดต่อของนิสิต (อีเมล เบอร์โทรศัพท์ LINE ID)',
  'student:academic-badges': 'เหรียญตราด้านวิชาการของนิสิต',
  'student:activity-badges': 'เหรียญตราด้านกิจกรรมของนิสิต',
  'internal:companies': 'ข้อมูลบริษัท (สำหรับระบบภายใน)',
  'internal:students': 'ข้อมูลนิสิต (สำหรับระบบภายใน)',
} as const;
export type OAuthScope = keyof typeof OAUTH_SCOPES;
export const OAUTH_SCOPE_NAMES = Object.keys(OAUTH_SCOPES) as [OAuthScope, ...OAuthScope[]];

/** The internal endpoints an admin may permit a client to call, each with the scope it also needs. */
export const INTERNAL_ENDPOINTS = [
  { endpoint: 'GET /api/internal/v1/companies', scope: 'internal:companies', description: 'ค้นหารายชื่อบริษัท' },
  { endpoint: 'GET /api/internal/v1/companies/{companyId}', scope: 'internal:companies', description: 'อ่านข้อมูลบริษัทหนึ่งแห่ง' },
  { endpoint: 'GET /api/internal/v1/students', scope: 'internal:students', description: 'อ่านรายชื่อนิสิตตามรหัสนิสิต' },
] as const satisfies readonly { endpoint: string; scope: OAuthScope; description: string }[];
export type InternalEndpoint = (typeof INTERNAL_ENDPOINTS)[number]['endpoint'];
export const INTERNAL_ENDPOINT_NAMES = INTERNAL_ENDPOINTS.map((item) => item.endpoint) as [InternalEndpoint, ...InternalEndpoint[]];

export type OAuthProviderView = { providerId: number; name: string; clientCount: number; createdAt: string };

export type OAuthClientView = {
  clientId: string;
  providerId: number;
  clientDisplayName: string;
  /** A public client (no secret) must use PKCE and may not use client_credentials. */
  isConfidential: boolean;
  scopes: OAuthScope[];
  isClientCredentialsGrantAllowed: boolean;
  isAuthorizationCodeGrantAllowed: boolean;
  isRefreshTokenGrantAllowed: boolean;
  /** PKCE required at the authorization request (RFC 9700 §2.1.1); always true for a public client, off only for a legacy confidential one. */
  pkceRequired: boolean;
  redirectUrls: string[];
  permittedInternalEndpoints: InternalEndpoint[];
  createdAt: string;
  secretRotatedAt: string | null;
};

/** Answered once, when a client is created or its secret is reset; only the hash is kept. */
export type OAuthClientWithSecret = OAuthClientView & { clientSecret: string | null };

export type OAuthClientAdminView = { platformUid: string; username: string | null; email: string | null; displayName: string; createdAt: string };

/** What the consent screen shows about a pending request. */
export type AuthorizationRequestView = {
  requestId: string;
  clientId: string;
  clientDisplayName: string;
  providerName: string;
  redirectUri: string;
  scopes: OAuthScope[];
  expiresAt: string;
};
