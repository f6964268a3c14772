import type { AuthChecker } from 'type-graphql';
import { hasAnyScope, InvalidToken, type Caller } from './auth.ts';
import type { SubgraphContext } from './subgraph.ts';
import { forbidden, unauthenticated } from './graphql-errors.ts';

/** The caller, or an UNAUTHENTICATED error saying what is wrong with their credentials. */
export async function authenticated(context: SubgraphContext): Promise<Caller> {
  let caller: Caller | null;
  try {
    caller = await context.caller();
  } catch (error) {
    if (error instanceof InvalidToken) throw unauthenticated(error.message);
    throw error;
  }
  if (!caller) throw unauthenticated('This needs a bearer access token.');
  return caller;
}

/** `@Authorized('events:review', 'events:admin')`: a valid token holding any one of the listed scopes. */
export const scopeAuthChecker: AuthChecker<SubgraphContext> = async ({ context }, scopes) => {
  const caller = await authenticated(context);
  if (!hasAnyScope(caller, scopes)) throw forbidden(`This needs one of the scopes: ${scopes.join(', ')}.`, scopes);
  return true;
};
