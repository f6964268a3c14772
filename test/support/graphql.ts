import { inject } from 'vitest';
import { bearer } from './tokens.ts';

export interface GraphQLAnswer<Data> {
  status: number;
  data?: Data | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/**
 * A GraphQL request over HTTP to the gateway, or straight to one subgraph, presenting the gateway's secret as the
 * gateway does (unless `asGateway: false`): to test what the subgraph itself checks, behind the gateway's back.
 */
export async function graphql<Data = Record<string, unknown>>(
  query: string,
  options: { variables?: Record<string, unknown>; headers?: Record<string, string>; subgraph?: string; asGateway?: boolean } = {},
): Promise<GraphQLAnswer<Data>> {
  const { gateway, subgraphs, secrets } = inject('stack');
  const url = options.subgraph ? subgraphs[options.subgraph]! : gateway;
  const asGateway = options.subgraph && options.asGateway !== false ? { 'x-gateway-secret': secrets.gateway } : {};
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...asGateway, ...options.headers },
    body: JSON.stringify({ query, variables: options.variables ?? {} }),
  });
  return { status: response.status, ...((await response.json()) as Omit<GraphQLAnswer<Data>, 'status'>) };
}

/** The code of the first error, e.g. UNAUTHENTICATED. */
export const errorCode = (answer: GraphQLAnswer<unknown>) => answer.errors?.[0]?.extensions?.code;

/** Everything that happened to an event, oldest first, as reviewers see it. */
export async function transitionsOf(uuid: string) {
  const answer = await graphql<{ eventReview: { event: { transitions: Record<string, unknown>[] } } }>(
    `{ eventReview(uuid: "${uuid}") { event { transitions { action fromStatus toStatus actor actorRole message changes at } } } }`,
    { headers: await bearer('reviewer') },
  );
  return answer.data!.eventReview.event.transitions;
}
