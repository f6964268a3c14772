export * from './db.ts';
export * from './graphql-server.ts';
export * from './subgraph.ts';
export * from './service-config.ts';
export * from './ids.ts';
export * from './loaders.ts';
