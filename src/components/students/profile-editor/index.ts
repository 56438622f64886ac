export { ProfileEditor, type ProfileEditorProps } from './profile-editor';
export type { ReferenceOption, ReferenceOptions } from './profile-values';
