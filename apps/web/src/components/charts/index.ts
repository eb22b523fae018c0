export * from './chart-format';
export * from './chart-values';
export * from './chart-card';
export * from './chart-figures-table';
export * from './chart-series';
export * from './report-line-chart';
export * from './report-bar-chart';
export * from './report-pie-chart';
