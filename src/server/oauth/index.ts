import 'server-only';
export { bearer, type BearerGrant } from './bearer';
export { clientIdParam } from './client-id-param';
export { serverMetadata } from './server-metadata';
export { issuerOf } from './issuer';
export { readFormOrJson } from './read-form';
// Token endpoints (RFC 6749, RFC 7009).
export { issueToken } from './issue-token';
export { revokeToken } from './revoke-token';
// Consent (the portal as identity provider).
export { createAuthorizationRequest, authorizationRequestBody, type AuthorizationRequestInput } from './create-authorization-request';
export { submitAuthorization, authorizationDecisionBody } from './submit-authorization';
// Admin: providers and their clients.
export { listProviders } from './list-providers';
export { getProvider } from './get-provider';
export { createProvider, providerBody, type ProviderInput } from './create-provider';
export { updateProvider } from './update-provider';
export { deleteProvider } from './delete-provider';
export { listClients } from './list-clients';
export { exportClients } from './export-clients';
export { getClient } from './get-client';
export { createClient, newClientBody, type NewClient } from './create-client';
export { updateClient, clientUpdateBody, type ClientUpdate } from './update-client';
export { resetClientSecret } from './reset-client-secret';
export { deleteClient } from './delete-client';
export { listClientAdmins } from './list-client-admins';
export { grantClientAdmin, clientAdminBody, type ClientAdminInput } from './grant-client-admin';
export { revokeClientAdmin } from './revoke-client-admin';
export { listInternalEndpoints } from './list-internal-endpoints';
// Resources a bearer token reaches.
export { getOAuthProfile } from './get-oauth-profile';
export { getChulaProfile } from './get-chula-profile';
export { getStudentContactInfo } from './get-student-contact-info';
export { listStudentBadges } from './list-student-badges';
export { getInternalCompany } from './get-internal-company';
export { listInternalCompanies, listInternalCompaniesQuery } from './list-internal-companies';
export { listInternalStudents, listInternalStudentsQuery } from './list-internal-students';
