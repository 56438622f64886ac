import 'server-only';
export { getSessionDemand, getSessionDemandQuery, type GetSessionDemandQuery } from './get-session-demand';
export { getDemandSettings } from './get-demand-settings';
export { updateDemandSettings, updateDemandSettingsInput, type UpdateDemandSettingsInput } from './update-demand-settings';
export { demandCacheControl } from './demand-cache-control';
export { isDemandShown } from './is-demand-shown';
export { listSessionDemandAsAdmin, type AdminDemandRow } from './list-session-demand-as-admin';
