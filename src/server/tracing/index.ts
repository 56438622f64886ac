export { tagRequestSpan, REQUEST_ID_ATTRIBUTE, ROUTE_ATTRIBUTE } from './request-tags';
