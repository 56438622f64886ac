import 'server-only';
export { AGREEMENT_FIELDS, fillAgreementTemplate } from './fill-agreement-template';
export type { AgreementFieldName, AgreementFields } from './fill-agreement-template';
export { renderAgreementPdf } from './render-agreement-pdf';
export type { AgreementSignature, AgreementTemplate } from './render-agreement-pdf';
