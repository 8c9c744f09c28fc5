export * from './chiller.ts';
export * from './period.ts';
export * from './report.ts';
export * from './statistics.ts';
export * from './weather.ts';
