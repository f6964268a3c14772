import { runningProvider } from './state.ts';

/** An access token from `issuer`'s token endpoint (found through its discovery document) for a confidential client. */
export async function clientCredentialsToken(issuer: string, clientId: string, clientSecret: string, scope: string): Promise<string> {
  const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as { token_endpoint: string };
  const response = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope }),
  });
  const body = (await response.json()) as { access_token?: string; error?: string; error_description?: string };
  if (!body.access_token) throw new Error(`${body.error ?? response.status}: ${body.error_description ?? ''}`);
  return body.access_token;
}

/** A token for one of the development provider's confidential clients, from the provider running with state `dir`. */
export async function developmentToken(dir: string, clientId: string, scope: string): Promise<string> {
  const { state, issuer } = await runningProvider(dir);
  return clientCredentialsToken(issuer, clientId, state.clientSecrets[clientId]!, scope);
}
