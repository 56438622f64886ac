export { portalMetrics, type PortalMetrics } from './registry';
export { routePatternOf, recordHttpRequest } from './http';
export { recordWorkerRun, timeMatchingRun, countLogin, type LoginMethod } from './runs';
export { timePoolQueries } from './pool';
export { renderMetrics, METRICS_CONTENT_TYPE } from './render-metrics';
export { assertMetricsAccess } from './metrics-access';
