/** The project's processes and the entry point of each, relative to the repository's root. */
export const PROCESS_MAINS = {
  identity: 'infra/src/identity/main.ts',
  locations: 'services/locations/src/main.ts',
  events: 'services/events/src/main.ts',
  venues: 'services/venues/src/main.ts',
  submissions: 'services/submissions/src/main.ts',
  gateway: 'gateway/src/main.ts',
  api: 'facades/api/src/main.ts',
  site: 'facades/site/src/main.ts',
} as const;

export type ProcessName = keyof typeof PROCESS_MAINS;

/** Tools that run beside the processes in a deployment: composing its supergraph, a token from the development provider. */
export const TOOL_MAINS = ['infra/src/compose.ts', 'infra/src/identity/token.ts'] as const;

/** What every process loads before its own code: tracing when configured (platform/src/preload.ts). */
export const PRELOAD = 'platform/src/preload.ts';

/** Where `npm run build` writes the JavaScript of a source file: the same path under `dist/`. */
export const compiledPath = (source: string) => `dist/${source.replace(/\.ts$/, '.js')}`;
