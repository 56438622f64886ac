import 'server-only';
export { getSetting } from './get-setting';
export { listSettings } from './list-settings';
export { putSetting } from './put-setting';
export { settingKeyParam } from './setting-key';
