// Colours of the result charts, from the theme (src/app/globals.css). Each has at least 3:1 against white (WCAG
// 1.4.11 for graphics); bars also carry their name on the axis and their number at the end, so colour is never
// the only carrier.
export const CHART_COLORS = {
  rank: '#c53d74', // brand-600, 4.9:1
  tail: '#87284f', // brand-800
  outside: '#4b5563', // gray-600
  unmatched: '#b45309', // warning-700, 5.0:1
  fill: '#c53d74',
  full: '#15803d', // success-700, 5.0:1
  applications: '#4b5563',
  submitted: '#c53d74',
  matched: '#15803d',
  grid: '#e5e7eb',
  axis: '#374151',
} as const;
