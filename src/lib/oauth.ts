// OAuth provider types shared by the admin screens and the server, and the schemas of the OAuth answers.
import { z } from 'zod';
import type { Messages } from '@/i18n/catalogues';
import { calendarDate, isoDateTime, listOf } from './contract';

/**
 * The scopes a client may be given, each with the key of its description in the OAuthScopes namespace (a scope name
 * holds characters a key may not): the screens and the OpenAPI document tell them in the reader's language.
 */
export const OAUTH_SCOPES = {
  profile: 'profile',
  'student:contact-info': 'studentContactInfo',
  'student:academic-badges': 'studentAcademicBadges',
  'student:activity-badges': 'studentActivityBadges',
  'internal:companies': 'internalCompanies',
  'internal:students': 'internalStudents',
} as const satisfies Record<string, keyof Messages['OAuthScopes']>;
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

export const oauthProviderView = z.object({
  providerId: z.number().int(),
  name: z.string(),
  clientCount: z.number().int(),
  createdAt: isoDateTime,
});
export type OAuthProviderView = z.infer<typeof oauthProviderView>;
export const oauthProviderList = listOf(oauthProviderView);
export type OAuthProviderList = z.infer<typeof oauthProviderList>;

export const oauthClientView = z.object({
  clientId: z.string(),
  providerId: z.number().int(),
  clientDisplayName: z.string(),
  /** A public client (no secret) must use PKCE and may not use client_credentials. */
  isConfidential: z.boolean(),
  scopes: z.array(z.enum(OAUTH_SCOPE_NAMES)),
  isClientCredentialsGrantAllowed: z.boolean(),
  isAuthorizationCodeGrantAllowed: z.boolean(),
  isRefreshTokenGrantAllowed: z.boolean(),
  /** PKCE required at the authorization request (RFC 9700 §2.1.1); always true for a public client, for a confidential one only when an admin turns it on. */
  pkceRequired: z.boolean(),
  redirectUrls: z.array(z.string()),
  permittedInternalEndpoints: z.array(z.enum(INTERNAL_ENDPOINT_NAMES)),
  createdAt: isoDateTime,
  secretRotatedAt: isoDateTime.nullable(),
});
export type OAuthClientView = z.infer<typeof oauthClientView>;
export const oauthClientList = listOf(oauthClientView);
export type OAuthClientList = z.infer<typeof oauthClientList>;

/** Answered once, when a client is created or its secret is reset; only the hash is kept. */
export const oauthClientWithSecret = oauthClientView.extend({ clientSecret: z.string().nullable() });
export type OAuthClientWithSecret = z.infer<typeof oauthClientWithSecret>;

export const oauthClientAdminView = z.object({
  platformUid: z.string(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  displayName: z.string(),
  createdAt: isoDateTime,
});
export type OAuthClientAdminView = z.infer<typeof oauthClientAdminView>;
export const oauthClientAdminList = listOf(oauthClientAdminView);
export type OAuthClientAdminList = z.infer<typeof oauthClientAdminList>;

export const internalEndpointView = z.object({
  endpoint: z.enum(INTERNAL_ENDPOINT_NAMES),
  scope: z.enum(OAUTH_SCOPE_NAMES),
  description: z.string(),
});
export const internalEndpointList = z.object({ items: z.array(internalEndpointView) });
export type InternalEndpointList = z.infer<typeof internalEndpointList>;

/** What the consent screen shows about a pending request. */
export const authorizationRequestView = z.object({
  requestId: z.string(),
  clientId: z.string(),
  clientDisplayName: z.string(),
  providerName: z.string(),
  redirectUri: z.string(),
  scopes: z.array(z.enum(OAUTH_SCOPE_NAMES)),
  expiresAt: isoDateTime,
});
export type AuthorizationRequestView = z.infer<typeof authorizationRequestView>;

/** The token endpoint's success answer, exactly as RFC 6749 §5.1 names its fields. */
export const tokenAnswer = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  scope: z.string(),
  refresh_token: z.string().optional(),
});
export type TokenAnswer = z.infer<typeof tokenAnswer>;

export const OAUTH_USER_TYPES = ['CEDT_STUDENT', 'CEDT_COMPANY_USER', 'CHULA_USER', 'EXTERNAL_USER'] as const;
export type OAuthUserType = (typeof OAUTH_USER_TYPES)[number];

/** GET /api/oauth/v1/profile: the person behind a user token. */
export const oauthProfile = z.object({
  userId: z.string(),
  userType: z.enum(OAUTH_USER_TYPES),
  displayName: z.string(),
  firstNameTh: z.string().nullable(),
  lastNameTh: z.string().nullable(),
  firstNameEn: z.string().nullable(),
  lastNameEn: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isInternPortalAdmin: z.boolean(),
  /** Whether the person is an admin of the client asking (granted on the client's admin screen). */
  isApplicationAdmin: z.boolean(),
  student: z.object({ studentId: z.string(), admissionYear: z.number().int() }).optional(),
  companyUser: z.object({ companyId: z.number().int(), companyNameTh: z.string(), companyNameEn: z.string() }).optional(),
});
export type OAuthProfile = z.infer<typeof oauthProfile>;

/** GET /api/oauth/v1/profile/chula: the profile with the university's fields. */
export const chulaProfile = oauthProfile.extend({
  email: z.string().nullable(),
  studentId: z.string().nullable(),
  admissionYear: z.number().int().nullable(),
  universityName: z.string().nullable(),
  facultyName: z.string().nullable(),
  departmentName: z.string().nullable(),
  programName: z.string().nullable(),
});
export type ChulaProfile = z.infer<typeof chulaProfile>;

export const studentContactInfo = z.object({
  lineId: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});
export type StudentContactInfo = z.infer<typeof studentContactInfo>;

export const studentBadgeView = z.object({
  badgeId: z.number().int(),
  title: z.string(),
  issuer: z.string().nullable(),
  issuedOn: calendarDate.nullable(),
});
export type StudentBadgeView = z.infer<typeof studentBadgeView>;
export const studentBadgeList = listOf(studentBadgeView);
export type StudentBadgeList = z.infer<typeof studentBadgeList>;

/** A company as the internal API shows it. */
export const internalCompany = z.object({
  companyId: z.number().int(),
  companyNameTh: z.string(),
  companyNameEn: z.string(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
  companyType: z.string().nullable(),
  companySize: z.string().nullable(),
  isActive: z.boolean(),
});
export type InternalCompany = z.infer<typeof internalCompany>;
export const internalCompanyList = listOf(internalCompany);
export type InternalCompanyList = z.infer<typeof internalCompanyList>;

/** A student as the internal API shows it: identity and study fields, no contact data. */
export const internalStudent = z.object({
  titleTh: z.string().nullable(),
  firstNameTh: z.string().nullable(),
  lastNameTh: z.string().nullable(),
  titleEn: z.string().nullable(),
  firstNameEn: z.string().nullable(),
  lastNameEn: z.string().nullable(),
  studentId: z.string(),
  admissionYear: z.number().int(),
  universityName: z.string().nullable(),
  facultyName: z.string().nullable(),
  departmentName: z.string().nullable(),
  programName: z.string().nullable(),
  isActive: z.boolean(),
});
export type InternalStudent = z.infer<typeof internalStudent>;
export const internalStudentList = listOf(internalStudent);
export type InternalStudentList = z.infer<typeof internalStudentList>;
