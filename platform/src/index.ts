export * from './config.ts';
export * from './http.ts';
export * from './logger.ts';
export * from './metrics.ts';
export * from './problem.ts';
export * from './ids.ts';
export * from './public-urls.ts';
export * from './slug.ts';
