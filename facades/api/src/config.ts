import { z } from 'zod';
import { httpUrl, loadConfig, port } from '@local-events/platform';

export const apiConfigSchema = z.object({
  PORT: port(3000),
  BASE_URL: httpUrl.default('http://localhost:3000'),
  SITE_URL: httpUrl.default('http://localhost:3001'),
  GATEWAY_URL: httpUrl.default('http://localhost:4000/graphql'),
});

export type ApiConfig = z.infer<typeof apiConfigSchema>;

export const loadApiConfig = () => loadConfig(apiConfigSchema);
