import 'server-only';
export { createReference } from './create-reference';
export { listOpeningTags } from './list-opening-tags';
export { listReference } from './list-reference';
export { EDITABLE_REFERENCE_KINDS, REFERENCE_KINDS, type EditableReferenceKind, type ReferenceKind } from './reference-kinds';
export { updateReference } from './update-reference';
export { referenceBody } from './reference-body';
