import { z } from 'zod';
import { httpUrl, port } from '@local-events/platform';

/** The development provider's settings; `CLIENT_SECRET_<CLIENT_ID>` variables (see demo-clients.ts) come on top. */
export const identityConfigSchema = z.object({
  PORT: port(4010),
  /** The provider's own public URL; defaults to localhost on its port. */
  OIDC_ISSUER: httpUrl.optional(),
  OIDC_AUDIENCE: httpUrl.default('http://localhost:3000/api'),
  SITE_URL: httpUrl.default('http://localhost:3001'),
  IDENTITY_STATE_DIR: z.string().default('.data/identity'),
});
