import { composeServices } from '@apollo/composition';
import { findBreakingChanges, findDangerousChanges, parse, type GraphQLSchema } from 'graphql';

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

function compose(subgraphs: SubgraphSource[]) {
  const result = composeServices(subgraphs.map(({ name, url, sdl }) => ({ name, url, typeDefs: parse(sdl) })));
  if (result.errors) throw new CompositionError(result.errors.map((error) => error.message));
  return result;
}

/** Subgraph SDLs -> supergraph SDL, or a CompositionError listing every problem. */
export function composeSupergraph(subgraphs: SubgraphSource[]): string {
  return compose(subgraphs).supergraphSdl;
}

/** The schema clients see through the gateway (the supergraph without its federation machinery). */
export function clientSchema(subgraphs: SubgraphSource[]): GraphQLSchema {
  return compose(subgraphs).schema.toAPISchema().toGraphQLJSSchema();
}

export interface Compatibility {
  /** Changes that break clients: removed types or fields, changed types, new required arguments... */
  breaking: string[];
  /** Changes that may surprise clients (a new enum value, a changed default) but break no query. */
  dangerous: string[];
}

/**
 * What a change to the subgraphs does to clients: the client schemas before and after, compared with
 * graphql-js's own change detection. Throws a CompositionError when the changed subgraphs do not compose.
 */
export function compatibility(before: SubgraphSource[], after: SubgraphSource[]): Compatibility {
  const [old, next] = [clientSchema(before), clientSchema(after)];
  return {
    breaking: findBreakingChanges(old, next).map((change) => `${change.type}: ${change.description}`),
    dangerous: findDangerousChanges(old, next).map((change) => `${change.type}: ${change.description}`),
  };
}
