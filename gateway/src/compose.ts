import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';

export interface SubgraphSource {
  name: string;
  url: string;
  sdl: string;
}

export class CompositionError extends Error {
  constructor(readonly problems: string[]) {
    super(`The subgraphs do not compose:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Subgraph SDLs -> supergraph SDL, or a CompositionError listing every problem. */
export function composeSupergraph(subgraphs: SubgraphSource[]): string {
  const result = composeServices(subgraphs.map(({ name, url, sdl }) => ({ name, url, typeDefs: parse(sdl) })));
  if (result.errors) throw new CompositionError(result.errors.map((error) => error.message));
  return result.supergraphSdl;
}
