import { ServiceCredentials } from '@local-events/platform/subgraph';
import { runningProvider } from './state.ts';

/** A token for one of the development provider's confidential clients, from the provider running with state `dir`. */
export async function developmentToken(dir: string, clientId: string, scope: string): Promise<string> {
  const { state, issuer } = await runningProvider(dir);
  return new ServiceCredentials(issuer, clientId, state.clientSecrets[clientId]!, scope).accessToken();
}
