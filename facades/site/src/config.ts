import { z } from 'zod';
import { httpUrl, loadConfig, port } from '@local-events/platform';

export const siteConfigSchema = z.object({
  PORT: port(3001),
  BASE_URL: httpUrl.default('http://localhost:3000'),
  SITE_URL: httpUrl.default('http://localhost:3001'),
  OIDC_ISSUER: httpUrl.default('http://localhost:4010'),
  OIDC_AUDIENCE: httpUrl.default('http://localhost:3000/api'),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const loadSiteConfig = () => loadConfig(siteConfigSchema);
