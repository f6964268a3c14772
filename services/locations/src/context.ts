import type { SubgraphContext } from '@local-events/platform/subgraph';
import type { ZoneDirectory } from './zone-directory.ts';

export interface LocationsContext extends SubgraphContext {
  zones: ZoneDirectory;
}

export const createContext = (_base: SubgraphContext, { zones }: { zones: ZoneDirectory }) => ({ zones });
