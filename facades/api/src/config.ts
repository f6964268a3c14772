import { z } from 'zod';
import { httpUrl, loadConfig, port } from '@local-events/platform';

export const apiConfigSchema = z.object({
  PORT: port(3000),
  BASE_URL: httpUrl.default('http://localhost:3000'),
  SITE_URL: httpUrl.default('http://localhost:3001'),
  GATEWAY_URL: httpUrl.default('http://localhost:4000/graphql'),
  OIDC_ISSUER: httpUrl.default('http://localhost:4010'),
  OIDC_AUDIENCE: httpUrl.default('http://localhost:3000/api'),
});

export type ApiConfig = z.infer<typeof apiConfigSchema>;

export const loadApiConfig = () => loadConfig(apiConfigSchema);
