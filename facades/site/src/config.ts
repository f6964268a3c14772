import { z } from 'zod';
import { httpUrl, loadConfig, port } from '@local-events/platform';

export const siteConfigSchema = z.object({
  PORT: port(3001),
  BASE_URL: httpUrl.default('http://localhost:3000'),
  SITE_URL: httpUrl.default('http://localhost:3001'),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const loadSiteConfig = () => loadConfig(siteConfigSchema);
