import 'server-only';
export { getRoundResultCharts } from './get-round-result-charts';
export { getTermResultCharts } from './get-term-result-charts';
